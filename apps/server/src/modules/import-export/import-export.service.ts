import { PassThrough } from 'node:stream';
import {
  CONTROL_CHARACTERS_MESSAGE,
  isValidAadhaar,
  maskAadhaar,
  multiLineText,
  singleLineText,
  type TImportError,
  ZDate,
  ZEmail,
  ZPhone,
} from '@studydesk/contract';
import ExcelJS from 'exceljs';
import type { TenantActor } from '../../auth/actor.ts';
import { generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import type { AadhaarVault } from '../../crypto/aadhaar-vault.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../errors/http-errors.ts';
import {
  insertStudents,
  registeredEmails,
  reserveStudentNumbers,
  studentsAfter,
  usedStudentIds,
} from './import-export.queries.ts';
import { neutralise, type SheetRow, studentSheetColumns, studentWorkbook } from './student-sheet.ts';

const STUDENT_ID = /^STU-(\d{1,9})$/;
/** The same bounds as the student form. */
const TEXT_CAPS: Record<string, number> = {
  name: 120,
  course: 120,
  address: 500,
  father_name: 120,
  mother_name: 120,
  permanent_address: 500,
};
/** The same characters as the student form: addresses keep their lines, the rest is one line each. */
const TEXT_RULES = Object.fromEntries(
  Object.keys(TEXT_CAPS).map((field) => [
    field,
    field.endsWith('address') ? multiLineText() : singleLineText(),
  ]),
);

interface Valid {
  row: number;
  studentId: string | null;
  values: {
    name: string;
    email: string;
    phone: string;
    aadhaar: string | null;
    course: string;
    address: string;
    dob: string | null;
    fatherName: string;
    motherName: string;
    permanentAddress: string;
  };
}

/** Checks every row; returns the clean rows or every problem found (row numbers as in the sheet). */
function validate(rows: SheetRow[]): { valid: Valid[]; errors: TImportError[] } {
  const errors: TImportError[] = [];
  const valid: Valid[] = [];
  const seenEmails = new Map<string, number>();
  const seenIds = new Map<string, number>();
  rows.forEach((r, index) => {
    const row = index + 2; // row 1 is the header
    const problems: TImportError[] = [];
    const need = (field: string) => {
      if (!r[field]) problems.push({ row, field, message: `${field} is required` });
    };
    need('name');
    need('course');
    const email = ZEmail.safeParse(r.email ?? '');
    if (!email.success) problems.push({ row, field: 'email', message: 'Enter a valid email address' });
    const phone = ZPhone.safeParse(r.phone ?? '');
    if (!phone.success)
      problems.push({ row, field: 'phone', message: 'Enter a valid 10-digit Indian mobile number' });
    // Exports mask Aadhaar: blank or masked imports as "missing"; a full number must be valid.
    const rawAadhaar = (r.aadhaar ?? '').replace(/[\s-]/g, '');
    let aadhaar: string | null = null;
    if (rawAadhaar && !/x/i.test(rawAadhaar)) {
      if (isValidAadhaar(rawAadhaar)) aadhaar = rawAadhaar;
      else problems.push({ row, field: 'aadhaar', message: 'Enter a valid 12-digit Aadhaar number' });
    }
    const dob = r.dob ?? '';
    if (dob && !ZDate.safeParse(dob).success)
      problems.push({ row, field: 'dob', message: 'Use a real date between 1900 and 2100, as YYYY-MM-DD' });
    for (const [field, max] of Object.entries(TEXT_CAPS)) {
      if ((r[field] ?? '').length > max)
        problems.push({ row, field, message: `${field} may hold at most ${max} characters` });
      else if (!TEXT_RULES[field]?.safeParse(r[field] ?? '').success)
        problems.push({ row, field, message: CONTROL_CHARACTERS_MESSAGE });
    }
    const studentId = (r.student_id ?? '').toUpperCase();
    if (studentId && !STUDENT_ID.test(studentId)) {
      problems.push({ row, field: 'student_id', message: 'Use STU-0001 style ids, or leave it empty' });
    }
    if (email.success) {
      const first = seenEmails.get(email.data);
      if (first) problems.push({ row, field: 'email', message: `Same email as row ${first}` });
      else seenEmails.set(email.data, row);
    }
    if (studentId) {
      const first = seenIds.get(studentId);
      if (first) problems.push({ row, field: 'student_id', message: `Same student id as row ${first}` });
      else seenIds.set(studentId, row);
    }
    if (problems.length || !email.success || !phone.success) {
      errors.push(...problems);
      return;
    }
    valid.push({
      row,
      studentId: studentId || null,
      values: {
        name: r.name ?? '',
        email: email.data,
        phone: phone.data,
        aadhaar,
        course: r.course ?? '',
        address: r.address ?? '',
        dob: dob || null,
        fatherName: r.father_name ?? '',
        motherName: r.mother_name ?? '',
        permanentAddress: r.permanent_address ?? '',
      },
    });
  });
  return { valid, errors };
}

/**
 * All-or-nothing import into the actor's library. Rows are checked first (fields, duplicates in
 * the file, emails already registered, student ids already used); any problem refuses the file.
 * Imported students get an unusable password and must be given a temporary one by the admin.
 */
export async function importStudents(
  db: Db,
  vault: AadhaarVault,
  actor: TenantActor,
  rows: SheetRow[],
): Promise<number> {
  if (rows.length === 0)
    throw new HttpError(400, 'Failed to import students.', {
      errors: [{ row: 1, field: 'file', message: 'No student rows found' }],
    });
  const { valid, errors } = validate(rows);

  const emails = valid.map((v) => v.values.email);
  for (let i = 0; i < emails.length; i += 1000) {
    const taken = await registeredEmails(db, emails.slice(i, i + 1000));
    for (const v of valid) {
      if (taken.has(v.values.email))
        errors.push({ row: v.row, field: 'email', message: 'Already registered' });
    }
  }
  const givenIds = valid.flatMap((v) => (v.studentId ? [v.studentId] : []));
  if (givenIds.length) {
    const used = await usedStudentIds(db, actor.tenantId, givenIds);
    for (const v of valid) {
      if (v.studentId && used.has(v.studentId)) {
        errors.push({ row: v.row, field: 'student_id', message: 'Already used in this library' });
      }
    }
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    throw new HttpError(400, 'Failed to import students.', { errors: errors.slice(0, 1000) });
  }

  // Ids: keep the sheet's (an export read back), number the rest after the highest in use.
  const highestGiven = Math.max(0, ...givenIds.map((id) => Number(STUDENT_ID.exec(id)?.[1] ?? 0)));
  const needed = valid.filter((v) => !v.studentId).length;
  let next = await reserveStudentNumbers(db, actor.tenantId, highestGiven, needed);
  const lockedHash = await hashPassword(generateTemporaryPassword(32));
  const records = valid.map((v) => ({
    ...v.values,
    ...vault.seal(v.values.aadhaar),
    studentId: v.studentId ?? `STU-${String(++next).padStart(4, '0')}`,
    passwordHash: lockedHash,
    mustChangePassword: true,
  }));
  await insertStudents(db, actor.tenantId, records);
  return records.length;
}

/** Streams the library's students into an .xlsx, a page of rows at a time. */
export function exportStudents(db: Db, adminId: number): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet('Students');
  sheet.columns = studentSheetColumns();
  (async () => {
    let after = 0;
    for (;;) {
      const page = await studentsAfter(db, adminId, after, 1000);
      for (const s of page) {
        const cells: Record<string, string> = {
          student_id: s.studentId,
          name: s.name,
          email: s.email,
          phone: s.phone,
          aadhaar: maskAadhaar(s.aadhaarLast4),
          course: s.course,
          address: s.address,
          dob: s.dob ?? '',
          father_name: s.fatherName,
          mother_name: s.motherName,
          permanent_address: s.permanentAddress,
          created_at: s.createdAt.toISOString(),
        };
        sheet.addRow(Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, neutralise(v)]))).commit();
      }
      if (page.length < 1000) break;
      after = page[page.length - 1]?.id ?? after;
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** An .xlsx with the expected columns and one example row. */
export async function studentTemplate(): Promise<Buffer> {
  const { book, sheet } = studentWorkbook();
  sheet.addRow({
    student_id: '',
    name: 'Aarav Sharma',
    email: 'aarav.sharma@example.com',
    phone: '9876543210',
    aadhaar: '',
    course: 'UPSC CSE',
    address: 'Kothrud, Pune',
    dob: '2002-05-14',
    father_name: 'Rakesh Sharma',
    mother_name: 'Sunita Sharma',
    permanent_address: 'Nagpur',
    created_at: '',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
