import { createHmac } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { call, libraryToday } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { libraryWithDues } from '../support/dues-library.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { E2E_PROVIDER } from '../support/providers.ts';

const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (target: Locator, name: string) => {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
};
const PHONE_ID = '109876543210987';
const APP_SECRET = 'e2e-app-secret';

const threeDaysOn = (today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 3);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

describe('dunning', () => {
  it('the owner turns reminders by themselves on; the dues list shows the last message delivered and the next date', async () => {
    const { admin, student } = await libraryWithDues();
    await call(
      'PUT',
      '/api/messaging/settings',
      {
        whatsapp: {
          enabled: true,
          phone_number_id: PHONE_ID,
          templates: { dues: E2E_PROVIDER.templates[0], expiry: E2E_PROVIDER.templates[1] },
          access_token: E2E_PROVIDER.token,
          app_secret: APP_SECRET,
        },
        sms: {
          enabled: false,
          sender_id: '',
          templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
          auth_key: null,
        },
      },
      admin.session,
    );

    // Settings: on, nothing before or on the due date, the first 3 days after it.
    const page = await browser.signedInPage('admin', admin, '/admin/change-password', DESKTOP);
    const card = page.getByRole('form', { name: 'Reminders by themselves', exact: true });
    await card.getByRole('switch', { name: 'Remind students who owe by themselves' }).check();
    await field(page, 'Days before the due date').fill('0');
    await card.getByRole('switch', { name: 'On the due date' }).uncheck();
    await card
      .getByTestId('dunning-schedule')
      .filter({ hasText: /^3 days after, 8 days after/ })
      .waitFor();
    await card.getByRole('button', { name: 'Save reminder schedule' }).click();
    await card.getByText('Reminder schedule saved').waitFor();
    await expectAccessible(page);
    await shot(card, 'dunning-settings-1280');

    // The desk reminds Ananya; Meta reports it delivered through the signed webhook.
    await call(
      'POST',
      '/api/reminders',
      { student_id: student.id, kind: 'dues', channel: 'whatsapp', lang: 'en' },
      admin.session,
    );
    const sent = (await (await fetch(`${inject('providerFakeUrl')}/fake/whatsapp/sent`)).json()) as {
      id: string;
      parameters: string[];
    }[];
    const mine = sent.filter((m) => m.parameters.includes('Ananya Verma'));
    const wamid = (mine.filter((m) => m.parameters.includes(admin.name)).at(-1) ?? mine.at(-1))?.id ?? '';
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1314702302917944',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '919800000000', phone_number_id: PHONE_ID },
                statuses: [
                  {
                    id: wamid,
                    status: 'delivered',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: '919123456780',
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const hook = await fetch(`${inject('baseUrl')}/api/webhooks/whatsapp/${admin.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    expect(await hook.json()).toEqual({ received: 1, updated: 1 });

    await page.goto('/admin/money');
    await page.getByRole('tab', { name: 'Dues' }).click();
    const row = page.getByRole('row', { name: /Ananya Verma/ });
    await row.getByText('Delivered').waitFor();
    await row.getByText(threeDaysOn(libraryToday())).waitFor();
    await row.getByRole('button', { name: 'Pause reminders' }).waitFor();
    await expectAccessible(page);
    await shot(page.locator('main'), 'dunning-dues-1280');

    const phone = await browser.signedInPage('admin', admin, '/admin/money', PHONE);
    await phone.getByRole('tab', { name: 'Dues' }).click();
    await phone.getByText('Delivered').first().waitFor();
    await expectNoSidewaysScroll(phone);
    await shot(phone.locator('main'), 'dunning-dues-360');
    // Pause until turned back on: the next reminder says so.
    await phone.getByRole('button', { name: 'Pause reminders' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Pause reminders' }).click();
    await phone.getByText('Paused', { exact: true }).first().waitFor();
    await phone.goto('/admin/change-password');
    await phone.getByRole('form', { name: 'Reminders by themselves', exact: true }).waitFor();
    await expectNoSidewaysScroll(phone);
    await shot(
      phone.getByRole('form', { name: 'Reminders by themselves', exact: true }),
      'dunning-settings-360',
    );
  });
});
