import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAccount,
  call,
  createAdmin,
  createPlaces,
  createStaff,
  createStudent,
  libraryToday,
  type PersonAccount,
  upload,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { choose, field, openMenu, typeDate } from '../support/form.ts';

const browser = useBrowser();
const PHOTO = path.join(import.meta.dirname, '../fixtures/photo.png');

describe('library operations', () => {
  it('an event needs its images, and the library keeps at most three', async () => {
    const admin = await createAdmin(`Vidya Events ${Math.random().toString(36).slice(2, 6)}`);
    const page = await browser.signedInPage('admin', admin);
    // Events: images required, at most 3 (the Add button disables at 3).
    await openMenu(page, 'Manage Events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByText('All fields including images are required').waitFor();
    await expectAccessible(page);
    for (const title of ['Mock test', 'Library holiday', 'Career talk']) {
      await field(page, 'Title').fill(title);
      await typeDate(page, 'Date', '2026-12-20', '20 Dec 2026');
      await field(page, 'Description').fill(`${title} for all students`);
      await page.locator('input[type=file]').nth(0).setInputFiles(PHOTO);
      await page.locator('input[type=file]').nth(1).setInputFiles(PHOTO);
      await page.getByRole('button', { name: 'Add Event' }).click();
      await page.getByRole('row', { name: new RegExp(title) }).waitFor();
    }
    await page.getByText('Maximum 3 events allowed').waitFor();
    expect(await page.getByRole('button', { name: 'Add Event' }).isDisabled()).toBe(true);
  });

  describe('at the desk', () => {
    let member: PersonAccount;
    beforeAll(async () => {
      const admin = await createAdmin(`Vidya Desk ${Math.random().toString(36).slice(2, 6)}`);
      await createStudent(admin, 'Pooja Iyer');
      await createPlaces(admin, 'C-3');
      member = await createStaff(admin, 'Suresh Pillai');
    });

    async function deskPage() {
      const desk = await browser.signedInPage('staff', member);
      return desk;
    }

    it('staff issue a book and take it back', async () => {
      const desk = await deskPage();
      await openMenu(desk, 'Books');
      await choose(desk, 'Student', 'Pooja Iyer (STU-0001)');
      await field(desk, 'Book title').fill('Indian Polity');
      await desk.getByRole('button', { name: 'Issue Book' }).click();
      const bookRow = desk.getByRole('row', { name: /Indian Polity/ });
      await bookRow.getByRole('button', { name: 'Return' }).click();
      await expect.poll(() => bookRow.textContent()).toContain('Returned');
      expect(await bookRow.getByRole('button', { name: 'Return' }).count()).toBe(0);
    });

    it('staff check a student in and out', async () => {
      const desk = await deskPage();
      await openMenu(desk, 'Check-In / Check-Out');
      await choose(desk, 'Student', 'Pooja Iyer (STU-0001)');
      await desk.getByRole('button', { name: 'Check In' }).click();
      await desk.getByText('Pooja Iyer checked in').waitFor();
      await desk.getByRole('row', { name: /Pooja Iyer.*In the library/ }).waitFor();
      await desk.getByRole('button', { name: 'Check Out' }).click();
      await desk.getByText('Pooja Iyer checked out').waitFor();
      await expect
        .poll(() =>
          desk
            .getByRole('row', { name: /Pooja Iyer/ })
            .first()
            .textContent(),
        )
        .not.toContain('In the library');
    });

    it('staff mark a student present', async () => {
      const desk = await deskPage();
      await openMenu(desk, 'Mark Attendance');
      await choose(desk, 'Student', 'Pooja Iyer (STU-0001)');
      await desk.getByRole('button', { name: 'Mark' }).click();
      await desk.getByRole('row', { name: /Pooja Iyer.*Present/ }).waitFor();
    });

    it('staff book a seat for a day', async () => {
      const desk = await deskPage();
      await openMenu(desk, 'Seat Booking');
      await desk.getByRole('button', { name: 'Book a Seat' }).click();
      await choose(desk, 'Seat number', 'C-3');
      await typeDate(desk, 'Date', '2026-12-21', '21 Dec 2026');
      await desk.getByRole('button', { name: 'Book', exact: true }).click();
      await desk.waitForURL('**/staff/seat-booking');
      await desk.getByRole('row', { name: /C-3.*Suresh Pillai.*Booked/ }).waitFor();
    });
  });

  describe('with a book returned and three events', () => {
    let admin: AdminAccount;
    let student: PersonAccount;
    beforeAll(async () => {
      admin = await createAdmin(`Vidya Ops ${Math.random().toString(36).slice(2, 6)}`);
      student = await createStudent(admin, 'Pooja Iyer');
      const photo = { file: readFileSync(PHOTO), name: 'photo.png', type: 'image/png' };
      for (const title of ['Mock test', 'Library holiday', 'Career talk']) {
        await upload(
          '/api/events',
          {
            title,
            description: `${title} for all students`,
            date: '2026-12-20',
            status: 'Scheduled',
            desktop_image: photo,
            mobile_image: photo,
          },
          admin.session,
        );
      }
      const book = await call<{ id: number }>(
        'POST',
        '/api/books',
        { student_id: student.id, book_title: 'Indian Polity', issue_date: libraryToday() },
        admin.session,
      );
      await call('PUT', `/api/books/return/${book.id}`, undefined, admin.session);
    });

    it("the admin's activity log shows the book issued", async () => {
      const page = await browser.signedInPage('admin', admin);
      await openMenu(page, 'User Activity Logs');
      await page.getByRole('row', { name: /STU-0001.*Indian Polity/ }).waitFor();
    });

    it('on a phone the student sees their returned book, and the alerts with both images', async () => {
      const own = await browser.signedInPage('student', student, '/student/books', {
        width: 375,
        height: 812,
      });
      await own.getByRole('heading', { name: 'Books issued to Pooja Iyer' }).waitFor();
      await expectAccessible(own);
      // On a phone a list is cards.
      await own
        .getByRole('listitem')
        .filter({ hasText: /Indian Polity.*Returned/ })
        .waitFor();
      await own.goto('/student/alerts');
      await own
        .getByRole('listitem')
        .filter({ hasText: /Career talk/ })
        .waitFor();
      expect(
        await own
          .getByRole('listitem')
          .filter({ hasText: /Career talk/ })
          .locator('img')
          .count(),
      ).toBe(2);
    });
  });

  it('pages attendance and check-ins older and newer, 25 at a time, with no total', async () => {
    const admin = await createAdmin(`Vidya Pages ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Meera Das');
    for (let day = 1; day <= 27; day++) {
      const date = `2026-01-${String(day).padStart(2, '0')}`;
      await call('POST', '/api/attendance', { student_id: student.id, date }, admin.session);
    }
    for (let visit = 0; visit < 26; visit++) {
      await call('POST', '/api/checkin/checkin', { user_id: student.id }, admin.session);
      await call('POST', '/api/checkin/checkout', { user_id: student.id }, admin.session);
    }
    const member = await createStaff(admin, 'Ravi Kumar');
    const page = await browser.signedInPage('staff', member);
    const rows = page.locator('tbody tr');
    const newer = page.getByRole('button', { name: 'Newer' });
    const older = page.getByRole('button', { name: 'Older' });
    // 27 marks and today's, which the first check-in made; 26 check-ins.
    for (const [menu, oldest] of [
      ['Mark Attendance', 3],
      ['Check-In / Check-Out', 1],
    ] as const) {
      await openMenu(page, menu);
      await page
        .getByRole('row', { name: /Meera Das/ })
        .first()
        .waitFor();
      await expect.poll(() => rows.count()).toBe(25);
      expect(await newer.isDisabled()).toBe(true);
      expect(await page.getByText(/in all/).count()).toBe(0);
      await older.click();
      await expect.poll(() => rows.count()).toBe(oldest);
      await expect.poll(() => older.isDisabled()).toBe(true);
      await newer.click();
      await expect.poll(() => rows.count()).toBe(25);
      await expect.poll(() => newer.isDisabled()).toBe(true);
    }
    await page
      .getByRole('row', { name: /Meera Das/ })
      .first()
      .waitFor();
    await expectAccessible(page);
  });
});
