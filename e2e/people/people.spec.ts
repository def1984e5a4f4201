import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aadhaarFor } from '../support/aadhaar.ts';
import {
  type AdminAccount,
  call,
  createAdmin,
  createStudent,
  type PersonAccount,
  upload,
} from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { useBrowser } from '../support/browser.ts';
import { downloadFrom } from '../support/download.ts';
import { field, openMenu } from '../support/form.ts';
import { HEADER, readXlsx, studentRows, xlsxFile } from '../support/sheets.ts';

const browser = useBrowser();
const work = mkdtempSync(path.join(tmpdir(), 'studydesk-people-'));
const PHOTO = path.join(import.meta.dirname, '../fixtures/photo.png');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const totalText = (page: Page) => page.getByText(/^[\d,]+ in all$/).textContent();

describe('people', () => {
  const tag = Math.random().toString(36).slice(2, 8);
  // A library of 501 students (500 from a sheet, and Ananya), and a student of another library.
  let library: AdminAccount;
  let ananya: PersonAccount;
  let stranger: PersonAccount;
  beforeAll(async () => {
    library = await createAdmin(`Saraswati Library ${tag}`);
    ananya = await createStudent(library, 'Ananya Kulkarni');
    await upload(
      '/api/importExport/students/import',
      {
        file: {
          file: await xlsxFile([HEADER, ...studentRows(500, `lib${tag}`)]),
          name: 'students.xlsx',
          type: XLSX,
        },
      },
      library.session,
    );
    stranger = await createStudent(await createAdmin(`Other Library ${tag}`), `Zoravar Outsider ${tag}`);
  });

  /** The admin's page for a new library with no students, signed in. */
  async function newLibraryPage(name: string) {
    const admin = await createAdmin(`${name} ${Math.random().toString(36).slice(2, 8)}`);
    const page = await browser.signedInPage('admin', admin);
    return { admin, page };
  }

  it('registers a student with a photo, refusing a bad Aadhaar number before sending, and shows their details', async () => {
    const { page } = await newLibraryPage('Saraswati Register');
    await openMenu(page, 'Manage Students');
    await page.getByRole('link', { name: 'Register Student' }).click();
    await page.waitForURL('**/add-student');
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByText('All fields including Aadhaar number are required!').waitFor();
    const email = `ananya.${tag}@mail.test`;
    await field(page, 'Name').fill('Ananya Kulkarni');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('9876543210');
    await field(page, 'Password').fill('Quiet-Corner-2026');
    await field(page, 'Course').fill('UPSC CSE');
    // The contract's Aadhaar rule (check digit) runs in the browser: nothing is sent yet.
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/manage/students/register')) sent += 1;
    });
    await field(page, 'Aadhaar number').fill('1234 5678 9012');
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByText('Enter a valid 12-digit Aadhaar number').waitFor();
    expect(sent).toBe(0);
    await field(page, 'Aadhaar number').fill(aadhaarFor(7));
    await field(page, "Father's name").fill('Suresh Kulkarni');
    await page.locator('input[type=file]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.waitForURL('**/admin/students');
    expect(sent).toBe(1);
    await page.getByText('Student added successfully!').first().waitFor();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor();
    expect(await row.locator('img').count()).toBe(1);
    expect(await row.textContent()).toMatch(/XXXX XXXX \d{4}/);

    await row.getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { name: 'Student Details' }).waitFor();
    await page.getByText('Suresh Kulkarni').waitFor();
    await page.getByText('No fees recorded yet.').waitFor();
  });

  it('refuses an import without a file, and a sheet with bad rows, listing each bad row and saving none', async () => {
    const { admin, page } = await newLibraryPage('Saraswati Refusals');
    await openMenu(page, 'Import/Export Students');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Please select a file!').waitFor();
    const bad = studentRows(10, `bad${tag}`);
    const spoil = (index: number, column: number, value: string) => {
      const target = bad[index];
      if (target) target[column] = value;
    };
    spoil(2, 3, '12345');
    spoil(5, 2, 'not-an-email');
    spoil(8, 4, '123412341234');
    const badFile = path.join(work, 'bad.xlsx');
    writeFileSync(badFile, await xlsxFile([HEADER, ...bad]));
    await page.locator('input[type=file]').setInputFiles(badFile);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to import students.' }).first().waitFor();
    await expectAccessible(page);
    const problems = page.getByRole('table', { name: 'Rows with problems' }).locator('tbody tr');
    await expect.poll(() => problems.count()).toBe(3);
    expect(await problems.allTextContents()).toEqual([
      expect.stringMatching(/^4phone/),
      expect.stringMatching(/^7email/),
      expect.stringMatching(/^10aadhaar/),
    ]);
    expect(await call('GET', '/api/manage/students/my-students', undefined, admin.session)).toEqual([]);
  });

  it('imports 500 students from a sheet and exports exactly the same rows', async () => {
    const { page } = await newLibraryPage('Saraswati Import');
    await openMenu(page, 'Import/Export Students');
    const good = studentRows(500, tag);
    const goodFile = path.join(work, 'students-500.xlsx');
    writeFileSync(goodFile, await xlsxFile([HEADER, ...good]));
    await page.locator('input[type=file]').setInputFiles(goodFile);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Students imported successfully! (500 students)' })
      .waitFor({ timeout: 30_000 });

    const download = await downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(download.suggestedFilename()).toBe('students.xlsx');
    const exported = path.join(work, 'students.xlsx');
    await download.saveAs(exported);
    const rows = await readXlsx(exported);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(501);
    const byEmail = new Map(rows.slice(1).map((r) => [r[2], r]));
    for (const g of good) {
      const back = byEmail.get(g[2] ?? '');
      expect(back?.slice(1, 4)).toEqual(g.slice(1, 4));
      expect(back?.[4]).toBe(`XXXX XXXX ${g[4]?.slice(-4)}`);
      expect(back?.slice(5, 11)).toEqual(g.slice(5, 11));
    }
  });

  it('generates an ID card that previews with a QR code, prints at card size and downloads as a card-sized PDF', async () => {
    const page = await browser.signedInPage('admin', library);
    await openMenu(page, 'Student Profile & ID Cards');
    await page.getByRole('heading', { name: 'Students (501)' }).waitFor();
    await page.getByLabel('Search students').fill('Ananya Kulkarni');
    const cardRow = page.getByTestId('id-card-row').filter({ hasText: ananya.email });
    await cardRow.getByRole('button', { name: 'View' }).click();
    await page
      .getByText('ID card not generated yet. Use the “Generate ID” button in the student list.')
      .waitFor();
    await cardRow.getByRole('button', { name: 'Generate ID' }).click();
    await cardRow.getByRole('button', { name: 'Revoke ID' }).waitFor();
    const card = page.getByTestId('id-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Student ID Card');
    await page.getByTestId('id-qr').waitFor();
    await page.emulateMedia({ media: 'print' });
    const box = await card.boundingBox();
    // 85.6 x 54 mm at 96 px per inch.
    expect(box?.width).toBeCloseTo((85.6 / 25.4) * 96, 0);
    expect(box?.height).toBeCloseTo((54 / 25.4) * 96, 0);
    await page.emulateMedia({ media: 'screen' });
    const pdf = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    const pdfFile = path.join(work, 'card.pdf');
    await pdf.saveAs(pdfFile);
    const pdfText = readFileSync(pdfFile).toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText).toMatch(/\/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
  });

  it("staff added by the admin see exactly this library's students", async () => {
    const page = await browser.signedInPage('admin', library);
    await openMenu(page, 'Manage Staff');
    const staffEmail = `desk.${tag}@library.test`;
    await field(page, 'Name').fill('Kavita Rao');
    await field(page, 'Email').fill(staffEmail);
    await field(page, 'Password').fill('Front-Desk-2026');
    await field(page, 'Phone').fill('9876501234');
    await page.getByRole('button', { name: 'Add Staff' }).click();
    await page.getByText('Staff added successfully!').first().waitFor();
    await page.getByRole('row', { name: new RegExp(staffEmail) }).waitFor();

    const desk = await browser.signedInPage('staff', { email: staffEmail, password: 'Front-Desk-2026' });
    await openMenu(desk, 'Students');
    await expect.poll(() => totalText(desk)).toBe('501 in all');
    await field(desk, 'Search by name').fill('Zoravar');
    await desk.getByText('No students found').waitFor();
  });

  it('a student of another library sees none of its students or cards', async () => {
    const other = await browser.signedInPage('student', stranger);
    expect((await other.request.get('/api/auth/staff/students')).status()).toBe(403);
    expect((await other.request.get('/api/manage/students')).status()).toBe(403);
    await other.goto('/admin/students');
    await other.waitForURL((url) => !url.pathname.startsWith('/admin'));
    await openMenu(other, 'Download ID Card');
    await other.getByText('ID card not generated yet').waitFor();
    expect(await other.getByText('Ananya').count()).toBe(0);
  });

  it('edits and deletes a student, and the student sees their active card', async () => {
    const admin = await createAdmin(`Gyan Kendra ${Math.random().toString(36).slice(2, 6)}`);
    const student = await createStudent(admin, 'Meera Joshi');
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Manage Students');
    const row = page.getByRole('row', { name: new RegExp(student.email) });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/add-edit-student/*');
    await field(page, 'Course').fill('');
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.getByText('All required fields must be filled!').waitFor();
    // A text-direction override (like any control character) is refused under its field.
    await field(page, 'Course').fill('CA \u202eFoundation');
    await field(page, 'Aadhaar number').fill(aadhaarFor(42));
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.getByText('Cannot contain control or text-direction characters').waitFor();
    await field(page, 'Course').fill('CA Foundation');
    await page.getByRole('button', { name: 'Save Student' }).click();
    await page.waitForURL('**/admin/students');
    await page.getByText('Student updated successfully!').first().waitFor();
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(student.email) }).textContent())
      .toContain('CA Foundation');

    await openMenu(page, 'Student Profile & ID Cards');
    await page
      .getByTestId('id-card-row')
      .filter({ hasText: student.email })
      .getByRole('button', { name: 'Generate ID' })
      .click();
    await page
      .getByTestId('id-card-row')
      .filter({ hasText: student.email })
      .getByRole('button', { name: 'Revoke ID' })
      .waitFor();

    const own = await browser.signedInPage('student', student);
    await openMenu(own, 'Download ID Card');
    await own.getByText('ID card is active').waitFor();
    await own.getByTestId('id-qr').waitFor();
    await own.getByRole('button', { name: 'Print' }).waitFor();
    await expectAccessible(own);

    await openMenu(page, 'Manage Students');
    await page
      .getByRole('row', { name: new RegExp(student.email) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Delete this student?').waitFor();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No students found').waitFor();
  });

  it('saves seat and locker totals, and the UPI ID with the library details, in Settings', async () => {
    const admin = await createAdmin(`Vidya Library ${Math.random().toString(36).slice(2, 6)}`);
    const page = await browser.signedInPage('admin', admin);
    await openMenu(page, 'Setting');
    await field(page, 'Total seats').fill('60');
    await field(page, 'Total lockers').fill('20');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings updated successfully' }).waitFor();
    // The contract's UPI ID rule runs in the browser first.
    await field(page, 'UPI ID').fill('library at okbank');
    await page.getByRole('button', { name: 'Save library details' }).click();
    await page.getByText('Enter a UPI ID such as library@okbank').waitFor();
    await field(page, 'UPI ID').fill('vidya@okbank');
    await page.getByRole('button', { name: 'Save library details' }).click();
    await page.getByRole('status').filter({ hasText: 'Library details saved' }).waitFor();
    await page.reload();
    await expect.poll(() => field(page, 'Total seats').inputValue()).toBe('60');
    await expect.poll(() => field(page, 'UPI ID').inputValue()).toBe('vidya@okbank');
  });
});
