import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { buildAdmin, buildStudent } from '../test/factories.ts';
import { createTestServer, type TestServer } from '../test/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t?.close());

/** Refusals are on the trail by the time the answer arrives. */
const trail = (action: string, where = eq(auditLog.action, action)) =>
  t.db.select().from(auditLog).where(where);

describe('refusals on the audit trail', () => {
  it('records a failed sign-in with the email tried', async () => {
    const admin = await buildAdmin(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: 'Not-The-Password-9' },
    });
    expect(res.statusCode).toBe(401);
    const rows = await trail('login.refused');
    expect(rows.find((r) => r.details?.email === admin.email)?.details).toMatchObject({ status: 401 });
  });

  it("records a signed-in caller reaching for another library's record", async () => {
    const admin = await buildAdmin(t.db);
    const stranger = await buildStudent(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const res = await t.request({ method: 'GET', url: `/api/manage/students/${stranger.id}`, token });
    expect(res.statusCode).toBe(404);
    const rows = await trail(
      'access.refused',
      and(eq(auditLog.action, 'access.refused'), eq(auditLog.actorId, admin.id)),
    );
    expect(rows[0]).toMatchObject({ actorRole: 'admin', adminId: admin.id });
    expect(rows[0]?.details).toMatchObject({ status: 404, route: '/api/manage/students/:id' });
  });
});

describe('in-session password change', () => {
  it('is throttled after five refused attempts, even with the right password', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, admin.password);
    const change = (oldPassword: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/admin/setting/change-password',
        token,
        payload: { oldPassword, newPassword: 'Fresh-Reading-Room-1' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Wrong-Guess-${i}0`)).statusCode).toBe(400);
    const refused = and(eq(auditLog.action, 'password.change.refused'), eq(auditLog.actorId, admin.id));
    expect(await t.db.select().from(auditLog).where(refused)).toHaveLength(5);
    const blocked = await change(admin.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed attempts. Try again in 15 minutes.');
  });
});
