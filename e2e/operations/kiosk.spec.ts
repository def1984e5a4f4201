import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createAdmin, login } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { studentWithCard } from '../support/door.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';

const browser = useBrowser();
const TABLET = { width: 800, height: 1280 } as const;

/** The owner adds a kiosk or a poster in Settings and reads the link it shows. */
async function addDoorDevice(owner: Page, kind: 'Kiosk tablet' | 'Door poster', name: string) {
  await owner.getByText(kind, { exact: true }).click();
  await field(owner, 'Name').fill(name);
  await owner
    .getByRole('button', { name: kind === 'Kiosk tablet' ? 'Pair a tablet' : 'Make a poster' })
    .click();
  const link = owner.getByTestId('door-link-url');
  await link.waitFor();
  return (await link.textContent()) ?? '';
}

/** A USB scanner "types" the card's code into the kiosk's focused field and presses Enter. */
async function scanAt(kiosk: Page, code: string) {
  await kiosk.keyboard.type(code, { delay: 2 });
  await kiosk.keyboard.press('Enter');
}

describe('self check-in at the door', () => {
  it('the owner pairs a tablet; ten students scan in; the expired one is refused in Hindi; revoking stops it', async () => {
    const admin = await createAdmin(`Kiosk Library ${Math.random().toString(36).slice(2, 6)}`);
    const queue = [];
    for (let i = 0; i < 10; i++)
      queue.push(await studentWithCard(admin, `Queue Student ${i + 1}`, `K-${i + 1}`));
    const expired = await studentWithCard(admin, 'Late Lata', 'K-99', -40);
    await call('PUT', '/api/auth/me/language', { language: 'hi' }, await login('student', expired.email));

    const owner = await browser.signedInPage('admin', admin, '/admin/change-password');
    const pairing = await addDoorDevice(owner, 'Kiosk tablet', 'Front door tablet');
    expect(pairing).toMatch(/\/kiosk#pair=\d+\.\d+\.[\w-]{43}$/);
    await expectAccessible(owner);

    // The tablet: no one signed in; the link pairs it and opens the kiosk screen.
    const kiosk = await browser.newPage(TABLET);
    await kiosk.goto(pairing);
    await kiosk.waitForURL('**/kiosk');
    await kiosk.getByRole('heading', { name: admin.name }).waitFor();
    await kiosk.getByText("Show your ID card's QR to the camera").waitFor();
    await kiosk.getByText('अपने आईडी कार्ड का QR कैमरे के सामने रखें').waitFor();
    expect(kiosk.url()).not.toContain('#');
    const scanField = kiosk.getByTestId('scan-field');
    await expect.poll(() => scanField.evaluate((el) => el === document.activeElement)).toBe(true);

    // Ten students, one after another: each answer shows while the field is ready for the next.
    const started = Date.now();
    const answer = kiosk.getByTestId('door-answer');
    for (const s of queue) {
      await scanAt(kiosk, s.qr);
      await answer.getByText(`Welcome, ${s.name}`).waitFor();
      expect(await answer.getAttribute('data-verdict')).toBe('passed');
      expect(await scanField.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    console.log(`kiosk: ten students scanned in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const home = await call<{ checked_in: { student_id: number }[] }>(
      'GET',
      '/api/dashboard/staff',
      undefined,
      admin.session,
    );
    expect(queue.every((s) => home.checked_in.some((c) => c.student_id === s.id))).toBe(true);
    await expectAccessible(kiosk);

    // The expired student is refused in red, in Hindi, with no photo or amount.
    await scanAt(kiosk, expired.qr);
    await answer.getByText('Late Lata: कृपया डेस्क पर संपर्क करें').waitFor();
    expect(await answer.getAttribute('data-verdict')).toBe('refused');
    expect(await answer.textContent()).toContain('आपका प्लान');
    expect(await answer.getAttribute('lang')).toBe('hi');

    // The owner revokes the tablet: its next scan says it is no kiosk any more.
    await owner.getByRole('button', { name: 'Revoke' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await owner.getByText('No kiosk or poster yet.').waitFor();
    await scanAt(kiosk, queue[0]?.qr ?? '');
    await kiosk.getByText('This tablet is not a door kiosk').waitFor();
    await kiosk.getByText('This door device is not paired, or it was revoked.', { exact: false }).waitFor();
  });

  it('a student scans the door poster on their phone, signs in on the spot, and is in; again, and is out', async () => {
    const admin = await createAdmin(`Poster Library ${Math.random().toString(36).slice(2, 6)}`);
    const student = await studentWithCard(admin, 'Poster Priya', 'P-1');
    const owner = await browser.signedInPage('admin', admin, '/admin/change-password');
    const poster = await addDoorDevice(owner, 'Door poster', 'Main door');
    expect(poster).toMatch(/\/door#SDP1\.[\w-]{38}$/);
    await owner.getByRole('row', { name: /Main door/ }).waitFor();

    // The phone's camera opens the poster's address; the student is not signed in yet.
    const phone = await browser.newPage(PHONE);
    await phone.goto(poster);
    // A phone's first load of the door page: its code, texts and the session check.
    await phone.getByText('Sign in to check in at the door.').waitFor({ timeout: 30_000 });
    await expectNoSidewaysScroll(phone);
    await field(phone, 'Email').fill(student.email);
    await field(phone, 'Password').fill(student.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    const answer = phone.getByTestId('door-answer');
    await answer.getByText('Welcome, Poster Priya').waitFor();
    expect(await answer.textContent()).toContain('Seat P-1');
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);

    // Scanning the poster again on the way out checks them out.
    await phone.goto(poster);
    await answer.getByText('Goodbye, Poster Priya').waitFor();
    await phone.getByRole('link', { name: 'Back to home' }).click();
    await phone.waitForURL('**/student/dashboard');
  });
});
