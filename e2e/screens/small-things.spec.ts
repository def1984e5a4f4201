import { addDays, formatDate } from '@studydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createSeatPlan,
  createShift,
  createStaff,
  createStudent,
  libraryToday,
  loginSuperadmin,
  type PersonAccount,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { scrollToChart } from '../support/charts.ts';
import { openMenu } from '../support/form.ts';

const browser = useBrowser();

/** Minutes since midnight now in the library (India). */
const libraryMinute = () => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

describe('what students see of their seat, card and library', () => {
  // Asha holds S5 for the whole day from today; her card is out. The library has no institute yet.
  let admin: AdminAccount;
  let asha: PersonAccount;
  beforeAll(async () => {
    admin = await createAdmin(`Shanti Reading Room ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'S1-S6');
    asha = await createStudent(admin, 'Asha Verma');
    await call(
      'POST',
      '/api/auth/seat',
      { seat_number: 'S5', price: 900, student_id: asha.id },
      admin.session,
    );
    await call(
      'PATCH',
      `/api/manage/students/${asha.id}/toggle-id`,
      { idCardGenerated: true },
      admin.session,
    );
  });

  it("the ID card shows the seat and the plan's last day; the student's has no Copy JSON", async () => {
    const validTill = formatDate(addDays(libraryToday(), 29));
    const own = await browser.signedInPage('student', asha, '/student/id-card', PHONE);
    const card = own.getByTestId('id-card');
    await card.getByText('Seat: S5').waitFor();
    expect(await own.getByTestId('id-valid-till').textContent()).toBe(`Valid Till: ${validTill}`);
    await own.getByRole('button', { name: 'Print' }).waitFor();
    expect(await own.getByRole('button', { name: 'Copy JSON' }).count()).toBe(0);
    await expectAccessible(own);
    // In Hindi too.
    await own.getByRole('button', { name: 'हिन्दी' }).click();
    await card.getByText('सीट: S5').waitFor();
    // Dates follow the language: Hindi month names.
    expect(await own.getByTestId('id-valid-till').textContent()).toBe(
      `मान्य: ${formatDate(addDays(libraryToday(), 29), undefined, 'hi')}`,
    );
    await own.getByRole('button', { name: 'English' }).click();
    await card.getByText('Seat: S5').waitFor();

    // The owner's preview shows the same, and keeps Copy JSON.
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Student Profile & ID Cards');
    await page
      .getByTestId('id-card-row')
      .filter({ hasText: asha.email })
      .getByRole('button', { name: 'View' })
      .click();
    await page.getByTestId('id-card').getByText('Seat: S5').waitFor();
    expect(await page.getByTestId('id-valid-till').textContent()).toBe(`Valid Till: ${validTill}`);
    await page.getByRole('button', { name: 'Copy JSON' }).waitFor();
  });

  it('memberships offer no Delete; the home shows no institute section while there is none', async () => {
    const phone = await browser.signedInPage('student', asha, '/student/dashboard', PHONE);
    await phone.getByLabel('My seat').getByText('Seat S5').waitFor();
    expect(await phone.getByRole('heading', { name: 'Your institute' }).count()).toBe(0);
    expect(await phone.locator('.mantine-Skeleton-root').count()).toBe(0);
    await phone.getByRole('link', { name: 'My memberships' }).click();
    await phone.getByRole('heading', { name: 'Student Memberships' }).waitFor();
    await phone.getByText('Seat S5').waitFor();
    expect(await phone.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await phone.getByText('Actions').count()).toBe(0);
    await expectAccessible(phone);
  });

  it("the home's institute cards show once loaded, and nothing while the answer never comes", async () => {
    const root = await loginSuperadmin();
    await call(
      'POST',
      '/api/superadmin/institutes',
      { name: 'Shanti - Kothrud', adminEmail: admin.email },
      root,
    );
    const phone = await browser.signedInPage('student', asha, '/student/dashboard', PHONE);
    await phone.getByRole('heading', { name: 'Your institute' }).waitFor();
    await phone.getByText('Shanti - Kothrud').waitFor();
    // A request that hangs (a poor connection): the home stands without grey placeholders.
    await phone.route('**/api/superadmin/institutes', () => {});
    await phone.reload();
    await phone.getByLabel('My seat').getByText('Seat S5').waitFor();
    expect(await phone.locator('.mantine-Skeleton-root').count()).toBe(0);
    expect(await phone.getByRole('heading', { name: 'Your institute' }).count()).toBe(0);
  });
});

describe('what the owner and the desk see', () => {
  it('the heat map stays empty before the first plan, then fills only the days since', async () => {
    const admin = await createAdmin(`Nayi Library ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'N1-N4');
    const shift = await createShift(admin, '06:00', '14:00', 'Morning');
    const page = await browser.signedInPage('admin', admin);
    await scrollToChart(page, page.getByText('No seat held yet: the map fills in from the first plan.'));
    expect(await page.getByRole('table').filter({ hasText: 'Mon' }).count()).toBe(0);
    const student = await createStudent(admin, 'Kiran Das');
    await createSeatPlan(admin, { seat: 'N1', studentId: student.id, shiftId: shift.id });
    await page.reload();
    const heat = page.getByRole('table').filter({ hasText: 'Mon' });
    await scrollToChart(page, heat);
    const cells = heat.getByRole('row').nth(1).getByRole('cell');
    await expect.poll(() => cells.allTextContents()).toContain('25%');
    // One weekday since the first plan: the six others stay empty, not 0% or 1%.
    expect((await cells.allTextContents()).filter((c) => c === '')).toHaveLength(6);
    await expectAccessible(page);
  });

  it("the desk's 'Expected today' lists only shifts not over yet; dues name a whole-day shift", async (ctx) => {
    // The early shift ends at 00:01: in the first minutes after midnight it is not over yet.
    if (libraryMinute() < 2) ctx.skip();
    const admin = await createAdmin(`Desk Day ${Math.random().toString(36).slice(2, 6)}`);
    await createPlaces(admin, 'D1-D3');
    const early = await createShift(admin, '00:00', '00:01', 'Early');
    const night = await createShift(admin, '23:00', '06:00', 'Night');
    const member = await createStaff(admin, 'Kavita Rao');
    const plans: Array<[string, string, number | null]> = [
      ['Esha Early', 'D1', early.id],
      ['Neel Night', 'D2', night.id],
      ['Dev Allday', 'D3', null],
    ];
    for (const [name, seat, shiftId] of plans) {
      const student = await createStudent(admin, name);
      await createSeatPlan(admin, { seat, studentId: student.id, shiftId });
    }
    const desk = await browser.signedInPage('staff', member);
    const expected = desk.getByText(/^Expected today, not come yet/).locator('..');
    await expected.getByText('Neel Night (D2)').waitFor();
    await expected.getByText('Dev Allday (D3)').waitFor();
    expect(await expected.getByText('Esha Early').count()).toBe(0);
    expect(await desk.getByText(/^Expected today, not come yet \(2\)/).count()).toBe(1);

    const owner = await browser.signedInPage('admin', admin, '/admin/money?tab=dues');
    const row = owner.getByRole('row', { name: /Dev Allday/ });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('Whole day');
    expect(
      await owner
        .getByRole('row', { name: /Neel Night/ })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).toBe('Night 23:00 - 06:00');
  });
});
