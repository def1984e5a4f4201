import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, createStudent } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { choose, field } from '../support/form.ts';

const browser = useBrowser();

async function signIn(page: Page, role: string, email: string, password: string) {
  await page.goto(`/${role}`);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**/${role}/dashboard`);
}

describe('seats, shifts and plans', () => {
  it('an admin sets up a shift and a seat plan; double booking is refused; map, staff and student agree', async () => {
    const admin = await createAdmin(`Saraswati Seats ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Rohan Reddy');
    const rival = await createStudent(admin, 'Sneha Patel');
    const member = await createStaff(admin);
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);

    // Shift with its computed duration; an overnight shift adds a day.
    await page.getByRole('link', { name: 'Add Shift' }).click();
    await page.getByRole('button', { name: 'Add Shift' }).click();
    await field(page, 'Start time').fill('22:00');
    await field(page, 'End time').fill('02:30');
    await expect.poll(() => page.getByTestId('shift-duration').textContent()).toBe('4 hr 30 min');
    await field(page, 'Start time').fill('09:00');
    await field(page, 'End time').fill('13:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '4 hr', exact: true }).waitFor();

    // Seat plan for the student; the same seat, shift and dates for another is refused.
    await page.getByRole('link', { name: 'Membership Plans' }).click();
    const addSeat = async (who: string) => {
      await field(page, 'Seat number').fill('A-12');
      await choose(page, 'Shift', '4 hr (09:00 - 13:00)');
      await field(page, 'Price (₹)').fill('999.50');
      await choose(page, 'Student', who);
      await field(page, 'Starts on').fill('2026-12-01');
      await page.getByRole('button', { name: 'Add Plan' }).click();
    };
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await addSeat(`${student.name} (STU-0001)`);
    const row = page.getByRole('row', { name: /A-12/ });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('₹999.50');
    await addSeat(`${rival.name} (STU-0002)`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Seat A-12 is already taken for an overlapping shift and dates.' })
      .waitFor();
    expect(await page.getByRole('row', { name: /A-12/ }).count()).toBe(1);

    // Occupancy on a day inside the plan: A-12 is green.
    await page.getByRole('link', { name: 'Seat Occupancy Map' }).click();
    await field(page, 'Date').fill('2026-12-15');
    const tile = page.getByLabel('Seat A-12 occupied');
    await tile.waitFor();
    // Occupied tiles are green: the green channel dominates.
    const [r, g, b] =
      (await tile.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)?.map(Number) ?? [];
    expect(g).toBeGreaterThan(r ?? 255);
    expect(g).toBeGreaterThan(b ?? 255);
    expect(await tile.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(60);
    await field(page, 'Date').fill('2027-06-01');
    await page.getByLabel('Seat A-12 free').waitFor();

    // Seats & time slots need every field.
    await page.getByRole('link', { name: 'Seats & Time Slots' }).click();
    await page.getByRole('button', { name: 'Add Seat' }).click();
    await page.getByText('All fields are required.').waitFor();

    // Staff see it in Memberships; the student in My Seat.
    const desk = await browser.newPage();
    await signIn(desk, 'staff', member.email, member.password);
    await desk.getByRole('link', { name: 'Memberships' }).click();
    await desk
      .getByRole('table', { name: 'Seats' })
      .getByRole('row', { name: /A-12.*Rohan Reddy/ })
      .waitFor();

    const own = await browser.newPage();
    await signIn(own, 'student', student.email, student.password);
    await own.getByRole('link', { name: 'View Seat & Time Slot' }).click();
    await own.getByRole('table', { name: 'My seat' }).getByRole('row', { name: /A-12/ }).waitFor();
  });

  it('a student picks a plan, pays on the payment page and returns to a success banner', async () => {
    const admin = await createAdmin(`Gyan Plans ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kavya Nair');
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);
    await page.getByRole('link', { name: 'Membership Plans' }).click();
    await page.getByRole('tab', { name: 'Membership Plans' }).click();
    await field(page, 'Plan name').fill('Monthly Reading Pass');
    await field(page, 'Price (₹)').fill('1499');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByRole('cell', { name: '₹1,499.00' }).waitFor();

    const phone = await browser.newPage({ width: 375, height: 812 });
    await signIn(phone, 'student', student.email, student.password);
    await phone.goto('/payment');
    await phone.getByText('No plan selected.').waitFor();
    await phone.goto('/student/planss');
    await phone
      .getByRole('row', { name: /Monthly Reading Pass/ })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    await phone.waitForURL('**/payment');
    await phone.getByText('₹1,499.00').waitFor();
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await phone.waitForURL('**/student/planss');
    await phone
      .getByRole('status')
      .filter({ hasText: 'Payment successful for Monthly Reading Pass.' })
      .waitFor();
  });
});
