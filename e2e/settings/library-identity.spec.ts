import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, createAdmin, createPlaces, createShift, createStudent } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, useBrowser } from '../support/browser.ts';
import { field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();
const NARROW = { width: 360, height: 780 } as const;
const SHOTS = process.env.E2E_SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** How many lines a shift label takes: its height over the line height of its name. */
const linesOf = (page: Page, scope: string) =>
  page
    .locator(scope)
    .getByTestId('shift-label')
    .first()
    .evaluate((el) => {
      const name = el.firstElementChild as HTMLElement;
      return Math.round(
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
      );
    });

describe('the library identity and shift names', () => {
  it('the owner renames the library in Settings; the dashboards show it, and shifts read by name with small times', async () => {
    const admin = await createAdmin(`Owner ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Meera Nair');
    await createPlaces(admin, 'A1');
    const morning = await createShift(admin, '06:00', '14:00', 'Morning');
    await createShift(admin, '14:00', '22:00', 'Evening');
    await createShift(admin, '22:00', '06:00', 'Night');
    await call(
      'POST',
      '/api/auth/seat',
      { seat_number: 'A1', price: 800, student_id: student.id, shift_id: morning.id },
      admin.session,
    );

    const page = await browser.newPage(DESKTOP);
    await signIn(page, 'admin', admin.email, admin.password);
    await page.goto('/admin/change-password');
    const section = page.getByRole('region', { name: 'Your library' });
    await expect.poll(() => field(page, 'Library name').inputValue()).toBe(admin.name);
    await field(page, 'Library name').fill('Gyan Deep Library');
    await field(page, 'Address').fill('7 Civil Lines, Jaipur');
    await field(page, 'Phone').fill('98290 12345');
    await section.getByRole('button', { name: 'Save library details' }).click();
    await page.getByText('Enter a valid 10-digit Indian mobile number').waitFor();
    await field(page, 'Phone').fill('9829012345');
    await field(page, 'UPI ID').fill('gyandeep@okicici');
    await section.getByRole('button', { name: 'Save library details' }).click();
    await section.getByText('Library details saved').waitFor();
    await expectAccessible(page);
    await shot(page, 'settings-1280');

    // The owner's dashboard card shows the new name.
    await page.goto('/admin/dashboard');
    await page.getByText('Gyan Deep Library', { exact: true }).waitFor();

    // The Shifts table at 1280 px: 'Morning' with its times in small type, on at most two lines.
    await page.goto('/add-sift');
    const row = page.getByRole('row', { name: /Morning/ });
    await row.waitFor();
    const label = row.getByTestId('shift-label');
    expect(await label.locator('> *').first().textContent()).toBe('Morning');
    const times = label.locator('> *').nth(1);
    expect(await times.textContent()).toBe('06:00 - 14:00');
    const [nameSize, timesSize] = await Promise.all(
      [label.locator('> *').first(), times].map((l) =>
        l.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
      ),
    );
    expect(timesSize).toBeLessThan(nameSize ?? 0);
    expect(await linesOf(page, 'table')).toBeLessThanOrEqual(2);
    await shot(page, 'shifts-1280');

    // The seat plans table names the shift the same way.
    await page.goto('/admin/memberships');
    const plan = page.getByRole('row', { name: /A1/ }).getByTestId('shift-label');
    await plan.waitFor();
    expect(await plan.textContent()).toBe('Morning 06:00 - 14:00');
    expect(await linesOf(page, 'table')).toBeLessThanOrEqual(2);
    await shot(page, 'plans-1280');

    // At 360 px the settings and shifts fit the width.
    const phone = await browser.newPage(NARROW);
    await signIn(phone, 'admin', admin.email, admin.password);
    await phone.goto('/admin/change-password');
    await expect.poll(() => field(phone, 'Library name').inputValue()).toBe('Gyan Deep Library');
    await expectNoSidewaysScroll(phone);
    await shot(phone, 'settings-360');
    await phone.goto('/add-sift');
    await phone.getByTestId('shift-label').first().waitFor();
    expect(await phone.getByTestId('shift-label').first().textContent()).toBe('Morning 06:00 - 14:00');
    await expectNoSidewaysScroll(phone);
    await shot(phone, 'shifts-360');

    // The student's home shows the library by its new name, and the seat's shift by name.
    const home = await browser.newPage(DESKTOP);
    await signIn(home, 'student', student.email, student.password);
    await home.getByText('Gyan Deep Library', { exact: true }).waitFor();
    await home.getByText('7 Civil Lines, Jaipur').waitFor();
    expect(await home.getByTestId('shift-label').first().textContent()).toBe('Morning 06:00 - 14:00');
    await shot(home, 'student-home-1280');
  });
});
