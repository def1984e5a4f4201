import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildAdmin, buildStudent, TEST_DATA_KEY, validAadhaar } from '../test/factories.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../test/server.ts';

// Counts argon2 verifications, to show an unknown email pays for one as a known one does.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t?.close());

const HOST = 'localhost:80';
const ORIGIN = `http://${HOST}`;

async function adminCookie() {
  const admin = await buildAdmin(t.db);
  const token = await t.login('admin', admin.email, admin.password);
  return { admin, cookie: `sd_session=${token}`, token };
}

const studentForm = (n: number) => ({
  name: 'Kavya Iyer',
  email: `kavya.${n}.${Date.now()}@mail.test`,
  phone: '9876543210',
  aadhaar: validAadhaar(n),
  course: 'UPSC',
  password: 'Long-Enough-2026',
});

describe('cross-origin writes (DECISIONS.md)', () => {
  it('refuses a cookie-authenticated write from another origin or site, before it runs', async () => {
    const { cookie } = await adminCookie();
    for (const headers of [
      { origin: 'http://localhost:5555' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: ORIGIN },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/manage/students/register',
        headers: { host: HOST, cookie, ...headers },
        payload: studentForm(1),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe('Requests from other sites are not accepted.');
    }
  });

  it('accepts the same write from the app itself', async () => {
    const { cookie } = await adminCookie();
    const res = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      headers: { host: HOST, cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: studentForm(2),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses text/plain bodies (a form that needs no preflight)', async () => {
    const { cookie } = await adminCookie();
    const res = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      headers: { host: HOST, cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify(studentForm(3)),
    });
    expect(res.statusCode).toBe(415);
  });

  it('does not clear the session cookie on a 401 caused by another origin', async () => {
    const foreign = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { host: HOST, cookie: 'sd_session=stale', origin: 'http://localhost:5555' },
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const own = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      headers: { host: HOST, cookie: 'sd_session=stale' },
    });
    expect(own.statusCode).toBe(401);
    expect(String(own.headers['set-cookie'])).toContain('sd_session=;');
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  it('ids beyond the integer range are 404, in paths and bodies alike', async () => {
    const { token } = await adminCookie();
    for (const id of ['2147483648', '99999999999999999999', '-1', '0', '1e3']) {
      const res = await t.request({ method: 'GET', url: `/api/manage/students/${id}`, token });
      expect(res.statusCode, id).toBe(404);
    }
    const body = await t.request({
      method: 'POST',
      url: '/api/fees/assign',
      token,
      payload: { student_id: 2_147_483_648, seat_price: 10 },
    });
    expect(body.statusCode).toBe(400);
  });

  it('NUL in any text or query is a 400', async () => {
    const { token } = await adminCookie();
    const q = await t.request({ method: 'GET', url: '/api/manage/students?q=a%00b', token });
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe('Text may not contain NUL characters.');
    const body = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      token,
      payload: { ...studentForm(4), course: 'UP\u0000SC' },
    });
    expect(body.statusCode).toBe(400);
  });

  it('numbers are numbers or numeric strings only', async () => {
    const { token } = await adminCookie();
    for (const totalSeats of [true, [5], '0x10', '', null, { n: 1 }]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/auth/admin/setting/update-settings',
        token,
        payload: { totalSeats, totalLockers: 1 },
      });
      expect(res.statusCode, JSON.stringify(totalSeats)).toBe(400);
    }
  });

  it('a text field sent as an object is a 400, not "[object Object]"', async () => {
    const { token } = await adminCookie();
    const res = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      token,
      payload: { ...studentForm(5), course: { $gt: '' } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('deeply nested JSON (issue 32)', () => {
  /** An object whose one field holds arrays `depth - 1` deep: `depth` levels in all. */
  const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
  const TOO_DEEP = 'The request body is nested too deeply (at most 32 levels).';

  it('is a 400 before anything recurses: on a write with an Idempotency-Key, and on the sign-in', async () => {
    const { token } = await adminCookie();
    for (const depth of [33, 5_000, 100_000]) {
      const write = await t.request({
        method: 'POST',
        url: '/api/auth/staff/add',
        token,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${depth}` },
        payload: nested(depth),
      });
      expect(write.statusCode, `write ${depth}`).toBe(400);
      expect(write.json().message).toBe(TOO_DEEP);
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: nested(depth),
      });
      expect(signIn.statusCode, `sign-in ${depth}`).toBe(400);
      expect(signIn.json().message).toBe(TOO_DEEP);
    }
  });

  it('32 levels reach the route, whose own rules answer', async () => {
    const { token } = await adminCookie();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token,
      headers: { 'content-type': 'application/json' },
      payload: nested(32),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(TOO_DEEP);
  });
});

describe('control and text-direction characters (issue 32)', () => {
  const REFUSED = 'Cannot contain control or text-direction characters';

  it('a name or label holding one is a 400 naming the field, and nothing is stored', async () => {
    const { token } = await adminCookie();
    const cases: [string, string, object, string][] = [
      [
        'POST',
        '/api/auth/staff/add',
        {
          name: '\u001b[31mRavi\u001b[0m',
          email: 'ravi.ansi@desk.test',
          phone: '9876543211',
          password: 'Front-Desk-2026',
        },
        'name',
      ],
      ['POST', '/api/manage/students/register', { ...studentForm(7), name: 'Kavya \u202eIyer' }, 'name'],
      ['POST', '/api/manage/students/register', { ...studentForm(8), course: 'UPSC\u0007' }, 'course'],
      ['POST', '/api/places/bulk', { kind: 'seat', labels: 'A\u202e1' }, 'labels'],
      [
        'POST',
        '/api/desk-payments',
        { customer_name: 'Walk\u009b-in', amount: 50, method: 'cash' },
        'customer_name',
      ],
      ['POST', '/api/auth/plane', { name: 'Gold\u2066', duration_days: 30, price: 500 }, 'name'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await t.request({ method: method as 'POST', url, token, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(`${field}: ${REFUSED}`);
    }
    const students = await t.request({ method: 'GET', url: '/api/manage/students', token });
    expect(students.json()).toEqual([]);
    const staff = await t.request({ method: 'GET', url: '/api/auth/staff/all', token });
    expect(staff.json()).toEqual([]);
  });

  it('an address keeps its line breaks, and still refuses other controls', async () => {
    const { token } = await adminCookie();
    const bell = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      token,
      payload: { ...studentForm(9), address: '12 MG Road\u0007' },
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().message).toBe(`address: ${REFUSED}`);
    const ok = await t.request({
      method: 'POST',
      url: '/api/manage/students/register',
      token,
      payload: { ...studentForm(10), address: '12 MG Road\r\nIndiranagar\nBengaluru' },
    });
    expect(ok.statusCode).toBe(201);
    const detail = await t.request({ method: 'GET', url: `/api/manage/students/${ok.json().id}`, token });
    expect(detail.json().address).toBe('12 MG Road\nIndiranagar\nBengaluru');
  });
});

describe('passwords', () => {
  it('staff passwords follow the rules on add and edit', async () => {
    const { token } = await adminCookie();
    const staff = { name: 'Ravi Kumar', phone: '9876543211' };
    for (const password of ['abc', 'x'.repeat(129), 'y'.repeat(100_000)]) {
      const add = await t.request({
        method: 'POST',
        url: '/api/auth/staff/add',
        token,
        payload: { ...staff, email: `ravi.${password.length}@desk.test`, password },
      });
      expect(add.statusCode, `add ${password.length}`).toBe(400);
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token,
      payload: { ...staff, email: 'ravi.ok@desk.test', password: 'Front-Desk-2026' },
    });
    expect(ok.statusCode).toBe(201);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/auth/staff/edit/${ok.json().id}`,
      token,
      payload: { ...staff, email: 'ravi.ok@desk.test', password: 'abc' },
    });
    expect(edit.statusCode).toBe(400);
  });

  it('the superadmin password is kept exactly as typed, and eight spaces are refused', async () => {
    const token = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
    const change = (currentPassword: string, newPassword: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/superadmin/change-password',
        token,
        payload: { currentPassword, newPassword },
      });
    expect((await change(SUPERADMIN.password, ' '.repeat(8))).statusCode).toBe(400);
    expect((await change(SUPERADMIN.password, ' Spaced Out 2026 ')).statusCode).toBe(200);
    expect((await change(' Spaced Out 2026 ', SUPERADMIN.password)).statusCode).toBe(200);
  });

  it("an admin setting a student's password through the edit form ends the student's sessions", async () => {
    const student = await buildStudent(t.db);
    const studentToken = await t.login('student', student.email, student.password);
    const adminToken = await t.login('admin', student.admin.email, student.admin.password);
    const res = await t.request({
      method: 'PUT',
      url: `/api/manage/students/${student.id}`,
      token: adminToken,
      payload: { ...studentForm(6), email: student.email, password: 'Admin-Chosen-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: studentToken })).statusCode).toBe(
      401,
    );
  });

  it('the public student change-password call answers an unknown email as a wrong password', async () => {
    const student = await buildStudent(t.db);
    const body = { currentPassword: 'Not-The-Password-1', newPassword: 'Brand-New-Pass-2026' };
    const attempt = async (email: string) => {
      vi.mocked(verify).mockClear();
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/student/change-password',
        payload: { ...body, email },
      });
      return { status: res.statusCode, body: res.body, verifications: vi.mocked(verify).mock.calls.length };
    };
    const known = await attempt(student.email);
    const unknown = await attempt('nobody@mail.test');
    expect(known).toEqual({ status: 400, body: unknown.body, verifications: 1 });
    // Both pay one argon2 verification: the unknown email cannot be told apart by its time.
    expect(unknown).toEqual(known);
  });
});

describe('security headers', () => {
  it('sends the helmet headers and no HSTS over plain HTTP', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy that terminated HTTPS', async () => {
    const config = loadConfig(
      { TRUST_PROXY: 'true', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', DATA_KEY: TEST_DATA_KEY },
      '/nonexistent',
    );
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      const https = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
