import { addDays, formatDate } from '@studydesk/contract';
import { describe, it } from 'vitest';
import {
  call,
  createAdmin,
  createPlaces,
  createShift,
  createStaff,
  createStudent,
  libraryToday,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { choose, field, openMenu, typeDate } from '../support/form.ts';

const browser = useBrowser();

/**
 * The time is pinned through the data, not the clock: the Dawn shift starts at 00:00 and the owner
 * frees a no-show's seat 0 minutes after the start, so Rohan has missed it whenever the test runs.
 */
async function libraryWithANoShow() {
  const admin = await createAdmin(`No-show Library ${Math.random().toString(36).slice(2, 6)}`);
  const rohan = await createStudent(admin, 'Rohan Reddy');
  const sneha = await createStudent(admin, 'Sneha Patel');
  await createPlaces(admin, 'A1-A6');
  const dawn = await createShift(admin, '00:00', '12:00', 'Dawn');
  const today = libraryToday();
  const plan = (seat: string, shift: { id: number }, student: { id: number }, startsOn: string) =>
    call(
      'POST',
      '/api/auth/seat',
      {
        seat_number: seat,
        shift_id: shift.id,
        price: 900,
        student_id: student.id,
        starts_on: startsOn,
        duration: '30 Days',
      },
      admin.session,
    );
  // A1 is taken for the Dawn shift by someone who came: Rohan's new seat is the next free one.
  const early = await createStudent(admin, 'Isha Verma');
  await plan('A1', dawn, early, today);
  await call('POST', '/api/checkin/checkin', { user_id: early.id }, admin.session);
  await plan('A2', dawn, rohan, today);
  return { admin, rohan, sneha, dawn, plan, today };
}

describe('a no-show frees the seat for the day', () => {
  it('the owner turns it on; the map and grid show the seat free today; the desk books it; Rohan is told where to sit', async () => {
    const { admin, rohan, sneha } = await libraryWithANoShow();
    const page = await browser.signedInPage('admin', admin, '/admin/change-password');
    // Off by default: the map shows A2 held.
    const toggle = page.getByRole('switch', { name: "Free a no-show's seat for the day" });
    await toggle.waitFor();
    await openMenu(page, 'Seat Occupancy Map');
    await page.getByLabel('Seat A2 occupied').waitFor();

    await openMenu(page, 'Setting');
    await page.getByRole('switch', { name: "Free a no-show's seat for the day" }).check();
    await field(page, 'Minutes after the shift starts').fill('0');
    await page.getByRole('button', { name: 'Save no-show rule' }).click();
    await page.getByText('No-show rule saved').first().waitFor();

    await openMenu(page, 'Seat Occupancy Map');
    await page.getByLabel('Seat A2 free today').waitFor();
    await page.getByLabel('Seat A1 occupied').waitFor();
    await expectAccessible(page);
    await page
      .getByRole('button', {
        name: 'Seat A2, Dawn (00:00 - 12:00): free today, Rohan Reddy not checked in. Book for today',
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Book seat A2 for today · Dawn (00:00 - 12:00)' });
    await dialog
      .getByText('Rohan Reddy has not checked in, so the seat is free for today only', { exact: false })
      .waitFor();
    await choose(page, 'Student', `${sneha.name} (STU-0002)`);
    await dialog.getByRole('button', { name: 'Book for today' }).click();
    await page
      .getByRole('button', { name: 'Seat A2, Dawn (00:00 - 12:00): reserved by Sneha Patel' })
      .waitFor();
    await page.getByLabel('Seat A2 reserved').waitFor();

    // Tomorrow the plan holds A2 again for Rohan.
    const tomorrow = addDays(libraryToday(), 1);
    await typeDate(page, 'Date', tomorrow, formatDate(tomorrow));
    await page
      .getByRole('button', { name: 'Seat A2, Dawn (00:00 - 12:00): occupied by Rohan Reddy' })
      .waitFor();

    // Rohan arrives late: the desk types his card number and reads where to sit today.
    const member = await createStaff(admin, 'Kavita Rao');
    const desk = await browser.signedInPage('staff', member, '/staff/checkin');
    await desk.getByTestId('scan-field').fill('STU-0001');
    await desk.getByTestId('scan-field').press('Enter');
    const result = desk.getByTestId('scan-result');
    await result.getByText(`${rohan.name} checked in`).waitFor();
    await result
      .getByTestId('seat-today')
      .getByText('Seat A2 was given to someone else today: take seat A3.')
      .waitFor();
    // The seat shown is today's, marked so.
    await result.getByText('Today only').waitFor();
    await result.getByText('A3', { exact: true }).waitFor();
    await expectAccessible(desk);

    // The grid shows him on A3 for the Dawn shift today.
    await page.goto('/admin/seat-map');
    await page
      .getByRole('button', { name: 'Seat A3, Dawn (00:00 - 12:00): reserved by Rohan Reddy' })
      .waitFor();
  });
});

describe("the grid's All day column", () => {
  it('names a whole-day holder only, and says how many share a seat', async () => {
    const { admin, plan } = await libraryWithANoShow();
    const noon = await createShift(admin, '12:00', '18:00', 'Noon');
    const evening = await createShift(admin, '18:00', '23:00', 'Evening');
    // Tomorrow: three students share A5; Kiran holds A6 in the evening only.
    const tomorrow = addDays(libraryToday(), 1);
    const dawnShift = (
      await call<Array<{ id: number; name: string }>>('GET', '/api/shifts', undefined, admin.session)
    ).find((s) => s.name === 'Dawn');
    for (const [name, shift] of [
      ['Anil Kumar', dawnShift ?? noon],
      ['Bela Singh', noon],
      ['Chitra Das', evening],
    ] as const) {
      await plan('A5', shift, await createStudent(admin, name), tomorrow);
    }
    await plan('A6', evening, await createStudent(admin, 'Kiran Joshi'), tomorrow);

    const page = await browser.signedInPage('admin', admin, '/admin/seat-map');
    await typeDate(page, 'Date', tomorrow, formatDate(tomorrow));
    await page
      .getByRole('button', { name: /^Seat A5, All day: 3 holders, Anil Kumar, Bela Singh, Chitra Das$/ })
      .click();
    await page.getByText('Seat A5 · 3 holders').waitFor();
    await page.getByText('12:00–18:00 · Bela Singh').waitFor();
    await page.keyboard.press('Escape');
    // One holder of the evening only: 'All day' says part of the day, and names them only on a tap.
    await page.getByRole('button', { name: 'Seat A6, All day: Part of the day, Kiran Joshi' }).click();
    await page.getByText('18:00–23:00 · Kiran Joshi').waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: 'Seat A6, Evening (18:00 - 23:00): occupied by Kiran Joshi' })
      .waitFor();
    await expectAccessible(page);
  });
});
