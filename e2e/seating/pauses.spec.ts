import { addDays, formatDate } from '@studydesk/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createPlaces,
  createSeatPlan,
  createStaff,
  createStudent,
  libraryToday,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { choose, field } from '../support/form.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';

const browser = useBrowser();

/** Types a day into a date field of a dialog; a click on the dialog's title closes the calendar (Escape would close the dialog). */
async function pickDay(page: Page, label: string, isoDay: string) {
  const input = field(page, label);
  await input.fill(isoDay);
  await page.getByRole('dialog').getByRole('heading').first().click();
  expect(await input.inputValue()).toBe(formatDate(isoDay));
}

async function library() {
  const admin = await createAdmin(`Pause Library ${Math.random().toString(36).slice(2, 6)}`);
  const staff = await createStaff(admin, 'Kavita Rao');
  await createPlaces(admin, 'A1-A4');
  await call(
    'PUT',
    '/api/pause-policy',
    { min_days: 3, max_days: 30, yearly_cap_days: 60, seat_rule: 'freed', ledger_rule: 'none' },
    admin.session,
  );
  return { admin, staff };
}

describe('pauses and day passes', () => {
  it('a student asks for ten days from their phone, the desk approves, and the plan ends ten days later', async () => {
    const { admin, staff } = await library();
    const student = await createStudent(admin, 'Rohan Reddy');
    await createSeatPlan(admin, { seat: 'A1', studentId: student.id, price: 3000 });
    const today = libraryToday();

    const phone = await browser.signedInPage('student', student, '/student/membership', PHONE);
    await phone.getByRole('button', { name: 'Ask for a pause' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Ask for a pause' });
    await dialog.getByText('A pause is 3 to 30 days, at most 60 days a year.', { exact: false }).waitFor();
    await pickDay(phone, 'From', addDays(today, 2));
    await pickDay(phone, 'To', addDays(today, 11));
    await dialog.getByText('10 days').waitFor();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.getByText('Pending', { exact: true }).waitFor();
    await expectNoSidewaysScroll(phone);
    await expectAccessible(phone);

    const desk = await browser.signedInPage('staff', staff, '/staff/dashboard');
    const requests = desk.getByRole('heading', { name: 'Pause requests' }).locator('..');
    await requests.getByText('Rohan Reddy').waitFor();
    await requests.getByRole('button', { name: 'Approve' }).click();
    await requests.getByText('No pause requests waiting.').waitFor();

    // Thirty days from today end on day 29; ten paused days move the end to day 39.
    await phone.reload();
    await phone.getByText('Approved', { exact: true }).waitFor();
    await phone.getByText(`Plan now ends ${formatDate(addDays(today, 39))}`, { exact: false }).waitFor();
  });

  it('the seat grid shows a paused seat kept for its student, and a freed one free until they are back', async () => {
    const { admin } = await library();
    const today = libraryToday();
    const pauseFor = async (seat: string, name: string, days: number, seatRule: 'kept' | 'freed') => {
      const student = await createStudent(admin, name);
      const plan = await createSeatPlan(admin, { seat, studentId: student.id, price: 3000 });
      await call(
        'PUT',
        '/api/pause-policy',
        { min_days: 3, max_days: 30, yearly_cap_days: 60, seat_rule: seatRule, ledger_rule: 'none' },
        admin.session,
      );
      const ends = addDays(today, days - 1);
      await call(
        'POST',
        '/api/pauses',
        { seat_plan_id: plan.id, starts_on: today, ends_on: ends },
        admin.session,
      );
      return formatDate(ends);
    };
    const keptUntil = await pauseFor('A3', 'Sunita Verma', 5, 'kept');
    const freedUntil = await pauseFor('A4', 'Arjun Nair', 6, 'freed');

    const page = await browser.signedInPage('admin', admin, '/admin/seat-map');
    const kept = page.getByRole('button', {
      name: `Seat A3, All day: paused, kept for Sunita Verma, ${formatDate(today)} – ${keptUntil}`,
    });
    expect(await kept.textContent()).toBe('Paused, kept');
    await kept.click();
    await page.getByText('Seat A3 · Sunita Verma').waitFor();
    await page
      .getByText(`Paused ${formatDate(today)} – ${keptUntil}. Seat kept for them during the pause`)
      .waitFor();
    // A second tap on the seat closes its detail.
    await kept.click();
    await page.getByText('Seat A3 · Sunita Verma').waitFor({ state: 'hidden' });

    // Freed: free (and bookable) for the paused days, with a note of when its holder is back.
    const freed = page.getByRole('button', { name: 'Seat A4, All day: free. Assign' });
    expect(await freed.textContent()).toBe('Free');
    const note = page.locator(`#${await freed.getAttribute('aria-describedby')}`);
    expect(await note.textContent()).toBe(`Holder paused until ${freedUntil}`);
    await expectAccessible(page);
    await freed.click();
    await page.getByRole('dialog', { name: 'Assign seat A4 · All day' }).waitFor();
  });

  it('the desk sells a walk-in a day pass in two steps, with a receipt', async () => {
    const { admin, staff } = await library();
    await call('POST', '/api/auth/plane', { name: 'Day pass', duration_days: 1, price: 120 }, admin.session);
    const desk = await browser.signedInPage('staff', staff, '/staff/dashboard');
    await desk.getByRole('button', { name: 'Day pass' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sell a day pass' });
    await field(desk, 'Name').fill('Meera Joshi');
    await field(desk, 'Mobile number').fill('9876501234');
    await choose(desk, 'Seat for today', 'A2');
    // The owner's one-day price.
    expect(await field(desk, 'Price (₹)').inputValue()).toBe('120');
    await dialog.getByText('UPI', { exact: true }).click();
    await expectAccessible(desk);
    await dialog.getByRole('button', { name: 'Sell' }).click();
    await dialog.getByText('Meera Joshi, seat A2 today, ₹120.00 paid.', { exact: false }).waitFor();
    // The PDF is drawn in a worker: slow on a busy machine.
    const pdf = desk.waitForResponse((r) => /\/api\/receipts\/\d+\/pdf/.test(r.url()), { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Receipt PDF' }).click();
    const answer = await pdf;
    expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  });
});
