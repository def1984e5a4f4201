import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminAccount, call, createAdmin, createPlaces } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { choose, field, openMenu } from '../support/form.ts';

const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS;

/** Issue 37 item 1: a month of expenses entered (rent recurring); the cockpit shows the profit. */
describe('expenses and profit', () => {
  let admin: AdminAccount;
  beforeAll(async () => {
    admin = await createAdmin(`Vidya Expenses ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'E1-E4');
    // This month's money taken at the desk: ₹20,000.
    await call(
      'POST',
      '/api/desk-payments',
      { customer_name: 'Hall booking', amount: 20000, method: 'upi' },
      admin.session,
    );
  });

  it('the owner enters the rent as a monthly expense and the electricity bill; the month shows its profit', async () => {
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Expenses & Profit');

    // Rent posts itself each month; its day (the 1st) has come, so this month's is posted now.
    await page.getByRole('tab', { name: 'Monthly expenses' }).click();
    await expect.poll(() => page.getByText('No monthly expenses yet').count()).toBe(1);
    const monthly = page.getByRole('form', { name: 'Add monthly expense' });
    await monthly.getByLabel(/^Amount \(₹\)( \*)?$/).fill('15000');
    await monthly.getByLabel(/^Day of the month \(1–28\)( \*)?$/).fill('1');
    await monthly.getByRole('button', { name: 'Add monthly expense' }).click();
    await page.getByText('Every month on day 1').waitFor();

    // The electricity bill, typed with a wrong amount first: the form says so and sends nothing.
    await page.getByRole('tab', { name: 'Expenses', exact: true }).click();
    await page.getByRole('cell', { name: 'Rent (monthly)' }).waitFor();
    await choose(page, 'Category', 'Electricity');
    await field(page, 'Amount (₹)').fill('12.345');
    await page.getByRole('button', { name: 'Save expense' }).click();
    await page.getByText('Enter an amount above 0, with at most 2 decimals').waitFor();
    await field(page, 'Amount (₹)').fill('1200');
    await field(page, 'Note').fill('November bill');
    await page.getByRole('button', { name: 'Save expense' }).click();
    await page.getByRole('cell', { name: 'November bill' }).waitFor();
    await expectAccessible(page, 'expenses');

    // The month: ₹20,000 taken, ₹16,200 spent, ₹3,800 profit, ₹950 a seat (4 seats).
    await page.getByRole('tab', { name: 'Profit and loss' }).click();
    await expect.poll(() => page.getByTestId('pl-profit').textContent()).toBe('₹3,800.00');
    expect(await page.getByTestId('pl-collections').textContent()).toBe('₹20,000.00');
    expect(await page.getByTestId('pl-expenses').textContent()).toBe('₹16,200.00');
    expect(await page.getByTestId('pl-per-seat').textContent()).toBe('₹950.00');
    await page.getByText('Expenses are split evenly across the shifts').waitFor();
    await expectAccessible(page, 'profit and loss');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/expenses-1280.png`, fullPage: true });

    // The cockpit: this month's profit and profit per seat, and the 12 months' chart.
    await openMenu(page, 'Dashboard');
    await expect.poll(() => page.getByTestId('profit-this-month').textContent()).toBe('₹3,800.00');
    expect(await page.getByTestId('profit-per-seat').textContent()).toBe('₹950.00');
    await page.getByRole('img', { name: /^Profit, last 12 months: ₹3,800\.00$/ }).waitFor();
    await expectAccessible(page, 'cockpit with profit');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cockpit-1280.png`, fullPage: true });
  });

  it('fits a phone: the profit and loss (and its .xlsx), the expenses and the cockpit’s profit at 390 px', async () => {
    const page = await browser.signedInPage('admin', admin, '/admin/expenses', { width: 390, height: 844 });
    await expect.poll(() => page.getByTestId('pl-profit').textContent()).toBe('₹3,800.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/expenses-390.png`, fullPage: true });
    // The month as a workbook (its figures are read back by the API tests).
    const download = await downloadFrom(page, () =>
      page.getByRole('button', { name: 'Download .xlsx' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^profit-\d{4}-\d{2}\.xlsx$/);
    await download.saveAs(path.join(mkdtempSync(path.join(tmpdir(), 'sd-profit-')), 'profit.xlsx'));
    await page.getByRole('tab', { name: 'Expenses', exact: true }).click();
    await page.getByRole('button', { name: 'Save expense' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/expenses-list-390.png`, fullPage: true });
    await page.goto('/admin/dashboard');
    await expect.poll(() => page.getByTestId('profit-per-seat').textContent()).toBe('₹950.00');
    await page.getByRole('img', { name: /^Profit, last 12 months/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cockpit-390.png`, fullPage: true });
  });
});
