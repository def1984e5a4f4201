import { addDays, formatDate } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import {
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
import { signIn } from '../support/sign-in.ts';

const browser = useBrowser();

describe('seats, shifts and plans', () => {
  it('an admin sets up seats and an overnight shift, assigns, is refused a clash, sees the grid and renews; staff and student agree', async () => {
    const admin = await createAdmin(`Saraswati Seats ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Rohan Reddy');
    const rival = await createStudent(admin, 'Sneha Patel');
    const member = await createStaff(admin);
    await createShift(admin, '04:00', '08:00');
    const start = addDays(libraryToday(), 1);
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);

    // Settings allow 40 seats; two rows of 20 are made in one go.
    await page.goto('/admin/change-password');
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

    // A shift crossing midnight, with its computed duration.
    await openMenu(page, 'Add Shift');
    await page.getByRole('button', { name: 'Add Shift' }).click();
    await field(page, 'Name').fill('Night');
    await field(page, 'Start time').fill('20:00');
    await field(page, 'End time').fill('06:00');
    await expect.poll(() => page.getByTestId('shift-duration').textContent()).toBe('10 hr');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: '10 hr', exact: true }).waitFor();

    // The night plan; the early shift on the morning it spills into is refused, saying who holds it.
    await openMenu(page, 'Membership Plans');
    const addSeat = async (who: string, shift: string, startsOn: string) => {
      await choose(page, 'Seat number', 'A12');
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
    await addSeat(`${student.name} (STU-0001)`, 'Night (20:00 - 06:00)', start);
    const row = page.getByRole('row', { name: /A12/ });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('₹999.50');
    await addSeat(`${rival.name} (STU-0002)`, 'Shift 04:00 (04:00 - 08:00)', addDays(start, 1));
    await page
      .getByRole('alert')
      .filter({ hasText: /^Seat A12 is already taken at that time: Rohan Reddy holds it .*, 20:00–06:00\.$/ })
      .waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('row', { name: /A12/ }).count()).toBe(1);
    expect(planPosts).toBe(2);

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
    await dialog.getByRole('button', { name: 'Assign seat' }).click();
    await page
      .getByRole('button', { name: 'Seat A13, Night (20:00 - 06:00): occupied by Sneha Patel' })
      .waitFor();

    // Renew Rohan's plan: a second A12 plan from the day after it ends.
    await openMenu(page, 'Membership Plans');
    const rohan = page.getByRole('row', { name: /A12.*Rohan Reddy/ });
    await rohan.getByRole('button', { name: 'Renew' }).click();
    await page.getByText('Plan renewed').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /A12.*Rohan Reddy/ }).count()).toBe(2);
    await page.getByRole('row', { name: /A12.*renewed/ }).waitFor();

    // Staff see it in Memberships; the student in My Seat.
    const desk = await browser.newPage();
    await signIn(desk, 'staff', member.email, member.password);
    await openMenu(desk, 'Memberships');
    await desk
      .getByRole('table', { name: 'Seats' })
      .getByRole('row', { name: /A12.*Rohan Reddy/ })
      .first()
      .waitFor();

    const own = await browser.newPage();
    await signIn(own, 'student', student.email, student.password);
    await openMenu(own, 'View Seat & Time Slot');
    await own.getByRole('table', { name: 'My seat' }).getByRole('row', { name: /A12/ }).first().waitFor();
  });

  it('a library of 120 seats sees the grid 100 seats a page, in seat-number order', async () => {
    const admin = await createAdmin(`Grid Paging ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'S1-S120', 'seat', { totalSeats: 120, totalLockers: 0 });
    await createShift(admin, '08:00', '14:00');
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);
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
    const page = await browser.newPage();
    await signIn(page, 'admin', admin.email, admin.password);
    await openMenu(page, 'Membership Plans');
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
    // On a phone the plans are cards.
    await phone
      .getByRole('listitem')
      .filter({ hasText: 'Monthly Reading Pass' })
      .getByRole('button', { name: 'Pay Now' })
      .click();
    await phone.waitForURL('**/payment');
    await phone.getByText('₹1,499.00').waitFor();
    await phone.getByRole('button', { name: 'Pay Now' }).click();
    await phone.waitForURL('**/student/planss');
    await phone
      .getByRole('status')
      .filter({ hasText: 'Payment for Monthly Reading Pass sent for confirmation.' })
      .waitFor();
  });
});
