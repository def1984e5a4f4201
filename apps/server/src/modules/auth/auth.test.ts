import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings, sessions, staff, students } from '../../db/schema/index.ts';
import { buildAdmin, buildStaff, buildStudent, DEFAULT_PASSWORD, indianPhone } from '../../test/factories.ts';
import { createTestServer, SERVER_OF_ITS_OWN_MS, SUPERADMIN, type TestServer } from '../../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
const me = (token?: string, cookie?: string) =>
  t.request({ method: 'GET', url: '/api/auth/me', token, headers: cookie ? { cookie } : {} });

describe('login', () => {
  it('signs in each role and answers the session user with a token', async () => {
    const admin = await buildAdmin(t.db);
    const member = await buildStaff(t.db, { admin });
    const student = await buildStudent(t.db, { admin });
    const cases = [
      { role: 'superadmin', email: SUPERADMIN.email, password: SUPERADMIN.password, name: 'Super Admin' },
      { role: 'admin', email: admin.email, password: admin.password, name: admin.name },
      { role: 'staff', email: member.email, password: member.password, name: member.name },
      { role: 'student', email: student.email, password: student.password, name: student.name },
    ] as const;
    for (const c of cases) {
      const res = await post(`/api/auth/${c.role}/login`, {
        email: c.email.toUpperCase(),
        password: c.password,
      });
      expect(res.statusCode, c.role).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ role: c.role, email: c.email, name: c.name });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body).not.toHaveProperty('password_hash');
      expect(body).not.toHaveProperty('passwordHash');
    }
  });

  it('answers staff and students with their admin, as the spec calls read it', async () => {
    const admin = await buildAdmin(t.db);
    const member = await buildStaff(t.db, { admin });
    const res = await post('/api/auth/staff/login', { email: member.email, password: member.password });
    expect(res.json()).toMatchObject({
      admin_id: admin.id,
      admin_name: admin.name,
      admin_email: admin.email,
    });
    const student = await buildStudent(t.db, { admin });
    const s = await post('/api/auth/student/login', { email: student.email, password: student.password });
    expect(s.json()).toMatchObject({ admin_id: admin.id, student_id: student.studentId });
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const admin = await buildAdmin(t.db);
    const wrong = await post('/api/auth/admin/login', { email: admin.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/admin/login', {
      email: 'nobody@library.test',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it("does not let one role sign in through another role's endpoint", async () => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/student/login', { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(401);
  });

  it('says which field is wrong on bad input, never a 500', async () => {
    const res = await post('/api/auth/admin/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/email/i);
    expect(body.issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    const notJson = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
  });
});

describe('sessions', () => {
  it('sets an HttpOnly SameSite=Strict cookie that signs the browser in', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/admin/login', { email: admin.email, password: admin.password });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sd_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0] as string;
    const who = await me(undefined, cookie);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ role: 'admin', email: admin.email, join_code: admin.joinCode });
  });

  it('stores only a hash of the token', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(token);
    expect(rows.some((r) => r.tokenHash.length === 64)).toBe(true);
  });

  it('issues a new token at every login', async () => {
    const admin = await buildAdmin(t.db);
    const a = await t.login('admin', admin.email, admin.password);
    const b = await t.login('admin', admin.email, admin.password);
    expect(a).not.toBe(b);
  });

  it('answers 401 without a session and for a made-up token', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBeTruthy();
  });

  it('ends the session at logout', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    expect((await me(token)).statusCode).toBe(200);
    const out = await post('/api/auth/logout', {}, token);
    expect(out.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted account', async () => {
    const member = await buildStaff(t.db);
    const token = await t.login('staff', member.email, member.password);
    await t.db.delete(staff).where(eq(staff.id, member.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('registers a student with the institute join code, who can then sign in', async () => {
    const admin = await buildAdmin(t.db);
    const email = `new.student.${Date.now()}@mail.test`;
    const res = await post('/api/auth/student/register', {
      name: 'Neha Kulkarni',
      email,
      password: 'Evening-Shift-42',
      phone: indianPhone(),
      course: 'MPSC',
      join_code: admin.joinCode.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration successful. Please login.');
    const [row] = await t.db.select().from(students).where(eq(students.email, email));
    expect(row?.adminId).toBe(admin.id);
    expect(row?.studentId).toMatch(/^STU-\d{4}$/);
    const login = await post('/api/auth/student/login', { email, password: 'Evening-Shift-42' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unknown join code, a duplicate email and a common password', async () => {
    const admin = await buildAdmin(t.db);
    const base = { name: 'Kiran Rao', phone: indianPhone(), course: 'NEET', password: 'Morning-Batch-77' };
    const badCode = await post('/api/auth/student/register', {
      ...base,
      email: 'k1@mail.test',
      join_code: 'NOPE1234',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/join code/i);
    const existing = await buildStudent(t.db, { admin });
    const dup = await post('/api/auth/student/register', {
      ...base,
      email: existing.email,
      join_code: admin.joinCode,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already registered/);
    const common = await post('/api/auth/student/register', {
      ...base,
      email: 'k2@mail.test',
      password: 'password123',
      join_code: admin.joinCode,
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too common/);
    const short = await post('/api/auth/student/register', {
      ...base,
      email: 'k3@mail.test',
      password: 'short',
      join_code: admin.joinCode,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].field).toBe('password');
  });

  it("binds staff to the signed-in admin and refuses another admin's id", async () => {
    const admin = await buildAdmin(t.db);
    const other = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const body = {
      name: 'Suresh Pillai',
      email: `suresh.${Date.now()}@library.test`,
      password: 'Front-Desk-2026',
      phone: indianPhone(),
    };
    const res = await post('/api/auth/staff/register', body, token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration successful! Please login.');
    const [row] = await t.db.select().from(staff).where(eq(staff.email, body.email));
    expect(row?.adminId).toBe(admin.id);
    const foreign = await post(
      '/api/auth/staff/register',
      { ...body, email: 'x.y@library.test', admin_id: other.id },
      token,
    );
    expect(foreign.statusCode).toBe(403);
    const dup = await post('/api/auth/staff/register', body, token);
    expect(dup.statusCode).toBe(409);
    expect((await post('/api/auth/staff/register', body)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('lets a student change it with the current password, ending their other sessions', async () => {
    const student = await buildStudent(t.db);
    const token = await t.login('student', student.email, student.password);
    const wrong = await post('/api/auth/student/change-password', {
      email: student.email,
      currentPassword: 'not-it-at-all',
      newPassword: 'Library-Card-999',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/auth/student/change-password', {
      email: student.email,
      currentPassword: student.password,
      newPassword: 'Library-Card-999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed successfully. Please login with new password.');
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/student/login', { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/student/login', { email: student.email, password: 'Library-Card-999' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to change a password with only email and new password (DECISIONS.md)', async () => {
    const student = await buildStudent(t.db);
    const res = await post('/api/auth/student/change-password', {
      email: student.email,
      newPassword: 'Hijacked-Account-1',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await post('/api/auth/student/login', { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(200);
  });

  it("changes the signed-in staff member's password whatever id the path names", async () => {
    const a = await buildStaff(t.db);
    const b = await buildStaff(t.db, { admin: a.admin });
    const token = await t.login('staff', a.email, a.password);
    const res = await t.request({
      method: 'PUT',
      url: `/api/auth/staff/${b.id}`,
      token,
      payload: { oldPassword: a.password, newPassword: 'Check-In-Desk-12' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await post('/api/auth/staff/login', { email: a.email, password: 'Check-In-Desk-12' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/staff/login', { email: b.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    // The session that changed the password stays signed in.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('lets an admin and the superadmin change their own password', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/admin/setting/change-password',
      token,
      payload: { adminId: admin.id, oldPassword: admin.password, newPassword: 'Owner-Of-Library-5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully');
    const other = await t.request({
      method: 'PUT',
      url: '/api/auth/admin/setting/change-password',
      token,
      payload: {
        adminId: admin.id + 1000,
        oldPassword: 'Owner-Of-Library-5',
        newPassword: 'Owner-Of-Library-6',
      },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('global login switch', () => {
  it('refuses admin, staff and student sign-in and ends their open sessions; the superadmin still signs in', async () => {
    const student = await buildStudent(t.db);
    const member = await buildStaff(t.db, { admin: student.admin });
    const open = await t.login('student', student.email, student.password);
    await t.db.update(platformSettings).set({ loginEnabled: false });
    try {
      const refused = await post('/api/auth/staff/login', { email: member.email, password: member.password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/disabled/);
      const ended = await me(open);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toMatch(/disabled/);
      expect((await post('/api/auth/superadmin/login', SUPERADMIN)).statusCode).toBe(200);
    } finally {
      await t.db.update(platformSettings).set({ loginEnabled: true });
    }
    expect((await me(open)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/student/login', { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(200);
  });
});

describe('temporary passwords', () => {
  it('lets an account with a temporary password only reach "me" and the password change', async () => {
    const admin = await buildAdmin(t.db);
    const { admins } = await import('../../db/schema/index.ts');
    await t.db.update(admins).set({ mustChangePassword: true }).where(eq(admins.id, admin.id));
    const token = await t.login('admin', admin.email, admin.password);
    const who = await me(token);
    expect(who.json().must_change_password).toBe(true);
    const blocked = await post(
      '/api/auth/staff/register',
      { name: 'A B', email: 'ab@library.test', password: 'Valid-Pass-123', phone: indianPhone() },
      token,
    );
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/change your temporary password/);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/admin/setting/change-password',
      token,
      payload: { oldPassword: admin.password, newPassword: 'Brand-New-Secret-8' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(token)).json().must_change_password).toBe(false);
  });
});

describe('student password change from inside the app', () => {
  it(
    'keeps the session it was made from and ends the others',
    async () => {
      const t = await createTestServer();
      try {
        const student = await buildStudent(t.db);
        const here = await t.login('student', student.email, student.password);
        const elsewhere = await t.login('student', student.email, student.password);
        const res = await t.request({
          method: 'POST',
          url: '/api/auth/student/change-password',
          token: here,
          payload: {
            email: student.email,
            currentPassword: student.password,
            newPassword: 'Quiet-Corner-2031',
          },
        });
        expect(res.statusCode).toBe(200);
        expect((await t.request({ method: 'GET', url: '/api/auth/me', token: here })).statusCode).toBe(200);
        expect((await t.request({ method: 'GET', url: '/api/auth/me', token: elsewhere })).statusCode).toBe(
          401,
        );
      } finally {
        await t.close();
      }
    },
    SERVER_OF_ITS_OWN_MS,
  );
});

describe('language', () => {
  const setLanguage = (language: unknown, token?: string) =>
    t.request({ method: 'PUT', url: '/api/auth/me/language', token, payload: { language } });

  it("keeps each person's choice with their own account, for every role", async () => {
    const admin = await buildAdmin(t.db);
    const member = await buildStaff(t.db, { admin });
    const student = await buildStudent(t.db, { admin });
    const classmate = await buildStudent(t.db, { admin });
    const accounts = [
      ['superadmin', SUPERADMIN.email, SUPERADMIN.password],
      ['admin', admin.email, admin.password],
      ['staff', member.email, member.password],
      ['student', student.email, student.password],
    ] as const;
    for (const [role, email, password] of accounts) {
      const token = await t.login(role, email, password);
      expect((await me(token)).json().language, role).toBe('en');
      const res = await setLanguage('hi', token);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({ language: 'hi' });
      // A new sign-in (another device) answers the kept choice.
      const again = await post(`/api/auth/${role}/login`, { email, password });
      expect(again.json().language, role).toBe('hi');
      expect((await setLanguage('en', token)).statusCode, role).toBe(200);
    }
    // A classmate keeps their own choice.
    const other = await t.login('student', classmate.email, classmate.password);
    expect((await me(other)).json().language).toBe('en');
  });

  it('refuses a language the app does not have, and anonymous callers', async () => {
    const admin = await buildAdmin(t.db);
    const student = await buildStudent(t.db, { admin });
    const token = await t.login('student', student.email, student.password);
    for (const bad of ['fr', 'HI', '', null, 5, ['hi']]) {
      const res = await setLanguage(bad, token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/language/i);
    }
    expect((await setLanguage('hi')).statusCode).toBe(401);
    expect((await me(token)).json().language).toBe('en');
  });

  it('is allowed while a temporary password waits to be changed (the change page follows the language)', async () => {
    const admin = await buildAdmin(t.db);
    const student = await buildStudent(t.db, { admin });
    await t.db.update(students).set({ mustChangePassword: true }).where(eq(students.id, student.id));
    const token = await t.login('student', student.email, student.password);
    expect((await setLanguage('hi', token)).statusCode).toBe(200);
  });
});
