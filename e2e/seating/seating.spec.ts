import { addDays, formatDate } from '@studydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
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
import { startPlanPayment } from '../support/payments.ts';

const browser = useBrowser();

/** A library with seats A1-A20, a night shift and an early one, Rohan, Sneha and a staff member. */
async function nightLibrary() {
  const admin = await createAdmin(`Saraswati Seats ${Math.random().toString(36).slice(2, 6)}`);
  const student = await createStudent(admin, 'Rohan Reddy');
  const rival = await createStudent(admin, 'Sneha Patel');
  const member = await createStaff(admin);
  await createPlaces(admin, 'A1-A20');
  const night = await createShift(admin, '20:00', '06:00', 'Night');
  await createShift(admin, '04:00', '08:00');
  return { admin, student, rival, member, night, start: addDays(libraryToday(), 1) };
}

describe('seats, shifts and plans', () => {
  it('adds seats in bulk up to the total in Settings, and asks for every field of a seat', async () => {
    const admin = await createAdmin(`Saraswati Seats ${Math.random().toString(36).slice(2, 6)}`);
    const page = await browser.signedInPage('admin', admin, '/admin/change-password');
    // Settings allow 40 seats; two rows of 20 are made in one go.
    await field(page, 'Total seats').fill('40');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings updated successfully').first().waitFor();
    await openMenu(page, 'Seats & Time Slots');
    await field(page, 'Add seats').fill('A1-A20, B1-B20');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('40 seats added').first().waitFor();
    await page.getByText('40 of 40 seats set up (total from Settings)').waitFor();
    await field(page, 'Add seats').fill('C1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText(/Settings allow 40 seats and 40 exist/).waitFor();
    // Seats & time slots need every field.
    await page.getByRole('button', { name: 'Add Seat' }).click();
    await page.getByText('All fields are required.').waitFor();
  });

  it('adds a shift that crosses midnight, with its computed duration', async () => {
    const admin = await createAdmin(`Saraswati Shifts ${Math.random().toString(36).slice(2, 6)}`);
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Add Shift');
    await page.getByRole('button', { name: 'Add Shift' }).click();
    await field(page, 'Name').fill('Night');
    await field(page, 'Start time').fill('20:00');
    await field(page, 'End time').fill('06:00');
    await expect.poll(() => page.getByTestId('shift-duration').textContent()).toBe('10 hr');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '10 hr', exact: true }).waitFor();
  });

  it('refuses a plan over ten years before sending, and a clash on the morning a night plan spills into, naming who holds it', async () => {
    const { admin, student, rival, start } = await nightLibrary();
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Membership Plans');
    // The seat as the picker names it: free, or taken for the shift and dates the form holds.
    const addSeat = async (seat: string, who: string, shift: string, startsOn: string) => {
      await choose(page, 'Seat number', seat);
      await choose(page, 'Shift', shift);
      await field(page, 'Price (₹)').fill('999.50');
      await choose(page, 'Student', who);
      await typeDate(page, 'Starts on', startsOn, formatDate(startsOn));
      await page.getByRole('button', { name: 'Add Plan' }).click();
    };
    // The contract's plan rules run in the browser: a plan over ten years is refused before anything is sent.
    let planPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/seat') planPosts += 1;
    });
    await choose(page, 'Seat number', 'A11');
    await field(page, 'Duration').fill('11 years');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByText('A plan can run for at most ten years').waitFor();
    expect(planPosts).toBe(0);
    await field(page, 'Duration').fill('30 Days');
    await addSeat('A12', `${student.name} (STU-0001)`, 'Night (20:00 - 06:00)', start);
    const row = page.getByRole('row', { name: /A12/ });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('₹999.50');
    // The form kept the night shift and the day: the picker marks A12 taken, and may still pick it.
    await addSeat(
      'A12 · taken by Rohan Reddy',
      `${rival.name} (STU-0002)`,
      'Shift 04:00 (04:00 - 08:00)',
      addDays(start, 1),
    );
    await page
      .getByRole('alert')
      .filter({ hasText: /^Seat A12 is already taken at that time: Rohan Reddy holds it .*, 20:00–06:00\.$/ })
      .waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('row', { name: /A12/ }).count()).toBe(1);
    expect(planPosts).toBe(2);
  });

  describe('with Rohan on seat A12 for the night shift', () => {
    let library: Awaited<ReturnType<typeof nightLibrary>>;
    beforeAll(async () => {
      library = await nightLibrary();
      await call(
        'POST',
        '/api/auth/seat',
        {
          seat_number: 'A12',
          shift_id: library.night.id,
          duration: '30 Days',
          price: 999.5,
          student_id: library.student.id,
          starts_on: library.start,
        },
        library.admin.session,
      );
    });

    it('the occupancy map shows the held seat in green and assigns a free cell from the grid', async () => {
      const { admin, rival, start } = library;
      const page = await browser.signedInPage('admin', admin);
      // The map: A12 green on the start day; the grid names Rohan in the night column.
      await openMenu(page, 'Seat Occupancy Map');
      await typeDate(page, 'Date', start, formatDate(start));
      const tile = page.getByLabel('Seat A12 occupied');
      await tile.waitFor();
      const [r, g, b] =
        (await tile.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)?.map(Number) ?? [];
      expect(g).toBeGreaterThan(r ?? 255);
      expect(g).toBeGreaterThan(b ?? 255);
      expect(await tile.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(60);
      const held = page.getByRole('button', {
        name: 'Seat A12, Night (20:00 - 06:00): occupied by Rohan Reddy',
      });
      await held.click();
      await page.getByText('Hours: 20:00–06:00').waitFor();
      // A free cell opens the assign form, pre-filled with seat and shift.
      await page.getByRole('button', { name: 'Seat A13, Night (20:00 - 06:00): free. Assign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign seat A13 · Night (20:00 - 06:00)' });
      await dialog.waitFor();
      await choose(page, 'Student', `${rival.name} (STU-0002)`);
      // No shift or membership plan price in this library: the owner types one.
      await dialog.getByLabel('Price (₹)').fill('1100');
      await dialog.getByRole('button', { name: 'Assign seat' }).click();
      await page
        .getByRole('button', { name: 'Seat A13, Night (20:00 - 06:00): occupied by Sneha Patel' })
        .waitFor();
    });

    it('renews a plan with a second one from the day after it ends', async () => {
      const page = await browser.signedInPage('admin', library.admin);
      await openMenu(page, 'Membership Plans');
      const rohan = page.getByRole('row', { name: /A12.*Rohan Reddy/ });
      await rohan.getByRole('button', { name: 'Renew' }).click();
      await page.getByText('Plan renewed').waitFor();
      await expect.poll(() => page.getByRole('row', { name: /A12.*Rohan Reddy/ }).count()).toBe(2);
      await page.getByRole('row', { name: /A12.*renewed/ }).waitFor();
    });

    it('staff see the plan in Memberships and the student in My Seat', async () => {
      const desk = await browser.signedInPage('staff', library.member);
      await openMenu(desk, 'Memberships');
      await desk
        .getByRole('table', { name: 'Seats' })
        .getByRole('row', { name: /A12.*Rohan Reddy/ })
        .first()
        .waitFor();

      const own = await browser.signedInPage('student', library.student);
      await openMenu(own, 'View Seat & Time Slot');
      await own.getByRole('table', { name: 'My seat' }).getByRole('row', { name: /A12/ }).first().waitFor();
    });
  });

  it('a library of 120 seats sees the grid 100 seats a page, in seat-number order', async () => {
    const admin = await createAdmin(`Grid Paging ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'S1-S120', 'seat', { totalSeats: 120, totalLockers: 0 });
    await createShift(admin, '08:00', '14:00');
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Seat Occupancy Map');
    await page.getByText('Seats 1–100 of 120').waitFor();
    const rowHeads = page.getByRole('table').last().getByRole('rowheader');
    await expect.poll(() => rowHeads.count()).toBe(100);
    expect(await rowHeads.first().textContent()).toBe('S1');
    expect(await rowHeads.last().textContent()).toBe('S100');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Seats 101–120 of 120').waitFor();
    await expect.poll(() => rowHeads.count()).toBe(20);
    await page
      .getByRole('button', { name: 'Seat S120, Shift 08:00 (08:00 - 14:00): free. Assign' })
      .waitFor();
    await expectAccessible(page);
  });

  it('a student picks a plan, pays on the payment page and returns to a success banner', async () => {
    const admin = await createAdmin(`Gyan Plans ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Kavya Nair');
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Membership Plans');
    await page.getByRole('tab', { name: 'Membership Plans' }).click();
    await field(page, 'Plan name').fill('Monthly Reading Pass');
    await field(page, 'Price (₹)').fill('1499');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    await page.getByRole('cell', { name: '₹1,499.00' }).waitFor();

    const phone = await browser.signedInPage('student', student, undefined, { width: 375, height: 812 });
    await phone.goto('/payment');
    await phone.getByText('No plan selected.').waitFor();
    await startPlanPayment(phone, 'Monthly Reading Pass');
    await phone.getByText('₹1,499.00', { exact: true }).waitFor();
    // It reaches the library only with the UTR of the UPI payment.
    await field(phone, 'UTR (transaction reference)').fill('UTR1499001499');
    await phone.getByRole('button', { name: 'Send UTR' }).click();
    await phone.waitForURL('**/student/planss');
    await phone
      .getByRole('status')
      .filter({ hasText: 'Payment for Monthly Reading Pass sent for confirmation.' })
      .waitFor();
  });
});
