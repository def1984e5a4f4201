import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { addDays } from '@studydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createShift,
  createStudent,
  libraryToday,
  type PersonAccount,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { scrollToChart } from '../support/charts.ts';
import { field } from '../support/form.ts';
import { signInByApi } from '../support/sign-in.ts';

const browser = useBrowser();

describe('the owner cockpit and the student home', () => {
  // Three students on evening seats, one of whom paid ₹400 in cash yesterday.
  let admin: AdminAccount;
  const people: PersonAccount[] = [];
  beforeAll(async () => {
    admin = await createAdmin(`Saraswati Cockpit ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'E1-E5');
    const evening = await createShift(admin, '17:00', '22:00');
    await call(
      'PUT',
      '/api/auth/admin/setting/update-settings',
      { totalSeats: 100, totalLockers: 50, upiId: 'saraswati@okbank' },
      admin.session,
    );
    for (const [i, name] of ['Aarav Gupta', 'Diya Menon', 'Kabir Khan'].entries()) {
      const student = await createStudent(admin, name);
      await call(
        'POST',
        '/api/auth/seat',
        { seat_number: `E${i + 1}`, shift_id: evening.id, price: 1500 + i * 100, student_id: student.id },
        admin.session,
      );
      people.push(student);
    }
    const yesterday = addDays(libraryToday(), -1);
    await call(
      'POST',
      '/api/desk-payments',
      { student_id: people[0]?.id, amount: 400, method: 'cash', paid_on: yesterday },
      admin.session,
    );
  });

  it("on a phone the owner sees yesterday's takings, who owes the most and the evening seats", async () => {
    const page = await browser.signedInPage('admin', admin, undefined, PHONE);
    await page
      .getByRole('link', { name: /^Collected today/ })
      .getByText('Yesterday ₹400.00')
      .waitFor();
    await page.getByText('Who owes the most').waitFor();
    await page.getByRole('link', { name: 'Kabir Khan' }).waitFor();
    // The evening shift by its name, its times in small type.
    await page.getByTestId('shift-label').filter({ hasText: 'Shift 17:00 17:00 - 22:00' }).first().waitFor();
    await page.getByText('2 free · 60%').waitFor();
    await expectAccessible(page);
  });

  it('draws the charts when scrolled to, and loads no chunk the JavaScript budget leaves out', async () => {
    const root = new URL('../../', import.meta.url).pathname;
    const budget = JSON.parse(
      execFileSync(process.execPath, ['scripts/check-web-budget.mjs', '--list'], {
        cwd: root,
        encoding: 'utf8',
      }),
    ) as Record<string, string[]>;
    const counted = budget['/admin/dashboard'] ?? [];
    const manifest = JSON.parse(readFileSync(`${root}apps/web/dist/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chartsChunk = manifest['src/features/dashboard/components/cockpit-charts.tsx']?.file;
    expect(counted).toContain(chartsChunk);

    const page = await browser.newPage(PHONE);
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) loaded.add(path.slice(1));
    });
    await signInByApi(page, 'admin', admin.email, admin.password);
    await page.getByText('Who owes the most').waitFor();
    const collections = page.getByRole('img', { name: /^Collections, last 30 days: ₹400\.00$/ });
    // Below the tiles, the charts wait: their code is not fetched, nothing is drawn.
    expect(await collections.count()).toBe(0);
    expect(loaded).not.toContain(chartsChunk);

    await scrollToChart(page, collections);
    await page.getByRole('region', { name: 'Occupancy by shift and weekday (last 4 weeks)' }).waitFor();
    await page.getByRole('img', { name: /^Admissions and renewals, 12 months: 3 Admissions/ }).waitFor();
    expect(loaded).toContain(chartsChunk);
    // Scrolled to the end (the profit chart too), every chunk it fetched is in its budget.
    await scrollToChart(page, page.getByRole('img', { name: /^Profit, last 12 months/ }));
    await expectAccessible(page);
    expect([...loaded].filter((file) => !counted.includes(file))).toEqual([]);
  });

  it('the owner sends three WhatsApp reminders in Hindi from the phone', async () => {
    const page = await browser.signedInPage('admin', admin, undefined, PHONE);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    // The reminders' language (the header's हिन्दी switches the whole app instead).
    await page.getByLabel('Reminder language').getByText('हिन्दी').click();
    for (const name of ['Kabir Khan', 'Diya Menon', 'Aarav Gupta']) {
      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: `Remind ${name} on WhatsApp` }).click();
      const chat = await opened;
      await chat.waitForURL(/^https:\/\/wa\.me\/919123456780\?text=/);
      const text = decodeURIComponent(new URL(chat.url()).searchParams.get('text') ?? '');
      expect(text).toContain(name);
      expect(text).toContain('बकाया');
      await chat.close();
    }
    await expect.poll(() => page.getByText(`reminded just now by ${admin.name}`).count()).toBe(3);
  });

  it("the student's phone shows the seat, days left and what they owe, and pays it", async () => {
    const kabir = people[2];
    if (!kabir) throw new Error('student');
    const phone = await browser.signedInPage('student', kabir, undefined, PHONE);
    const seat = phone.getByLabel('My seat');
    await seat.getByText('Seat E3').waitFor();
    await seat.getByText('30 days left').waitFor();
    expect(await phone.getByTestId('home-due').textContent()).toBe('₹1,700.00');
    await expectAccessible(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.getByRole('link', { name: 'Pay ₹1,700.00 by UPI' }).click();
    await phone.waitForURL('**/student/payments?amount=1700');
    expect(await field(phone, 'Amount (₹)').inputValue()).toBe('1700');
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await field(phone, 'UTR (transaction reference)').fill('UTR170017001700');
    await phone.getByRole('button', { name: 'Send UTR' }).click();
    await phone
      .getByRole('listitem')
      .filter({ hasText: /₹1,700\.00.*Pending/ })
      .first()
      .waitFor();
    await phone.goto('/student/dashboard');
    await phone.getByLabel('Recent payments').getByText('Pending').waitFor();
  });
});
