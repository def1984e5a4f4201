import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createStaff,
  createStudent,
  libraryToday,
  login,
  type PersonAccount,
} from '../support/api.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { choose, field, openMenu, typeDate } from '../support/form.ts';

const browser = useBrowser();

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = await downloadFrom(page, click);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  return (await extractText(pdf, { mergePages: true })).text;
}

const receiptsOf = (admin: AdminAccount, student: PersonAccount) =>
  call<{ paid_on: string }[]>('GET', `/api/receipts?student_id=${student.id}`, undefined, admin.session);

/**
 * Meera Iyer owes ₹1,500 for seat A-1 of a library with a UPI ID and a staff member, brought through
 * the API to `stage`: ₹500 in cash at the desk, then ₹600 by UPI with its UTR, then confirmed by staff.
 */
async function ledgerLibrary(stage: 'plan' | 'cash' | 'upi-sent' | 'confirmed') {
  const admin = await createAdmin(`Saraswati Ledger ${Math.random().toString(36).slice(2, 6)}`);
  await createPlaces(admin, 'A-1');
  const student = await createStudent(admin, 'Meera Iyer');
  const member = await createStaff(admin, 'Kavita Rao');
  await call(
    'PUT',
    '/api/auth/admin/setting/update-settings',
    { totalSeats: 20, totalLockers: 5, upiId: 'saraswati@okbank' },
    admin.session,
  );
  await call(
    'POST',
    '/api/auth/seat',
    { seat_number: 'A-1', price: 1500, student_id: student.id },
    admin.session,
  );
  if (stage === 'plan') return { admin, student, member };
  await call(
    'POST',
    '/api/desk-payments',
    { student_id: student.id, amount: 500, method: 'cash', paid_on: libraryToday() },
    admin.session,
  );
  if (stage === 'cash') return { admin, student, member };
  const own = await login('student', student.email);
  const { payment } = await call<{ payment: { id: number } }>(
    'POST',
    '/api/payments',
    { student_id: student.id, amount: 600, method: 'Online' },
    own,
  );
  await call('PUT', `/api/payments/${payment.id}/utr`, { utr: 'UTR4455667788' }, own);
  if (stage === 'upi-sent') return { admin, student, member };
  await call('POST', `/api/payments/${payment.id}/confirm`, {}, await login('staff', member.email));
  return { admin, student, member };
}

describe('money ledger', () => {
  it('the owner takes cash at the desk, and a double click records it once', async () => {
    const { admin, student } = await ledgerLibrary('plan');
    const owner = await browser.signedInPage('admin', admin);
    await openMenu(owner, 'Collections & Dues');
    await owner.getByRole('tab', { name: 'Record payment' }).click();
    await choose(owner, 'Student', `Meera Iyer (STU-0001)`);
    await owner.getByTestId('balance').filter({ hasText: 'Due ₹1,500.00' }).waitFor();
    await field(owner, 'Amount (₹)').fill('500');
    await owner.getByRole('button', { name: 'Record payment' }).dblclick();
    await owner.getByRole('status').filter({ hasText: 'Receipt #1' }).waitFor();
    await owner.getByTestId('balance').filter({ hasText: 'Due ₹1,000.00' }).waitFor();
    expect(await receiptsOf(admin, student)).toHaveLength(1);
  });

  it('the student pays by UPI from the phone and sends the UTR', async () => {
    const { student } = await ledgerLibrary('cash');
    const phone = await browser.signedInPage('student', student, '/student/payments', PHONE);
    await phone.getByTestId('balance').filter({ hasText: 'Due ₹1,000.00' }).waitFor();
    await field(phone, 'Amount (₹)').fill('600');
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await phone.getByText('Not sent yet').waitFor();
    await phone.getByLabel('UPI QR code').waitFor();
    const upi = await phone.getByRole('link', { name: 'Open UPI app' }).getAttribute('href');
    expect(upi).toContain('pa=saraswati%40okbank');
    expect(upi).toContain('am=600.00');
    await field(phone, 'UTR (transaction reference)').fill('UTR4455667788');
    await phone.getByRole('button', { name: 'Send UTR' }).click();
    await phone.getByText('UTR saved').waitFor();
  });

  it("staff confirm the student's UPI payment from the queue, with the next receipt number", async () => {
    const { member } = await ledgerLibrary('upi-sent');
    const desk = await browser.signedInPage('staff', member);
    await openMenu(desk, 'Collections');
    await expect.poll(() => desk.getByTestId('to-confirm-count').textContent()).toBe('1');
    const row = desk.getByRole('row', { name: /Meera Iyer.*₹600\.00.*UTR4455667788/ });
    await row.getByRole('button', { name: 'Confirm' }).click();
    await desk.getByText('Receipt #2').waitFor();
    await expect.poll(() => desk.getByTestId('to-confirm-count').textContent()).toBe('0');
  });

  describe('after ₹500 in cash and ₹600 by UPI, confirmed', () => {
    let library: Awaited<ReturnType<typeof ledgerLibrary>>;
    beforeAll(async () => {
      library = await ledgerLibrary('confirmed');
    });

    it('the student sees the payment Paid and the due ₹400.00, and the receipt PDF says the same', async () => {
      const { student } = library;
      const phone = await browser.signedInPage('student', student, '/student/payments', PHONE);
      await phone.getByTestId('balance').filter({ hasText: 'Due ₹400.00' }).waitFor();
      // On a phone the payment list is cards.
      const paid = phone.getByRole('listitem').filter({ hasText: /₹600\.00.*Paid/ });
      await paid.waitFor();
      const text = await downloadedText(phone, () =>
        paid.getByRole('button', { name: 'Receipt PDF' }).click(),
      );
      expect(text).toContain('Receipt No. 2');
      expect(text).toContain('₹600.00');
      expect(text).toContain('Balance due after this payment ₹400.00');
    });

    it("the owner's dues list and day close agree", async () => {
      const { admin } = library;
      const owner = await browser.signedInPage('admin', admin);
      await openMenu(owner, 'Collections & Dues');
      await owner.getByRole('tab', { name: 'Dues' }).click();
      await owner.getByTestId('total-outstanding').filter({ hasText: '₹400.00' }).waitFor();
      await owner.getByRole('row', { name: /Meera Iyer.*₹400\.00/ }).waitFor();
      await owner.getByRole('tab', { name: 'Day close' }).click();
      await expect.poll(() => owner.getByTestId('day-total').textContent()).toBe('₹1,100.00');
      expect(await owner.getByTestId('cash-to-hand-over').textContent()).toBe('₹500.00');
    });
  });

  it("the owner posts a late fee on the student's ledger and reverses it: an entry, never an edit", async () => {
    const { admin, student } = await ledgerLibrary('confirmed');
    const owner = await browser.signedInPage('admin', admin, `/student/${student.id}`);
    await choose(owner, 'Entry', 'Charge: late fee');
    await field(owner, 'Amount (₹)').fill('50');
    await field(owner, 'Description').fill('Late fee November');
    await owner.getByRole('button', { name: 'Post entry' }).click();
    await owner.getByRole('row', { name: /Late fee November.*₹50\.00.*₹450\.00/ }).waitFor();
    await owner
      .getByRole('row', { name: /Late fee November/ })
      .getByRole('button', { name: 'Reverse' })
      .click();
    await field(owner, 'Reason').fill('Waived');
    await owner.getByRole('button', { name: 'Post reversal' }).click();
    await owner.getByRole('row', { name: /Reversal: Waived.*₹400\.00/ }).waitFor();

    const fees = await call<{ student_id: number; due: number; paid: number }[]>(
      'GET',
      '/api/fees/students',
      undefined,
      await login('admin', admin.email),
    );
    expect(fees.find((f) => f.student_id === student.id)).toMatchObject({ due: 400, paid: 1100 });
    expect(await receiptsOf(admin, student)).toHaveLength(2);
  });

  it('a desk payment whose answer was lost is recorded once when sent again', async () => {
    const admin = await createAdmin(`Saraswati Retry ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kabir Sethi');
    const owner = await browser.signedInPage('admin', admin);
    // The server records the first request, but its answer never reaches the browser.
    const keys: string[] = [];
    await owner.route('**/api/desk-payments', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await owner.goto('/admin/money?tab=record');
    await choose(owner, 'Student', 'Kabir Sethi (STU-0001)');
    await field(owner, 'Amount (₹)').fill('300');
    await typeDate(owner, 'Date', '2026-11-23', '23 Nov 2026');
    await owner.getByRole('button', { name: 'Record payment' }).click();
    await owner.getByRole('alert').filter({ hasText: 'Cannot reach the server' }).waitFor();
    await owner.getByRole('button', { name: 'Record payment' }).click();
    await owner.getByRole('status').filter({ hasText: 'Receipt #1' }).waitFor();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const receipts = await call<{ paid_on: string }[]>(
      'GET',
      `/api/receipts?student_id=${student.id}`,
      undefined,
      admin.session,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.paid_on).toBe('2026-11-23');
  });
});
