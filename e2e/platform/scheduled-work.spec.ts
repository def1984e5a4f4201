import { describe, it } from 'vitest';
import { createSuperadmin } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { openMenu } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';

const browser = useBrowser();

describe('Scheduled Work', () => {
  it('shows the superadmin every queue with its schedule and the runs that failed', async () => {
    const page = await browser.signedInPage('superadmin', await createSuperadmin());
    await openMenu(page, 'Scheduled Work');
    await page.getByRole('heading', { name: 'Scheduled Work' }).waitFor();
    // The housekeeping sweeps are cron jobs of the queue, each with its schedule in UTC.
    await page.getByRole('row', { name: /sweep-sessions.*7 \* \* \* \* \(UTC\)/ }).waitFor();
    await page.getByRole('row', { name: /sweep-throttles.*\*\/10 \* \* \* \* \(UTC\)/ }).waitFor();
    await page.getByText('No failed runs. Everything scheduled has worked.').waitFor();
    await expectAccessible(page);

    const phone = await browser.signedInPage(
      'superadmin',
      await createSuperadmin(),
      '/superadmin/scheduled-work',
      {
        width: 360,
        height: 780,
      },
    );
    await phone.getByText('sweep-sessions', { exact: true }).first().waitFor();
    await expectNoSidewaysScroll(phone, 'Scheduled Work, 360 px');
  });
});
