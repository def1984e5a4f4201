import { formatDate } from '@studydesk/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createSeatPlan,
  createStudent,
  libraryToday,
  type PersonAccount,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { choose, field, openMenu } from '../support/form.ts';

const browser = useBrowser();

/** The options the open Select lists, in order. */
const optionsShown = (page: Page) => page.getByRole('option').allTextContents();

describe('the seat plan form', () => {
  // Seats B1-B6, a priced morning shift, an evening without a price, a monthly membership plan;
  // Rohan holds B2 in the mornings. Priyanka registers after Priya, so newest first lists her first.
  let admin: AdminAccount;
  let rohan: PersonAccount;
  beforeAll(async () => {
    admin = await createAdmin(`Vidya Seats ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'B1-B6');
    const morning = await call<{ id: number }>(
      'POST',
      '/api/shifts',
      { name: 'Morning', start_time: '06:00', end_time: '12:00', price: 650 },
      admin.session,
    );
    await call(
      'POST',
      '/api/shifts',
      { name: 'Evening', start_time: '14:00', end_time: '20:00' },
      admin.session,
    );
    await call('POST', '/api/auth/plane', { name: 'Monthly', duration_days: 30, price: 800 }, admin.session);
    rohan = await createStudent(admin, 'Rohan Reddy');
    await createStudent(admin, 'Priya Sharma');
    await createStudent(admin, 'Priyanka Tiwari');
    await createSeatPlan(admin, { seat: 'B2', studentId: rohan.id, shiftId: morning.id, price: 650 });
  });

  it('starts from the plan and shift prices and keeps them, lists free seats first and finds Priya first', async () => {
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Membership Plans');
    await page.getByRole('row', { name: /B2.*Rohan Reddy/ }).waitFor();
    // A new plan starts from the membership plan as long as it (30 days, ₹800), not ₹199.
    await expect.poll(() => field(page, 'Price (₹)').inputValue()).toBe('800');
    await page.getByText("The Monthly plan's price").waitFor();
    // The morning shift has its own price.
    await choose(page, 'Shift', 'Morning (06:00 - 12:00)');
    await expect.poll(() => field(page, 'Price (₹)').inputValue()).toBe('650');
    // Free seats for the mornings first; Rohan's B2 after them, named.
    await field(page, 'Seat number').first().click();
    await expect
      .poll(() => optionsShown(page))
      .toEqual(['B1', 'B3', 'B4', 'B5', 'B6', 'B2 · taken by Rohan Reddy']);
    await page.getByRole('option', { name: 'B1', exact: true }).click();
    // 'Priya' picks Priya Sharma first, though Priyanka Tiwari registered later.
    await field(page, 'Student').first().fill('Priya');
    await expect
      .poll(() => optionsShown(page))
      .toEqual(['Priya Sharma (STU-0002)', 'Priyanka Tiwari (STU-0003)']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await field(page, 'Student').first().inputValue()).toBe('Priya Sharma (STU-0002)');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByRole('row', { name: /B1.*Priya Sharma.*₹650\.00/ }).waitFor();

    // The next plan keeps the shift and ₹650; the seat picker is empty and lists every seat again,
    // B1 now among the taken ones.
    expect(await field(page, 'Price (₹)').inputValue()).toBe('650');
    expect(await field(page, 'Shift').first().inputValue()).toBe('Morning (06:00 - 12:00)');
    expect(await field(page, 'Seat number').first().inputValue()).toBe('');
    expect(await field(page, 'Student').first().inputValue()).toBe('');
    await field(page, 'Seat number').first().click();
    await expect
      .poll(() => optionsShown(page))
      .toEqual(['B3', 'B4', 'B5', 'B6', 'B1 · taken by Priya Sharma', 'B2 · taken by Rohan Reddy']);
    await page.getByRole('option', { name: 'B3', exact: true }).click();
    await choose(page, 'Student', 'Priyanka Tiwari (STU-0003)');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByRole('row', { name: /B3.*Priyanka Tiwari.*₹650\.00/ }).waitFor();
  });

  it('shows the plans at 1280 px without sideways scrolling, each with one status', async () => {
    const page = await browser.signedInPage('admin', admin, '/admin/memberships', DESKTOP);
    const table = page.getByRole('table', { name: 'Seat plans' });
    const row = table.getByRole('row', { name: /B2.*Rohan Reddy/ });
    await row.waitFor();
    const frame = await table.evaluate((el) => {
      const viewport = el.closest('.mantine-ScrollArea-viewport') as HTMLElement;
      return { scroll: viewport.scrollWidth, client: viewport.clientWidth };
    });
    expect(frame.scroll).toBeLessThanOrEqual(frame.client);
    expect((await row.textContent())?.match(/Active/g)).toHaveLength(1);
    expect(await row.textContent()).toContain(formatDate(libraryToday()));
    // Switched off it reads Inactive, once.
    await row.getByRole('switch', { name: 'Status Active' }).click({ force: true });
    await expect.poll(() => row.textContent()).toContain('Inactive');
    expect((await row.textContent())?.match(/Active|Inactive/g)).toEqual(['Inactive']);
    await row.getByRole('switch', { name: 'Status Inactive' }).click({ force: true });
    await expect.poll(() => row.textContent()).toMatch(/Active/);
  });

  it("the grid's assign form starts from the shift's price, else the membership plan's", async () => {
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Seat Occupancy Map');
    await page.getByRole('button', { name: 'Seat B4, Morning (06:00 - 12:00): free. Assign' }).click();
    let dialog = page.getByRole('dialog', { name: /Assign seat B4/ });
    await expect.poll(() => dialog.getByLabel('Price (₹)').inputValue()).toBe('650');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Seat B4, Evening (14:00 - 20:00): free. Assign' }).click();
    dialog = page.getByRole('dialog', { name: /Assign seat B4/ });
    await expect.poll(() => dialog.getByLabel('Price (₹)').inputValue()).toBe('800');
  });
});
