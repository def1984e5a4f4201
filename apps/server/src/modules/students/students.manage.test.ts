import type { TStudentDetail, TStudentDetails, TStudentSummary } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltAdmin,
  buildAdmin,
  buildStaff,
  buildStudent,
  DEFAULT_PASSWORD,
  validAadhaar,
} from '../../test/factories.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
let admin: BuiltAdmin;
let other: BuiltAdmin;
let adminToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = await buildAdmin(t.db, { name: 'Saraswati Study Library' });
  other = await buildAdmin(t.db);
  adminToken = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const form = (overrides: Record<string, string> = {}) => ({
  name: 'Ananya Kulkarni',
  email: `ananya.${++seq}.${Date.now()}@mail.test`,
  password: 'Quiet-Corner-2026',
  phone: '9876543210',
  aadhaar: validAadhaar(),
  course: 'UPSC CSE',
  address: 'Kothrud, Pune',
  dob: '2001-04-12',
  father_name: 'Suresh Kulkarni',
  mother_name: 'Meena Kulkarni',
  permanent_address: 'Nashik',
  ...overrides,
});

async function register(fields: Record<string, string>, photo?: Buffer, token = adminToken) {
  const body = multipart(
    fields,
    photo ? { field: 'image', filename: 'me.png', content: photo, type: 'image/png' } : undefined,
  );
  return t.request({ method: 'POST', url: '/api/manage/students/register', token, ...body });
}

describe('admin registers students', () => {
  it('with a photo checked by its bytes; the record keeps every field and masks Aadhaar in lists', async () => {
    const fields = form();
    const res = await register(fields, PNG_1PX);
    expect(res.statusCode, res.body).toBe(201);
    const { id, message, student_id } = res.json<{ id: number; message: string; student_id: string }>();
    expect(message).toBe('Student added successfully!');
    expect(student_id).toMatch(/^STU-\d{4}$/);

    const detail = (
      await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token: adminToken })
    ).json<TStudentDetail>();
    expect(detail).toMatchObject({
      name: fields.name,
      email: fields.email,
      aadhaar: fields.aadhaar,
      dob: '2001-04-12',
      father_name: 'Suresh Kulkarni',
      mother_name: 'Meena Kulkarni',
      permanent_address: 'Nashik',
      idCardGenerated: false,
    });
    expect(detail.image).toMatch(/^uploads\/students\/[a-f0-9]{32}\.png$/);
    const photo = await t.request({ method: 'GET', url: `/api/${detail.image}`, token: adminToken });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG_1PX)).toBe(true);
    // Another library cannot see the photo, nor the student.
    expect(
      (await t.request({ method: 'GET', url: `/api/${detail.image}`, token: otherToken })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token: otherToken })).statusCode,
    ).toBe(404);

    const list = (
      await t.request({ method: 'GET', url: '/api/manage/students/my-students', token: adminToken })
    ).json<TStudentSummary[]>();
    expect(list.find((s) => s.id === id)?.aadhaar_masked).toBe(`XXXX XXXX ${fields.aadhaar.slice(-4)}`);
    const login = await t.login('student', fields.email, fields.password);
    expect(login).toBeTruthy();
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const res = await register(form(), Buffer.from('<?php echo "hi"; ?>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only images (JPEG, PNG, WebP or GIF) can be uploaded.');
  });

  it('refuses an invalid Aadhaar, a missing password and a duplicate email, naming the field', async () => {
    const bad = await register(form({ aadhaar: '123412341234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({
      field: 'aadhaar',
      message: 'Enter a valid 12-digit Aadhaar number',
    });
    expect((await register(form({ password: '' }))).json().issues[0].field).toBe('password');
    const fields = form();
    expect((await register(fields)).statusCode).toBe(201);
    const dup = await register({ ...fields, aadhaar: validAadhaar() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A student with this email is already registered.');
  });

  it('refuses an admin_id of another library', async () => {
    const res = await register(form({ admin_id: String(other.id) }));
    expect(res.statusCode).toBe(403);
  });
});

describe('GST details of a student (docs/gst.md)', () => {
  it('keeps the place of supply and GSTIN, checked by the GSTIN check character', async () => {
    const fields = form({ gst_state: '29', gstin: ' 32aabcl8151b1z1 ' });
    const res = await register(fields);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const detail = (
      await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token: adminToken })
    ).json<TStudentDetail>();
    expect(detail).toMatchObject({ gst_state: '29', gstin: '32AABCL8151B1Z1' });
    const bad = await register(form({ gstin: '32AABCL8151B1Z2' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      issues: [{ field: 'gstin', message: expect.stringMatching(/check character/) }],
    });
    expect((await register(form({ gst_state: '39' }))).json()).toMatchObject({
      issues: [{ field: 'gst_state' }],
    });
    // Without them: the library's own state, no GSTIN.
    const plain = (await register(form())).json<{ id: number }>();
    const plainDetail = (
      await t.request({ method: 'GET', url: `/api/manage/students/${plain.id}`, token: adminToken })
    ).json<TStudentDetail>();
    expect(plainDetail).toMatchObject({ gst_state: '', gstin: '' });
  });
});

describe('admin edits students', () => {
  it('keeps the password when the form sends none, and changes it when it does', async () => {
    const fields = form();
    const { id } = (await register(fields)).json<{ id: number }>();
    const edit = (changes: Record<string, string>) =>
      t.request({
        method: 'PUT',
        url: `/api/manage/students/${id}`,
        token: adminToken,
        ...multipart({ ...fields, password: '', ...changes }),
      });
    const res = await edit({ course: 'SSC CGL' });
    expect(res.json()).toEqual({ message: 'Student updated successfully!' });
    const changed = await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token: adminToken });
    expect(changed.json<TStudentDetail>().course).toBe('SSC CGL');
    await t.login('student', fields.email, fields.password);
    await edit({ password: 'Another-Desk-2026' });
    await t.login('student', fields.email, 'Another-Desk-2026');
    const other404 = await t.request({
      method: 'PUT',
      url: `/api/manage/students/${id}`,
      token: otherToken,
      ...multipart(fields),
    });
    expect(other404.statusCode).toBe(404);
  });

  it('generates and revokes the ID card, resets the password, deletes with the photo', async () => {
    const fields = form();
    const { id } = (await register(fields, PNG_1PX)).json<{ id: number }>();
    const toggle = (idCardGenerated: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/manage/students/${id}/toggle-id`,
        token: adminToken,
        payload: { idCardGenerated },
      });
    await toggle(true);
    const generated = (
      await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token: adminToken })
    ).json<TStudentDetail>();
    expect(generated.idCardGenerated).toBe(true);
    expect(generated.id_card_number).toBeTruthy();
    await toggle(false);
    const studentToken = await t.login('student', fields.email, fields.password);
    const me = (
      await t.request({ method: 'GET', url: '/api/auth/student/me', token: studentToken })
    ).json<TStudentDetail>();
    expect(me).toMatchObject({ id, idCardGenerated: false, aadhaar: null });
    expect(JSON.stringify(me)).not.toMatch(/argon|password_hash/);

    const reset = await t.request({
      method: 'POST',
      url: `/api/manage/students/${id}/reset-password`,
      token: adminToken,
    });
    const { tempPassword } = reset.json<{ tempPassword: string }>();
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: studentToken })).statusCode).toBe(
      401,
    );
    const temp = await t.login('student', fields.email, tempPassword);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/me', token: temp })).json().must_change_password,
    ).toBe(true);

    const image = generated.image ?? '';
    const del = await t.request({ method: 'DELETE', url: `/api/manage/students/${id}`, token: adminToken });
    expect(del.json()).toEqual({ message: 'Student deleted successfully!' });
    expect((await t.request({ method: 'GET', url: `/api/${image}`, token: adminToken })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/auth/student/${id}`, token: adminToken })).statusCode,
    ).toBe(404);
  });
});

describe('student details and staff lists', () => {
  it('answers the details with empty histories until seats and fees exist', async () => {
    const { id } = (await register(form({ father_name: 'Ramesh Iyer' }))).json<{ id: number }>();
    const res = await t.request({ method: 'GET', url: `/api/fees/student/${id}`, token: adminToken });
    const details = res.json<TStudentDetails>();
    expect(details.student).toMatchObject({ father_name: 'Ramesh Iyer', seat: null, fees: 0, due: 0 });
    expect(details.feeHistory).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/fees/student/999999', token: adminToken })).json().message,
    ).toBe('Student not found');
  });

  it("lets staff read exactly their admin's students", async () => {
    const member = await buildStaff(t.db, { admin: other });
    await buildStudent(t.db, { admin: other });
    const staffToken = await t.login('staff', member.email, DEFAULT_PASSWORD);
    const res = await t.request({
      method: 'GET',
      url: `/api/auth/staff/students?admin_email=${other.email}`,
      token: staffToken,
    });
    const rows = res.json<TStudentSummary[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.admin_id))).toEqual(new Set([other.id]));
    const wrong = await t.request({
      method: 'GET',
      url: `/api/auth/staff/students?admin_email=${admin.email}`,
      token: staffToken,
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('ID card PDF', () => {
  it('is refused until generated, then is one ID-1 sized page with the QR code', async () => {
    const fields = form({ name: 'Ishaan Menon' });
    const { id } = (await register(fields, PNG_1PX)).json<{ id: number }>();
    const url = `/api/manage/students/${id}/id-card.pdf`;
    const before = await t.request({ method: 'GET', url, token: adminToken });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('ID card not generated yet.');
    await t.request({
      method: 'PATCH',
      url: `/api/manage/students/${id}/toggle-id`,
      token: adminToken,
      payload: { idCardGenerated: true },
    });
    const pdf = await t.request({ method: 'GET', url, token: adminToken });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // 85.6 x 54 mm in points.
    expect(text).toMatch(/\/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
    expect(text.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);

    const studentToken = await t.login('student', fields.email, fields.password);
    const own = await t.request({
      method: 'GET',
      url: '/api/auth/student/me/id-card.pdf',
      token: studentToken,
    });
    expect(own.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url, token: otherToken })).statusCode).toBe(404);
  });
});
