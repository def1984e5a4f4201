import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminAccount, call, createAdmin, createPlaces, createStaff } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { scrollToChart } from '../support/charts.ts';
import { downloadFrom } from '../support/download.ts';
import { choose, field, openMenu } from '../support/form.ts';

const browser = useBrowser();
const SHOTS = process.env.E2E_SHOTS;
const PHOTO = path.resolve(import.meta.dirname, '../fixtures/photo.png');
const AMOUNT = /^Amount \(₹\)( \*)?$/;

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
    await scrollToChart(page, page.getByRole('img', { name: /^Profit, last 12 months: ₹3,800\.00$/ }));
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
    await scrollToChart(page, page.getByRole('img', { name: /^Profit, last 12 months/ }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cockpit-390.png`, fullPage: true });
  });
  it('the desk changes its own expense that day and adds the bill later; the owner changes this month’s rent only', async () => {
    await call('PUT', '/api/expenses/settings', { staff_may_record: true }, admin.session);
    const staff = await createStaff(admin, 'Kavita Rao');
    const desk = await browser.signedInPage('staff', staff, '/staff/money?tab=expenses');
    await choose(desk, 'Category', 'Other');
    await field(desk, 'Amount (₹)').fill('60');
    await field(desk, 'Note').fill('Tea for the desk');
    await desk.getByRole('button', { name: 'Save expense' }).click();
    const tea = desk.getByRole('row').filter({ hasText: 'Tea for the desk' });
    await tea.waitFor();
    // The owner's rent is not the desk's to change.
    await desk.getByRole('cell', { name: 'Rent (monthly)' }).waitFor();
    expect(await desk.getByRole('button', { name: /^Change Rent/ }).count()).toBe(0);

    await desk.getByRole('button', { name: 'Change Other ₹60.00' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Change the expense' });
    expect(await dialog.getByLabel(AMOUNT).inputValue()).toBe('60');
    await dialog.getByLabel(AMOUNT).fill('75');
    await dialog.locator('input[type="file"]').setInputFiles(PHOTO);
    await expectAccessible(desk, 'change an expense');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tea.getByRole('cell', { name: '₹75.00', exact: true }).waitFor();
    await tea.getByRole('link', { name: 'View bill' }).waitFor();

    // The owner changes this month's rent posting: the monthly expense still says ₹15,000.
    const page = await browser.signedInPage('admin', admin, '/admin/expenses?tab=expenses');
    await page.getByRole('button', { name: 'Change Rent ₹15,000.00' }).click();
    const owner = page.getByRole('dialog', { name: 'Change the expense' });
    await owner.getByText("this changes this month's only", { exact: false }).waitFor();
    await owner.getByLabel(AMOUNT).fill('15500');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await owner.waitFor({ state: 'detached' });
    await page
      .getByRole('row')
      .filter({ hasText: 'Rent (monthly)' })
      .getByRole('cell', { name: '₹15,500.00', exact: true })
      .waitFor();
    await page.getByRole('tab', { name: 'Monthly expenses' }).click();
    await page.getByText('Rent · ₹15,000.00').waitFor();
  });
});
