import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { call, createAdmin, createPlaces, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { choose, openMenu } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { E2E_PROVIDER } from '../support/providers.ts';

const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('Messages', () => {
  it('the owner sees the receipt sent by itself and the plan end notices of the coming week', async () => {
    const admin = await createAdmin(`Gyan ${Math.random().toString(36).slice(2, 6)}`);
    const [dues, expiry, receipt] = E2E_PROVIDER.templates;
    await call(
      'PUT',
      '/api/messaging/settings',
      {
        whatsapp: {
          enabled: true,
          phone_number_id: '109876543210987',
          templates: { dues, expiry, receipt },
          access_token: E2E_PROVIDER.token,
        },
        sms: {
          enabled: false,
          sender_id: '',
          templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
        },
      },
      admin.session,
    );
    await createPlaces(admin, 'M1');
    const student = await createStudent(admin, 'Meera Joshi');
    // A three-day plan: its notices go out tomorrow (1 day before) and on its last day.
    await call(
      'POST',
      '/api/auth/seat',
      { seat_number: 'M1', price: 800, duration: '3 Days', student_id: student.id },
      admin.session,
    );
    await call(
      'POST',
      '/api/desk-payments',
      { student_id: student.id, amount: 800, method: 'cash' },
      admin.session,
    );

    const page = await browser.signedInPage('admin', admin, '/admin/dashboard', DESKTOP);
    await openMenu(page, 'Messages');
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const coming = page.getByRole('table', { name: 'Coming up in the next 7 days' });
    await coming.getByRole('row', { name: /Meera Joshi.*Seat M1.*1 day before/ }).waitFor();
    await coming.getByRole('row', { name: /Meera Joshi.*Seat M1.*On the day/ }).waitFor();
    // The receipt is delivered by the server's own job (every minute): wait for it to show as sent.
    for (let i = 0; i < 20; i++) {
      const sent = page.getByRole('row', { name: /Meera Joshi.*Receipt · WhatsApp.*Sent/ });
      if (await sent.isVisible()) break;
      await page.waitForTimeout(5_000);
      await page.reload();
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    }
    await page.getByRole('row', { name: /Meera Joshi.*Receipt · WhatsApp.*Sent/ }).waitFor();
    await expectAccessible(page);
    await shot(page, 'messages-1280');

    // Filtered to failures: none.
    await choose(page, 'Status', 'Not sent');
    await page.getByText('No messages yet.').waitFor();

    const phone = await browser.signedInPage('admin', admin, '/admin/messages', { width: 360, height: 780 });
    await phone.getByText('1 day before').first().waitFor();
    await phone.getByText('Receipt · WhatsApp').first().waitFor();
    await expectNoSidewaysScroll(phone, 'Messages, 360 px');
    await expectAccessible(phone);
    await shot(phone, 'messages-360');
  }, 240_000);
});
