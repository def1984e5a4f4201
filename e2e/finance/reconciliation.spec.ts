import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, createAdmin, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { E2E_RAZORPAY } from '../support/providers.ts';

const browser = useBrowser();
const PHONE_390 = { width: 390, height: 844 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (target: Locator, name: string) => {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
};
const fakeLever = (path: string, body: object = {}) =>
  fetch(`${inject('razorpayUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('reconciliation', () => {
  it('the owner sees money Razorpay took that no receipt stands for, with its fee, in plain words', async () => {
    const admin = await createAdmin(`Reconcile Library ${Math.random().toString(36).slice(2, 6)}`);
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
    const student = await createStudent(admin, 'Kavya Rao');
    await call(
      'POST',
      '/api/desk-payments',
      { student_id: student.id, amount: 500, method: 'cash' },
      admin.session,
    );
    // ₹432.10 reaches Razorpay outside StudyDesk, and Razorpay settles it (2% fee, 18% tax on it).
    expect((await fakeLever('/__fake/payments', { amount: 43_210 })).status).toBe(200);
    expect((await fakeLever('/__fake/settle')).status).toBe(200);

    const owner = await browser.signedInPage('admin', admin, '/admin/money?tab=reconciliation', DESKTOP);
    const lines = owner.getByRole('table', { name: 'Payments side by side' });
    const orphan = lines.getByRole('row').filter({ hasText: '₹432.10' });
    await orphan.getByText('Paid on Razorpay, but no receipt was made').waitFor();
    await orphan.getByText('fee ₹8.64 + tax ₹1.56').waitFor();
    const cash = lines.getByRole('row').filter({ hasText: '#1 Kavya Rao' });
    await cash.getByText('Matches').waitFor();
    await owner
      .getByTestId('difference-count')
      .getByText(/to look at/)
      .waitFor();
    await expectAccessible(owner, 'reconciliation');
    await shot(owner.locator('main'), 'reconciliation-1280');

    // Only differences: the matching cash receipt leaves the list.
    await owner.getByRole('switch', { name: 'Only differences' }).check();
    await expect.poll(() => cash.count()).toBe(0);
    await orphan.first().waitFor();

    const phone = await browser.signedInPage('admin', admin, '/admin/money?tab=reconciliation', PHONE_390);
    await phone.getByText('Paid on Razorpay, but no receipt was made').first().waitFor();
    await expectNoSidewaysScroll(phone, 'reconciliation, 390 px');
    await shot(phone.locator('main'), 'reconciliation-390');
  }, 120_000);
});
