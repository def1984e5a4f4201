import {
  STUDENT_SHEET_COLUMNS,
  type TImportError,
  type TStudentDetail,
  type TStudentSummary,
} from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildStudent,
  DEFAULT_PASSWORD,
  indianName,
  indianPhone,
  validAadhaar,
} from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const HEADER: string[] = [...STUDENT_SHEET_COLUMNS];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}

const upload = (token: string, content: Buffer, filename = 'students.xlsx') =>
  t.request({
    method: 'POST',
    url: '/api/importExport/students/import',
    token,
    ...multipart({}, { field: 'file', filename, content }),
  });

let n = 0;
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const i = ++n;
  const base: Record<string, string> = {
    student_id: '',
    name: indianName(i),
    email: `import.${i}.${Date.now()}@mail.test`,
    phone: indianPhone(i),
    aadhaar: validAadhaar(i),
    course: 'NEET',
    address: 'Shivaji Nagar, Pune',
    dob: '2003-01-15',
    father_name: 'Mahesh',
    mother_name: 'Lata',
    permanent_address: 'Satara',
    created_at: '',
    ...overrides,
  };
  return HEADER.map((h) => base[h] ?? '');
};

describe('import', () => {
  it('imports 500 students from an .xlsx in one go', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const file = await xlsx([HEADER, ...Array.from({ length: 500 }, () => row())]);
    const res = await upload(token, file);
    expect(res.json()).toEqual({ message: 'Students imported successfully!', imported: 500 });
    const list = await t.request({ method: 'GET', url: '/api/manage/students?limit=1', token });
    expect(list.headers['x-total-count']).toBe('500');
    const [first] = list.json<TStudentSummary[]>();
    expect(first?.student_id).toBe('STU-0500');
  });

  it('refuses a file with bad rows, naming each row, and imports nothing', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const existing = await buildStudent(t.db);
    const good = row();
    const file = await xlsx([
      HEADER,
      good,
      row({ phone: '12345' }),
      row(),
      row({ email: good[2] }),
      row({ aadhaar: '234123412341', email: existing.email }),
    ]);
    const res = await upload(token, file);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: TImportError[] }>();
    expect(body.message).toBe('Failed to import students.');
    expect(body.errors).toEqual([
      { row: 3, field: 'phone', message: 'Enter a valid 10-digit Indian mobile number' },
      { row: 5, field: 'email', message: 'Same email as row 2' },
      { row: 6, field: 'aadhaar', message: 'Enter a valid 12-digit Aadhaar number' },
    ]);
    const count = await t.request({ method: 'GET', url: '/api/manage/students?limit=1', token });
    expect(count.headers['x-total-count']).toBe('0');

    // Once the file's own problems are fixed, an email already registered is still refused.
    const second = await upload(token, await xlsx([HEADER, row({ email: existing.email })]));
    expect(second.json().errors).toEqual([{ row: 2, field: 'email', message: 'Already registered' }]);
  });

  it('refuses control and text-direction characters as the student form does, keeping lines in addresses', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    // A .csv: an .xlsx cannot carry C0 controls (XML has no room for them).
    const csv = [
      HEADER,
      row({ name: 'Kavya \u202eIyer' }),
      row({ course: 'NEET\u001b[31m', father_name: 'Mahesh\u0007' }),
      row({ permanent_address: 'Satara\u0085' }),
      row({ address: 'Shivaji Nagar\nPune' }),
    ]
      .map((cells) => cells.map((c) => `"${c}"`).join(','))
      .join('\n');
    const res = await upload(token, Buffer.from(csv), 'students.csv');
    expect(res.statusCode).toBe(400);
    const message = 'Cannot contain control or text-direction characters';
    expect(res.json<{ errors: TImportError[] }>().errors).toEqual([
      { row: 2, field: 'name', message },
      { row: 3, field: 'course', message },
      { row: 3, field: 'father_name', message },
      { row: 4, field: 'permanent_address', message },
    ]);
    const count = await t.request({ method: 'GET', url: '/api/manage/students?limit=1', token });
    expect(count.headers['x-total-count']).toBe('0');
  });

  it('reads .csv too, and refuses no file, other types and empty files clearly', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const csv = [
      HEADER.join(','),
      row()
        .map((c) => `"${c}"`)
        .join(','),
    ].join('\n');
    expect((await upload(token, Buffer.from(csv), 'students.csv')).json().imported).toBe(1);
    const none = await t.request({
      method: 'POST',
      url: '/api/importExport/students/import',
      token,
      ...multipart({ note: 'x' }),
    });
    expect(none.json().message).toBe('Please select a file!');
    expect((await upload(token, Buffer.from('%PDF-1.4'), 'students.pdf')).json().message).toBe(
      'Only .csv and .xlsx files can be imported.',
    );
    expect((await upload(token, Buffer.from(`${HEADER.join(',')}\n`), 'empty.csv')).statusCode).toBe(400);
  });
});

describe('export', () => {
  it("downloads students.xlsx of the admin's own students, Aadhaar masked, formulas neutralised, and reads back", async () => {
    const admin = await buildAdmin(t.db);
    const other = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    for (let i = 0; i < 12; i++) await buildStudent(t.db, { admin });
    await buildStudent(t.db, { admin: other });
    const sneaky = row({ name: '=HYPERLINK("http://evil.test","click")', address: '+91 trick' });
    expect((await upload(token, await xlsx([HEADER, sneaky]))).statusCode).toBe(200);

    const res = await t.request({ method: 'GET', url: '/api/importExport/students/export', token });
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.xlsx"');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(14);
    const data = rows.slice(1);
    expect(data.every((r) => /^XXXX XXXX \d{4}$|^$/.test(r[4] ?? ''))).toBe(true);
    const evil = data.find((r) => r[2] === sneaky[2]);
    expect(evil?.[1]).toBe(`'${sneaky[1]}`);
    expect(evil?.[6]).toBe(`'+91 trick`);
    const before = (await t.request({ method: 'GET', url: '/api/manage/students?limit=500', token })).json<
      TStudentSummary[]
    >();

    // Round trip: the library moves to a new admin account (emails are unique, so the old one goes).
    const target = await buildAdmin(t.db);
    const rootToken = await t.login('superadmin', 'root@studydesk.test', 'Platform-Owner-2026!');
    await t.request({
      method: 'DELETE',
      url: `/api/auth/admin/${admin.id}?confirm=delete-all-data`,
      token: rootToken,
    });
    const targetToken = await t.login('admin', target.email, DEFAULT_PASSWORD);
    expect((await upload(targetToken, res.rawPayload)).json().imported).toBe(13);
    const after = (
      await t.request({ method: 'GET', url: '/api/manage/students?limit=500', token: targetToken })
    ).json<TStudentSummary[]>();
    const key = (s: TStudentSummary) =>
      [s.student_id, s.name, s.email, s.phone, s.course, s.address].join('|');
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
    const moved = after.find((s) => s.email === sneaky[2]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/manage/students/${moved?.id}`, token: targetToken })
    ).json<TStudentDetail>();
    expect(detail).toMatchObject({
      name: sneaky[1],
      dob: '2003-01-15',
      father_name: 'Mahesh',
      aadhaar: null,
    });
  });

  it('serves a template with the expected columns', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const res = await t.request({ method: 'GET', url: '/api/importExport/students/template', token });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(2);
  });
});
