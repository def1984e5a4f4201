import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { type AdminAccount, call, createAdmin, createPlaces, createStudent, login } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll, expectTapTargets } from '../support/phone.ts';
import { E2E_RAZORPAY } from '../support/providers.ts';

const browser = useBrowser();
const NARROW_PHONE = { width: 360, height: 780 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (target: Locator, name: string) => {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** A library where Meera Iyer owes ₹800.00 for seat A-1. */
async function meeraOwes800() {
  const admin = await createAdmin(`Saraswati Online ${Math.random().toString(36).slice(2, 6)}`);
  await createPlaces(admin, 'A-1');
  const student = await createStudent(admin, 'Meera Iyer');
  await call(
    'POST',
    '/api/auth/seat',
    { seat_number: 'A-1', price: 800, student_id: student.id },
    admin.session,
  );
  return { admin, student };
}

const receiptsOf = (admin: AdminAccount, studentId: number) =>
  call<{ number: number; amount: number }[]>(
    'GET',
    `/api/receipts?student_id=${studentId}`,
    undefined,
    admin.session,
  );

describe('the student pays online', () => {
  it('the owner sets Razorpay in Settings: secrets never shown again, Test connection, the webhook URL', async () => {
    const { admin } = await meeraOwes800();

    const owner = await browser.signedInPage('admin', admin, '/admin/change-password', DESKTOP);
    const card = owner.getByRole('form', { name: 'Online payments (Razorpay)' });
    await card.getByRole('button', { name: 'Test connection' }).waitFor();
    await card.getByRole('switch', { name: 'Take payments online' }).check();
    await field(owner, 'Key ID').fill('sk_12');
    await card.getByRole('button', { name: 'Save online payments' }).click();
    await card.getByText('The key ID is the one Razorpay shows').waitFor();
    await field(owner, 'Key ID').fill(E2E_RAZORPAY.keyId);
    await field(owner, 'Key secret').fill(E2E_RAZORPAY.keySecret);
    await field(owner, 'Webhook secret').fill(E2E_RAZORPAY.webhookSecret);
    await card.getByRole('button', { name: 'Save online payments' }).click();
    await owner.getByText('Online payment settings saved').waitFor();
    await expect.poll(() => field(owner, 'Key secret').inputValue()).toBe('');
    expect(await owner.content()).not.toContain(E2E_RAZORPAY.keySecret);
    await card.getByText(`/api/webhooks/razorpay/${admin.id}`).waitFor();
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText(`Connected: Razorpay accepted the keys (${E2E_RAZORPAY.keyId}).`).waitFor();
    await expectAccessible(owner, 'online payments settings');
    await shot(card, 'gateway-settings-1280');
    const ownerPhone = await browser.signedInPage('admin', admin, '/admin/change-password', NARROW_PHONE);
    const phoneCard = ownerPhone.getByRole('form', { name: 'Online payments (Razorpay)' });
    await phoneCard.getByRole('button', { name: 'Test connection' }).waitFor();
    await expectNoSidewaysScroll(ownerPhone, 'online payments settings, 360 px');
    await shot(phoneCard, 'gateway-settings-360');
  });

  it('the student taps Pay, pays on Razorpay, and sees the receipt with no one at the desk', async () => {
    const { admin, student } = await meeraOwes800();
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

    // The student: Pay from the home, then Razorpay's page (the fake), then back with the receipt.
    const phone = await browser.signedInPage('student', student, '/student/dashboard', NARROW_PHONE);
    await phone.getByRole('link', { name: 'Pay ₹800.00', exact: true }).click();
    await phone.waitForURL('**/student/payments');
    const pay = phone.getByRole('button', { name: 'Pay ₹800.00 online' });
    await pay.waitFor();
    await expectAccessible(phone, 'pay online, 360 px');
    await expectNoSidewaysScroll(phone, 'pay online, 360 px');
    await expectTapTargets(phone, 'pay online, 360 px');
    await shot(phone.locator('main'), 'pay-online-360');
    await pay.click();
    await phone.waitForURL(`${inject('razorpayUrl')}/i/**`);
    await phone.getByRole('button', { name: 'Pay ₹800.00' }).click();
    await phone.waitForURL('**/student/payments?online=*');
    await phone.getByText('Paid ₹800.00. Receipt #1.').waitFor({ timeout: 15_000 });
    await phone.getByRole('button', { name: 'Receipt PDF' }).first().waitFor();
    await expectAccessible(phone, 'paid online, 360 px');
    await shot(phone.locator('main'), 'paid-online-360');
    // The history and the balance agree: nothing is due, and the payment is Paid with receipt #1.
    await phone
      .getByRole('listitem')
      .filter({ hasText: /₹800\.00.*Paid/ })
      .waitFor();
    const ledger = await call<{ totals: { due: number } }>(
      'GET',
      `/api/ledger/${student.id}`,
      undefined,
      await login('student', student.email),
    );
    expect(ledger.totals.due).toBe(0);

    // Razorpay delivers the three events again, last first: still one receipt.
    const linkId = new URL(phone.url()).searchParams.get('razorpay_payment_link_id');
    const again = await fetch(`${inject('razorpayUrl')}/__fake/links/${linkId}/redeliver`, {
      method: 'POST',
    });
    expect(await again.json()).toEqual({ delivered: 3 });
    expect((await receiptsOf(admin, student.id)).map((r) => [r.number, r.amount])).toEqual([[1, 800]]);
    const queue = await call<unknown[]>('GET', '/api/payments/pending', undefined, admin.session);
    expect(queue).toEqual([]);
  }, 120_000);
});
