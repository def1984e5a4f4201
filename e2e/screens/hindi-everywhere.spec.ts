import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_NAV,
  type NavSection,
  STAFF_NAV,
  STUDENT_NAV,
  SUPERADMIN_NAV,
} from '../../apps/web/src/app/layouts/navigation.ts';
import { createSuperadmin } from '../support/api.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { libraryWithDues } from '../support/dues-library.ts';
import { field } from '../support/form.ts';

const browser = useBrowser();

const pathsOf = (nav: NavSection[]) => nav.flatMap((section) => section.items.map((item) => item.to));

/**
 * Latin words a Hindi screen may show: the brand, payment and file words Indians read as they are,
 * the scanner's Enter key, the other language's name on the language button.
 */
const ALLOWED = new Set(
  [
    'StudyDesk',
    'UPI',
    'UTR',
    'SBI',
    'HDFC',
    'ICICI',
    'QR',
    'PDF',
    'ID',
    'IP',
    'WhatsApp',
    'SMS',
    'JSON',
    'USB',
    'CSV',
    'XLSX',
    'PNG',
    'JPEG',
    'MB',
    'Enter',
    'English',
    // The tax's own names, printed as they are on every Indian invoice and return.
    'GST',
    'GSTIN',
    'CGST',
    'SGST',
    'IGST',
    'SAC',
  ].map((w) => w.toLowerCase()),
);
/**
 * On the owner's settings only: what the owner must find, as written, in Meta's WhatsApp console
 * ('WhatsApp Manager > API setup', the 'messages' webhook field, template language codes en/hi),
 * in India's DLT registry and in Razorpay's dashboard ('Account & Settings > API Keys'), to set up
 * the reminder providers and online payments.
 */
const PROVIDER_CONSOLE_WORDS: Record<string, Set<string>> = {
  '/admin/change-password': new Set(
    [
      'Meta',
      'Business',
      'Cloud',
      'Manager',
      'setup',
      'messages',
      'DLT',
      'URL',
      'en',
      'hi',
      'Razorpay',
      'Dashboard',
      'Account',
      'Settings',
      'API',
      'Keys',
      'Webhooks',
      // MSG91's console path to delivery reports ('SMS > Webhook') and its URL's '?token='.
      'Webhook',
      'token',
      // The public page's address is made of Latin letters: its example is one.
      'gyan',
    ].map((w) => w.toLowerCase()),
  ),
};

/** Keys of API answers whose words are labels, not the library's data (a screen must translate them). */
const NOT_DATA = new Set(['message', 'error', 'status', 'method', 'kind', 'type', 'role', 'language']);

/** Every word of the library's own data the page read (people's names, courses, plans, books). */
function dataWords(value: unknown, into: Set<string>, key = '') {
  if (typeof value === 'string') {
    if (!NOT_DATA.has(key)) for (const w of value.match(/[A-Za-z]+/g) ?? []) into.add(w.toLowerCase());
  } else if (Array.isArray(value)) for (const item of value) dataWords(item, into, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) dataWords(v, into, k);
}

/** The English words of the visible text, once codes, e-mail addresses and the page's data are set aside. */
function englishWords(text: string, data: Set<string>): string[] {
  const words = text
    .replace(/\S+@\S+/g, ' ') // e-mail addresses
    .replace(/\bhttps?:\/\/\S+/g, ' ') // links (the join poster's)
    .split(/[\s,;:()[\]·/|"'“”‘’!?…]+/)
    .filter((token) => /[A-Za-z]/.test(token))
    // Codes: seat H2, 'STU-0001', file names, keys with dots or digits, {placeholders}.
    .filter((token) => !/\d|[._#{}]/.test(token))
    .flatMap((token) => token.match(/[A-Za-z]+/g) ?? [])
    // Initials on an avatar ('AV').
    .filter((word) => !/^[A-Z]{2}$/.test(word))
    .filter((word) => word.length > 1 && !ALLOWED.has(word.toLowerCase()) && !data.has(word.toLowerCase()));
  return [...new Set(words)];
}

/** The visible text of the page, with the placeholders and labels of its inputs. */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const hints = [...document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')]
      .filter((el) => el.checkVisibility() && !el.closest('[aria-hidden="true"]'))
      .flatMap((el) => [
        el.getAttribute('placeholder'),
        el.getAttribute('aria-label'),
        el.getAttribute('title'),
      ])
      .filter(Boolean);
    return `${document.body.innerText}\n${hints.join('\n')}`;
  });

/** Waits for the screen's heading and for its reads (no skeleton or spinner left). */
async function settled(page: Page) {
  await page.locator('main h1, h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]',
      ),
  );
}

/** Signs in on the role's sign-in page after choosing Hindi there, as a Hindi reader would. */
async function signInInHindi(page: Page, role: string, account: { email: string; password: string }) {
  await page.goto(`/${role}`);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  await field(page, 'ईमेल').fill(account.email);
  await field(page, 'पासवर्ड').fill(account.password);
  await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
  await page.waitForURL(`**/${role}/dashboard`);
}

/** Visits each screen once; returns the English words found, per screen. */
async function walk(page: Page, paths: string[]) {
  const data = new Set<string>();
  const reads: Promise<void>[] = [];
  page.on('response', (res: Response) => {
    if (!res.url().includes('/api/') || !res.headers()['content-type']?.includes('json')) return;
    reads.push(
      res.json().then(
        (body) => dataWords(body, data),
        () => undefined,
      ),
    );
  });
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    const text = await visibleText(page);
    await Promise.all(reads);
    const providerWords = PROVIDER_CONSOLE_WORDS[path];
    const english = englishWords(text, data).filter((word) => !providerWords?.has(word.toLowerCase()));
    if (english.length > 0) found.push(`${path}: ${english.join(', ')}`);
  }
  return found;
}

describe('Hindi everywhere: every screen of every role, signed in in Hindi, shows no English', () => {
  it('superadmin', async () => {
    await libraryWithDues();
    const page = await browser.newPage(DESKTOP);
    await signInInHindi(page, 'superadmin', await createSuperadmin());
    expect(await walk(page, pathsOf(SUPERADMIN_NAV))).toEqual([]);
  });

  // The owner has the most screens: two halves, each a test of its own (each well within its time).
  for (const half of ['first', 'second'] as const) {
    it(`admin, ${half} half of the screens`, async () => {
      const { admin, student } = await libraryWithDues();
      const page = await browser.newPage(DESKTOP);
      await signInInHindi(page, 'admin', admin);
      const paths = [
        ...pathsOf(ADMIN_NAV),
        '/add-student',
        `/student/${student.id}`,
        `/add-edit-student/${student.id}`,
      ];
      const middle = Math.ceil(paths.length / 2);
      expect(await walk(page, half === 'first' ? paths.slice(0, middle) : paths.slice(middle))).toEqual([]);
    });
  }

  it('staff', async () => {
    const { staff } = await libraryWithDues();
    const page = await browser.newPage(DESKTOP);
    await signInInHindi(page, 'staff', staff);
    expect(await walk(page, [...pathsOf(STAFF_NAV), '/staff/seat-add-booking'])).toEqual([]);
  });

  it('student', async () => {
    const { student } = await libraryWithDues();
    const page = await browser.newPage(DESKTOP);
    await signInInHindi(page, 'student', student);
    const paths = [...pathsOf(STUDENT_NAV), '/student/book-seat', '/student/membership', '/student/planss'];
    expect(await walk(page, paths)).toEqual([]);
  });
});
