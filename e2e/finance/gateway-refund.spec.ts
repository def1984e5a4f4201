import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, createAdmin, createPlaces, createStudent, login } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { E2E_RAZORPAY } from '../support/providers.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 390, height: 844 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (target: Locator, name: string) => {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('money in without hands: UPI QR and refunds through Razorpay', () => {
  it('the student pays by a UPI QR code; the owner refunds part through Razorpay; the student sees it', async () => {
    const admin = await createAdmin(`Vidya QR ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'Q-1');
    const student = await createStudent(admin, 'Kavya Nair');
    await call(
      'POST',
      '/api/auth/seat',
      { seat_number: 'Q-1', price: 800, student_id: student.id },
      admin.session,
    );
    await call(
      'PUT',
      '/api/gateway/settings',
      {
        enabled: true,
        key_id: E2E_RAZORPAY.keyId,
        key_secret: E2E_RAZORPAY.keySecret,
        webhook_secret: E2E_RAZORPAY.webhookSecret,
      },
      admin.session,
    );

    // The student asks for a QR code on Pay: it is for exactly ₹800.00.
    const phone = await browser.signedInPage('student', student, '/student/dashboard', NARROW_PHONE);
    await phone.getByRole('link', { name: 'Pay ₹800.00', exact: true }).click();
    await phone.waitForURL('**/student/payments');
    await phone.getByRole('button', { name: 'Show a UPI QR code' }).click();
    const qr = phone.getByTestId('upi-qr');
    await qr.getByRole('img', { name: 'UPI QR code for ₹800.00' }).waitFor();
    await qr.getByText('Scan with any UPI app to pay exactly ₹800.00.').waitFor();
    await expectAccessible(phone, 'pay by UPI QR, 390 px');
    await expectNoSidewaysScroll(phone, 'pay by UPI QR, 390 px');
    await shot(phone.locator('main'), 'pay-by-qr-390');

    // Their UPI app pays it (the fake's lever); the page shows the receipt by itself.
    const studentSession = await login('student', student.email);
    const [payment] = await call<{ id: number }[]>(
      'GET',
      `/api/payments/${student.id}`,
      undefined,
      studentSession,
    );
    const online = await call<{ qr: { content: string } | null }>(
      'GET',
      `/api/gateway/payments/${payment?.id}`,
      undefined,
      studentSession,
    );
    const qrId = new URL(online.qr?.content ?? '').searchParams.get('tr');
    const paid = await fetch(`${inject('razorpayUrl')}/__fake/qr/${qrId}/pay`, { method: 'POST' });
    expect(await paid.json()).toEqual({ paid: true });
    await phone.getByText('Paid ₹800.00. Receipt #1.').waitFor({ timeout: 15_000 });

    // The owner refunds ₹300 of it: Razorpay is asked, the credit note says so.
    const page = await browser.signedInPage('admin', admin, '/admin/money?tab=receipts', DESKTOP);
    const row = page.getByRole('row', { name: /#1 .*Kavya Nair/ });
    // The receipts load with the whole money desk: on a shared machine that may take a while.
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('This payment came through Razorpay').waitFor();
    await field(page, 'Amount (₹)').fill('300');
    await field(page, 'Reason').fill('Moved to a shorter shift');
    await page.getByRole('button', { name: 'Refund and issue credit note' }).click();
    await page.getByText('Credit note CN-1 issued for ₹300.00. Razorpay is paying it back.').waitFor();
    await shot(page.getByRole('dialog'), 'gateway-refund-1280');

    // The student sees the refund with its credit note, on its way, then paid back.
    await phone.goto('/student/payments');
    const notes = phone.getByTestId('credit-notes');
    await notes.getByText('CN-1 · receipt #1').waitFor();
    await notes.getByText('On its way through Razorpay').waitFor();
    await expectNoSidewaysScroll(phone, 'refund on its way, 390 px');
    const processed = await fetch(`${inject('razorpayUrl')}/__fake/refunds/process`, { method: 'POST' });
    expect(await processed.json()).toEqual({ processed: 1 });
    // The fake delivered refund.processed before answering: the next look shows it paid back.
    await phone.reload();
    await notes.getByText('Paid back through Razorpay').waitFor();
    await shot(phone.locator('main'), 'refund-paid-back-390');
    const ledger = await call<{ totals: { due: number } }>(
      'GET',
      `/api/ledger/${student.id}`,
      undefined,
      studentSession,
    );
    expect(ledger.totals.due).toBe(300);
  }, 180_000);
});
