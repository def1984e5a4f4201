import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { call, createAdmin, createPlaces, createStaff, createStudent, login } from '../support/api.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { choose, field, openMenu, typeDate } from '../support/form.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('money ledger', () => {
  it('cash at the desk, UPI sent by the student and confirmed by staff: every screen and the receipt agree', async () => {
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

    // The owner takes ₹500 in cash at the desk; a double click records it once.
    const owner = await browser.newPage();
    await signIn(owner, 'admin', admin.email, admin.password);
    await openMenu(owner, 'Collections & Dues');
    await owner.getByRole('tab', { name: 'Record payment' }).click();
    await choose(owner, 'Student', `Meera Iyer (STU-0001)`);
    await owner.getByTestId('balance').filter({ hasText: 'Due ₹1,500.00' }).waitFor();
    await field(owner, 'Amount (₹)').fill('500');
    await owner.getByRole('button', { name: 'Record payment' }).dblclick();
    await owner.getByRole('status').filter({ hasText: 'Receipt #1' }).waitFor();
    await owner.getByTestId('balance').filter({ hasText: 'Due ₹1,000.00' }).waitFor();

    // The student pays ₹600 by UPI from the phone and enters the UTR.
    const phone = await browser.newPage(PHONE);
    await signIn(phone, 'student', student.email, student.password);
    await phone.goto('/student/payments');
    await phone.getByTestId('balance').filter({ hasText: 'Due ₹1,000.00' }).waitFor();
    await field(phone, 'Amount (₹)').fill('600');
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await phone.getByText('Payment sent for confirmation').waitFor();
    await phone.getByLabel('UPI QR code').waitFor();
    const upi = await phone.getByRole('link', { name: 'Open UPI app' }).getAttribute('href');
    expect(upi).toContain('pa=saraswati%40okbank');
    expect(upi).toContain('am=600.00');
    await field(phone, 'UTR (transaction reference)').fill('UTR4455667788');
    await phone.getByRole('button', { name: 'Save UTR' }).click();
    await phone.getByText('UTR saved').waitFor();

    // Staff confirm it from the queue.
    const desk = await browser.newPage();
    await signIn(desk, 'staff', member.email, member.password);
    await openMenu(desk, 'Collections');
    await expect.poll(() => desk.getByTestId('to-confirm-count').textContent()).toBe('1');
    const row = desk.getByRole('row', { name: /Meera Iyer.*₹600\.00.*UTR4455667788/ });
    await row.getByRole('button', { name: 'Confirm' }).click();
    await desk.getByText('Receipt #2').waitFor();
    await expect.poll(() => desk.getByTestId('to-confirm-count').textContent()).toBe('0');

    // The student's history shows it Paid, the due is ₹400.00, and the receipt PDF says the same.
    await phone.reload();
    await phone.getByTestId('balance').filter({ hasText: 'Due ₹400.00' }).waitFor();
    // On a phone the payment list is cards.
    const paid = phone.getByRole('listitem').filter({ hasText: /₹600\.00.*Paid/ });
    await paid.waitFor();
    const text = await downloadedText(phone, () => paid.getByRole('button', { name: 'Receipt PDF' }).click());
    expect(text).toContain('Receipt No. 2');
    expect(text).toContain('₹600.00');
    expect(text).toContain('Balance due after this payment ₹400.00');

    // The owner's dues list and day close agree.
    await owner.getByRole('tab', { name: 'Dues' }).click();
    await owner.getByTestId('total-outstanding').filter({ hasText: '₹400.00' }).waitFor();
    await owner.getByRole('row', { name: /Meera Iyer.*₹400\.00/ }).waitFor();
    await owner.getByRole('tab', { name: 'Day close' }).click();
    await expect.poll(() => owner.getByTestId('day-total').textContent()).toBe('₹1,100.00');
    expect(await owner.getByTestId('cash-to-hand-over').textContent()).toBe('₹500.00');

    // The owner posts a late fee on the student's ledger and reverses it: an entry, never an edit.
    await owner.goto(`/student/${student.id}`);
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
    const receipts = await call<unknown[]>(
      'GET',
      `/api/receipts?student_id=${student.id}`,
      undefined,
      admin.session,
    );
    expect(receipts).toHaveLength(2);
  });

  it('a desk payment whose answer was lost is recorded once when sent again', async () => {
    const admin = await createAdmin(`Saraswati Retry ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kabir Sethi');
    const owner = await browser.newPage();
    await signIn(owner, 'admin', admin.email, admin.password);
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
