import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createStaff,
  createStudent,
  login,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { field, openMenu } from '../support/form.ts';
import { startPlanPayment } from '../support/payments.ts';
import { expectNoSidewaysScroll, expectTapTargets } from '../support/phone.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 } as const;
const SCREENSHOT = path.resolve(import.meta.dirname, '../fixtures/photo.png');

/** A library with a UPI ID where Meera Iyer owes ₹800.00 for seat A-1, and a desk member. */
async function meeraOwes800() {
  const admin = await createAdmin(`Saraswati Pay ${Math.random().toString(36).slice(2, 6)}`);
  await createPlaces(admin, 'A-1');
  await call(
    'PUT',
    '/api/auth/admin/setting/update-settings',
    { totalSeats: 20, totalLockers: 5, upiId: 'saraswati@okbank' },
    admin.session,
  );
  const student = await createStudent(admin, 'Meera Iyer');
  await call(
    'POST',
    '/api/auth/seat',
    { seat_number: 'A-1', price: 800, student_id: student.id },
    admin.session,
  );
  const member = await createStaff(admin, 'Kavita Rao');
  return { admin, student, member };
}

/** What waits in the desk's 'To confirm' queue, read through the API as the desk. */
const toConfirm = async (admin: AdminAccount) =>
  call<{ student_name: string; utr: string; screenshot: string | null }[]>(
    'GET',
    '/api/payments/pending',
    undefined,
    admin.session,
  );

/** The amount field's box and the box of what comes next on the page: they must not overlap. */
async function amountFieldFits(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[inputmode="decimal"]');
    const form = input?.closest('form');
    // What comes next on the page: the next sibling with a box (Mantine may put a <style> between).
    let next = form?.parentElement?.nextElementSibling;
    while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
    const wrapper = input?.closest('.mantine-NumberInput-root');
    if (!input || !form || !next || !wrapper) return 'missing';
    const box = wrapper.getBoundingClientRect();
    const frame = form.getBoundingClientRect();
    const after = next.getBoundingClientRect();
    const spill = [...wrapper.querySelectorAll('*')].some((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > frame.right || r.bottom > after.top);
    });
    return box.right <= frame.right && box.bottom <= after.top && !spill ? 'fits' : 'spills';
  });
}

describe('the student pays their due', () => {
  it("in two taps from the home on a 360 px phone, and with the UTR it reaches the desk's To confirm", async () => {
    const { admin, student, member } = await meeraOwes800();
    const phone = await browser.signedInPage('student', student, '/student/dashboard', NARROW_PHONE);
    await phone.getByRole('link', { name: 'Pay ₹800.00 by UPI' }).click();
    await phone.waitForURL('**/student/payments'); // started; a reload does not start another
    expect(await field(phone, 'Amount (₹)').inputValue()).toBe('800');
    // The second tap is the UPI app's own: no Pay Now in between.
    const upi = await phone.getByRole('link', { name: 'Open UPI app' }).getAttribute('href');
    expect(upi).toContain('pa=saraswati%40okbank');
    expect(upi).toContain('am=800.00');
    await phone.getByText('Not sent yet').waitFor();
    await phone
      .getByRole('listitem')
      .filter({ hasText: /₹800\.00.*Unfinished/ })
      .waitFor();
    expect(await toConfirm(admin)).toEqual([]);
    await expectAccessible(phone, 'payment to finish, 360 px');
    await expectNoSidewaysScroll(phone, 'payment to finish, 360 px');
    await expectTapTargets(phone, 'payment to finish, 360 px');

    await field(phone, 'UTR (transaction reference)').fill('UTR4455667788');
    await phone.getByRole('button', { name: 'Send UTR' }).click();
    await phone.getByText('UTR saved. The library will confirm your payment.').waitFor();
    await phone
      .getByRole('listitem')
      .filter({ hasText: /₹800\.00.*Pending/ })
      .waitFor();

    // The student reads Hindi: the desk's WhatsApp receipt goes to their number, in Hindi.
    await call('PUT', '/api/auth/me/language', { language: 'hi' }, await login('student', student.email));
    const desk = await browser.signedInPage('staff', member);
    await openMenu(desk, 'Collections');
    await expect.poll(() => desk.getByTestId('to-confirm-count').textContent()).toBe('1');
    const row = desk.getByRole('row', { name: /Meera Iyer.*₹800\.00.*UTR4455667788/ });
    await row.getByRole('button', { name: 'Confirm' }).click();
    await desk.getByText('Receipt #1').waitFor();
    const share = new URL((await desk.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '');
    expect(share.pathname).toBe('/919123456780');
    expect(share.searchParams.get('text')).toMatch(/^नमस्ते Meera Iyer, ₹800\.00 की आपकी रसीद #1: http/);
  });

  it('without a UTR nothing reaches the desk: Pay Now twice on a plan is one unfinished payment', async () => {
    const { admin, student } = await meeraOwes800();
    await call(
      'POST',
      '/api/auth/plane',
      { name: 'Monthly Reading Pass', duration_days: 30, price: 1499 },
      admin.session,
    );
    const phone = await browser.signedInPage('student', student, '/student/planss', NARROW_PHONE);
    await startPlanPayment(phone, 'Monthly Reading Pass');
    await startPlanPayment(phone, 'Monthly Reading Pass');
    expect(await toConfirm(admin)).toEqual([]);
    await phone.goto('/student/payments');
    const unfinished = phone.getByRole('listitem').filter({ hasText: /₹1,499\.00.*Unfinished/ });
    await unfinished.waitFor();
    expect(await phone.getByRole('listitem').filter({ hasText: '₹1,499.00' }).count()).toBe(1);
    const owner = await browser.signedInPage('admin', admin, '/admin/money?tab=confirm');
    await owner.getByText('Nothing to confirm.').waitFor();

    // A screenshot of the UPI receipt sends it, as a UTR does.
    await unfinished.getByRole('button', { name: 'Finish payment' }).click();
    await phone.locator('input[type="file"]').setInputFiles(SCREENSHOT);
    await phone.getByText('Screenshot sent. The library will confirm your payment.').waitFor();
    expect(await toConfirm(admin)).toEqual([
      expect.objectContaining({ student_name: 'Meera Iyer', utr: '', screenshot: expect.any(String) }),
    ]);
    await owner.reload();
    const row = owner.getByRole('row', { name: /Meera Iyer.*₹1,499\.00/ });
    const image = await owner.request.get(
      (await row.getByRole('link', { name: 'Screenshot' }).getAttribute('href')) ?? '',
    );
    expect(image.headers()['content-type']).toBe('image/png');
  });

  it('the amount field keeps within its card at 360 px, with no stepper', async () => {
    const { student } = await meeraOwes800();
    const phone = await browser.signedInPage(
      'student',
      student,
      '/student/payments?amount=800',
      NARROW_PHONE,
    );
    await field(phone, 'Amount (₹)').waitFor();
    // The link's amount starts the payment: measure once its panel is in place below the field.
    await phone.getByRole('link', { name: 'Open UPI app' }).waitFor();
    expect(await phone.locator('.mantine-NumberInput-controls').count()).toBe(0);
    expect(await amountFieldFits(phone)).toBe('fits');
    await expectNoSidewaysScroll(phone, 'payment history, 360 px');
  });
});
