import type { TActivity, TAdminSummary, TInstitute, TStaffMember } from '@studydesk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_DISABLED_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../auth/messages.ts';
import { auditLog, institutes, sessions, staff, students } from '../../db/schema/index.ts';
import { buildAdmin, buildStaff, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../../test/server.ts';

let t: TestServer;
let root: string;

beforeAll(async () => {
  t = await createTestServer();
  root = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = root, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const total = async (url: string, token = root) =>
  (await call('GET', url, token)).json<{ total: number }>().total;
const auditCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

describe('organizations', () => {
  it('adds, renames, counts and deletes, refusing blanks and duplicates', async () => {
    const added = await call('POST', '/api/superadmin/organizations', root, {
      name: '  Pune Libraries Collective ',
    });
    expect(added.statusCode).toBe(201);
    const org = added.json<{ id: number; name: string }>();
    expect(org.name).toBe('Pune Libraries Collective');

    expect((await call('POST', '/api/superadmin/organizations', root, { name: '   ' })).statusCode).toBe(400);
    const duplicate = await call('POST', '/api/superadmin/organizations', root, {
      name: 'pune libraries collective',
    });
    expect(duplicate.statusCode).toBe(409);

    const renamed = await call('PUT', `/api/superadmin/organizations/${org.id}`, root, {
      name: 'Pune Reading Rooms',
    });
    expect(renamed.json()).toEqual({ id: org.id, name: 'Pune Reading Rooms' });
    expect(await total('/api/superadmin/organizations/count')).toBe(1);
    expect(await total('/api/auth/superadmin/organizations/count')).toBe(1);

    expect((await call('DELETE', `/api/superadmin/organizations/${org.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/superadmin/organizations/${org.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/superadmin/organizations')).json()).toEqual([]);
  });
});

describe('institutes', () => {
  it('belong to an admin picked by email; each library reads only its own', async () => {
    const own = await buildAdmin(t.db, { name: 'Saraswati Study Library' });
    const other = await buildAdmin(t.db);
    const body = {
      name: 'Saraswati - Kothrud',
      adminEmail: own.email,
      address: 'Karve Road, Pune',
      contact: '9876543210',
    };
    const created = await call('POST', '/api/superadmin/institutes', root, body);
    expect(created.statusCode).toBe(201);
    expect(created.json<TInstitute>()).toMatchObject({
      name: body.name,
      adminName: own.name,
      adminEmail: own.email,
    });
    await call('POST', '/api/superadmin/institutes', root, { name: 'Other Branch', adminEmail: other.email });

    const unknown = await call('POST', '/api/superadmin/institutes', root, {
      name: 'X',
      adminEmail: 'nobody@x.test',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No admin has that email.');

    const ownToken = await t.login('admin', own.email, DEFAULT_PASSWORD);
    const mine = (await call('GET', '/api/superadmin/institutes', ownToken)).json<TInstitute[]>();
    expect(mine.map((i) => i.name)).toEqual(['Saraswati - Kothrud']);
    expect((await call('GET', `/api/superadmin/institutes?email=${other.email}`, ownToken)).statusCode).toBe(
      403,
    );
    expect(await total(`/api/superadmin/institutes/count?role=admin&email=${own.email}`, ownToken)).toBe(1);

    const student = await buildStudent(t.db, { admin: own });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    expect((await call('GET', '/api/superadmin/institutes', studentToken)).json<TInstitute[]>()).toHaveLength(
      1,
    );

    const id = created.json<TInstitute>().id;
    const moved = await call('PUT', `/api/superadmin/institutes/${id}`, root, {
      ...body,
      adminEmail: other.email,
    });
    expect(moved.json<TInstitute>().adminEmail).toBe(other.email);
    expect((await call('GET', '/api/superadmin/institutes', ownToken)).json()).toEqual([]);
    expect((await call('DELETE', `/api/superadmin/institutes/${id}`)).statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('lists admins with the password masked and what each owns', async () => {
    const admin = await buildAdmin(t.db);
    await buildStudent(t.db, { admin });
    await buildStaff(t.db, { admin });
    const list = (await call('GET', '/api/auth/admin/all')).json<TAdminSummary[]>();
    const row = list.find((a) => a.id === admin.id);
    expect(row).toMatchObject({ email: admin.email, password: '********', students: 1, staff: 1 });
    expect(JSON.stringify(list)).not.toMatch(/argon2/);
  });

  it('deletes an admin who owns data only after the second confirmation, removing the whole library', async () => {
    const doomed = await buildAdmin(t.db);
    const survivor = await buildAdmin(t.db);
    const student = await buildStudent(t.db, { admin: doomed });
    await buildStaff(t.db, { admin: doomed });
    await buildStudent(t.db, { admin: survivor });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);

    const first = await call('DELETE', `/api/auth/admin/${doomed.id}`);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ requires_confirmation: true, students: 1, staff: 1 });
    expect((await call('GET', '/api/auth/me', studentToken)).statusCode).toBe(200);

    const auditBefore = await auditCount();
    const second = await call('DELETE', `/api/auth/admin/${doomed.id}?confirm=delete-all-data`);
    expect(second.json()).toEqual({ message: 'Admin deleted successfully!' });
    for (const table of [students, staff, institutes, sessions]) {
      const [left] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.adminId, doomed.id));
      expect(left?.n).toBe(0);
    }
    expect((await call('GET', '/api/auth/me', studentToken)).statusCode).toBe(401);
    const [kept] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(eq(students.adminId, survivor.id));
    expect(kept?.n).toBe(1);
    // The trail outlives the library and records the deletion itself.
    expect(await auditCount()).toBe(auditBefore + 1);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.delete'));
    expect(row).toMatchObject({ adminId: doomed.id, actorRole: 'superadmin', targetId: String(doomed.id) });
  });

  it('deletes an admin without data at once', async () => {
    const empty = await buildAdmin(t.db);
    expect((await call('DELETE', `/api/auth/admin/${empty.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/auth/admin/${empty.id}`)).statusCode).toBe(404);
  });

  it('resets a password to a one-time temporary one the admin must replace', async () => {
    const admin = await buildAdmin(t.db);
    const oldSession = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const reset = await call('POST', `/api/auth/admin/reset-password/${admin.id}`);
    const { tempPassword } = reset.json<{ tempPassword: string }>();
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);
    expect((await call('GET', '/api/auth/me', oldSession)).statusCode).toBe(401);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: DEFAULT_PASSWORD },
    });
    expect(old.statusCode).toBe(401);

    const temp = await t.login('admin', admin.email, tempPassword);
    expect((await call('GET', '/api/auth/me', temp)).json().must_change_password).toBe(true);
    const blocked = await call('GET', '/api/superadmin/institutes', temp);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    const changed = await call('PUT', '/api/auth/admin/setting/change-password', temp, {
      oldPassword: tempPassword,
      newPassword: 'My-Own-Library-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/superadmin/institutes', temp)).statusCode).toBe(200);
  });
});

describe('super admins', () => {
  it('adds one, refuses a duplicate, and never deletes the caller', async () => {
    const added = await call('POST', '/api/auth/superadmin', root, {
      email: 'second@studydesk.test',
      password: 'Second-Owner-2026',
    });
    expect(added.statusCode).toBe(201);
    const dup = await call('POST', '/api/auth/superadmin', root, {
      email: 'SECOND@studydesk.test',
      password: 'Second-Owner-2026',
    });
    expect(dup.statusCode).toBe(409);
    expect(await total('/api/auth/superadmin/count')).toBe(2);

    const me = (await call('GET', '/api/auth/me')).json<{ id: number }>();
    const self = await call('DELETE', `/api/auth/superadmin/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own super admin account.');

    const second = await t.login('superadmin', 'second@studydesk.test', 'Second-Owner-2026');
    const id = added.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/auth/superadmin/${id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    expect(await total('/api/auth/superadmin/count')).toBe(1);
  });
});

describe('global login switch', () => {
  it('refuses admin, staff and student sign-in and ends their sessions; the superadmin still signs in', async () => {
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const off = await call('POST', '/api/auth/superadmin/toggle-login', root, { enable: false });
    expect(off.json()).toEqual({ message: 'Login disabled successfully', login_enabled: false });
    expect((await call('GET', '/api/auth/superadmin/login-status')).json()).toEqual({ login_enabled: false });

    const open = await call('GET', '/api/auth/me', adminToken);
    expect(open.statusCode).toBe(401);
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: DEFAULT_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LOGIN_DISABLED_MESSAGE);
    await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);

    const on = await call('POST', '/api/auth/superadmin/toggle-login', root, { enable: true });
    expect(on.json().message).toBe('Login enabled successfully');
    await t.login('admin', admin.email, DEFAULT_PASSWORD);
  });
});

describe('directory and counts', () => {
  it('searches all staff across name, email, phone and the admin, paged', async () => {
    const admin = await buildAdmin(t.db, { name: 'Vidyarthi Kendra Library' });
    const member = await buildStaff(t.db, { admin });
    const byAdmin = await call('GET', '/api/auth/superadmin/super/all?q=vidyarthi kendra');
    expect(byAdmin.json<TStaffMember[]>().map((s) => s.id)).toEqual([member.id]);
    const byEmail = await call('GET', `/api/auth/superadmin/super/all?q=${member.email.slice(0, 12)}`);
    expect(byEmail.json<TStaffMember[]>().map((s) => s.email)).toContain(member.email);
    const page = await call('GET', '/api/auth/superadmin/super/all?limit=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it('pages all staff newest first with the platform total, past the last page too', async () => {
    const admin = await buildAdmin(t.db);
    for (let i = 0; i < 12; i++) await buildStaff(t.db, { admin });
    const newest = (
      await t.db.select({ id: staff.id }).from(staff).orderBy(desc(staff.createdAt), desc(staff.id))
    ).map((r) => r.id);
    const list = async (limit: number, offset: number) => {
      const res = await call('GET', `/api/auth/superadmin/super/all?limit=${limit}&offset=${offset}`);
      expect(res.statusCode, res.body).toBe(200);
      return {
        ids: res.json<TStaffMember[]>().map((m) => m.id),
        total: Number(res.headers['x-total-count']),
      };
    };
    // First pages of a usual size, deeper pages, another size, and past the end.
    for (const [limit, offset] of [
      [10, 0],
      [10, 10],
      [7, 0],
      [7, 7],
      [25, 0],
    ] as const) {
      expect(await list(limit, offset), `${limit}@${offset}`).toEqual({
        ids: newest.slice(offset, offset + limit),
        total: newest.length,
      });
    }
    expect(await list(10, 10_000)).toEqual({ ids: [], total: newest.length });
  });

  it('counts what the database holds', async () => {
    const [s] = await t.db.select({ n: sql<number>`count(*)::int` }).from(students);
    const [f] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    expect(await total('/api/auth/superadmin/students/count')).toBe(s?.n);
    expect(await total('/api/auth/superadmin/staff/count')).toBe(f?.n);
    const list = (await call('GET', '/api/auth/admin/all')).json<TAdminSummary[]>();
    expect(await total('/api/auth/superadmin/admins/count')).toBe(list.length);
    expect(await total('/api/auth/admin/count')).toBe(list.length);
  });
});

describe('audit trail', () => {
  it('records each change with who, tenant, action, target and IP; a refused change leaves nothing', async () => {
    const admin = await buildAdmin(t.db);
    const adminToken = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const before = await auditCount();
    const bad = await call('POST', '/api/auth/staff/register', adminToken, {
      name: 'X',
      email: 'bad',
      password: 'short',
      phone: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);

    const ok = await call('POST', '/api/auth/staff/register', adminToken, {
      name: 'Kavita Rao',
      email: `kavita.${Date.now()}@x.test`,
      password: 'Front-Desk-2026',
      phone: '9876501234',
    });
    const staffId = ok.json<{ id: number }>().id;
    const activities = (await call('GET', `/api/auth/superadmin/activities?admin_id=${admin.id}`)).json<
      TActivity[]
    >();
    expect(activities[0]).toMatchObject({
      actor_role: 'admin',
      actor_email: admin.email,
      admin_id: admin.id,
      admin_name: admin.name,
      action: 'staff.register',
      target_type: 'staff',
      target_id: String(staffId),
      ip: '127.0.0.1',
    });
    expect(activities[1]?.action).toBe('login');
  });

  it('filters by action, role and date range, newest first, paged', async () => {
    const logins = await call('GET', '/api/auth/superadmin/activities?role=all&action=login&limit=2');
    const rows = logins.json<TActivity[]>();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.action === 'login')).toBe(true);
    expect(Date.parse(rows[0]?.created_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(rows[1]?.created_at ?? ''),
    );
    expect(Number(logins.headers['x-total-count'])).toBeGreaterThan(2);

    const supers = (await call('GET', '/api/auth/superadmin/activities?role=superadmin&limit=500')).json<
      TActivity[]
    >();
    expect(supers.length).toBeGreaterThan(0);
    expect(supers.every((r) => r.actor_role === 'superadmin')).toBe(true);

    const future = await call('GET', '/api/auth/superadmin/activities?role=all&from=2099-01-01');
    expect(future.json()).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const window = await call(
      'GET',
      `/api/auth/superadmin/activities?role=all&from=2000-01-01&to=2099-12-31`,
    );
    expect(window.json<TActivity[]>().length).toBeGreaterThan(0);
    // Unfiltered (its own prepared statements): the same trail, total and order as every date.
    const everything = await call('GET', '/api/auth/superadmin/activities?role=all&limit=500');
    expect(everything.headers['x-total-count']).toBe(window.headers['x-total-count']);
    expect(everything.json<TActivity[]>().map((r) => r.id)).toEqual(
      window.json<TActivity[]>().map((r) => r.id),
    );
    const second = await call('GET', '/api/auth/superadmin/activities?role=all&limit=2&offset=1');
    expect(second.json<TActivity[]>().map((r) => r.id)).toEqual(
      everything
        .json<TActivity[]>()
        .slice(1, 3)
        .map((r) => r.id),
    );
    expect((await call('GET', `/api/auth/superadmin/activities?from=${today}x`)).statusCode).toBe(400);
    const actions = (await call('GET', '/api/auth/superadmin/activities/actions')).json<string[]>();
    expect(actions).toEqual(expect.arrayContaining(['login', 'staff.register', 'admin.delete']));
    // Every action of the trail once, sorted as PostgreSQL sorts them.
    const distinct = await t.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.action);
    expect(actions).toEqual(distinct.map((r) => r.action));
  });
});
