import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createAdmin, createPlaces, createShift, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { E2E_PROVIDER } from '../support/providers.ts';

const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (card: Locator, name: string) => {
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('reminder providers', () => {
  it('the owner sets WhatsApp Business in Settings; the token is never shown again; the cockpit then sends by itself', async () => {
    const admin = await createAdmin(`Gyan ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'G1');
    const evening = await createShift(admin, '17:00', '22:00');
    const student = await createStudent(admin, 'Ishaan Verma');
    await call(
      'POST',
      '/api/auth/seat',
      { seat_number: 'G1', shift_id: evening.id, price: 1500, student_id: student.id },
      admin.session,
    );

    const page = await browser.signedInPage('admin', admin, '/admin/change-password', DESKTOP);
    const card = page.getByRole('form', { name: 'Send reminders by themselves' });
    await card.getByRole('button', { name: 'Test connection' }).waitFor();
    await card.getByRole('switch', { name: 'Send reminders on WhatsApp' }).check();
    await field(page, 'Phone number ID').fill('12ab');
    await card.getByRole('button', { name: 'Save providers' }).click();
    await card.getByText('The phone number ID is the number Meta shows (digits only)').waitFor();
    await field(page, 'Phone number ID').fill('109876543210987');
    await field(page, 'Dues template name').fill(E2E_PROVIDER.templates[0]);
    await field(page, 'Expiry template name').fill(E2E_PROVIDER.templates[1]);
    await field(page, 'Access token').fill(E2E_PROVIDER.token);
    await card.getByRole('button', { name: 'Save providers' }).click();
    await page.getByText('Reminder providers saved').waitFor();
    // The token field is empty again and says only that a token is set; the page holds no token.
    await expect.poll(() => field(page, 'Access token').inputValue()).toBe('');
    await card.getByText('Set. Leave empty to keep it; type a new one to replace it.').first().waitFor();
    expect(await page.content()).not.toContain(E2E_PROVIDER.token);
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText('Connected: Gyan Library, +91 98000 00000').waitFor();
    await expectAccessible(page);
    await shot(card, 'reminder-providers-1280');

    const phone = await browser.signedInPage('admin', admin, '/admin/change-password', PHONE);
    const phoneCard = phone.getByRole('form', { name: 'Send reminders by themselves' });
    await phoneCard.getByRole('button', { name: 'Test connection' }).waitFor();
    await expectNoSidewaysScroll(phone);
    await shot(phoneCard, 'reminder-providers-360');

    // On the cockpit the WhatsApp button sends by itself: no WhatsApp tab opens.
    // (A tap before the page knows that opens a tab for a link, closed again once the server sent it.)
    const mode = phone.waitForResponse((r) => r.url().endsWith('/api/reminders/delivery'));
    await phone.goto('/admin/dashboard');
    await mode;
    let popups = 0;
    phone.on('popup', () => popups++);
    await phone.getByRole('button', { name: 'Remind Ishaan Verma on WhatsApp' }).click();
    await phone.getByRole('status').filter({ hasText: 'Sent to Ishaan Verma on WhatsApp.' }).waitFor();
    expect(popups).toBe(0);
  });
});
