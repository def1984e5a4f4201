import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount } from '../auth/accounts.ts';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { createEmptyPostgresDatabase, testDbKind } from '../test/database.ts';
import { buildAdmin, buildStaff, DEFAULT_PASSWORD } from '../test/factories.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../test/server.ts';

let t: TestServer;
let root: string;
beforeAll(async () => {
  t = await createTestServer();
  root = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

describe('the directory of platform-wide keys (0037)', () => {
  it("moves a staff member's email on edit and frees it on delete, with the same 409 text", async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const add = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/staff/add',
        token,
        payload: { name: 'Meena Iyer', email, phone: '9876543210', password: 'Desk-Counter-2026' },
      });
    const first = await add('meena@library.test');
    expect(first.statusCode).toBe(201);
    const dup = await add('meena@library.test');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A staff member with this email already exists.');

    const id = first.json<{ id: number }>().id;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/auth/staff/edit/${id}`,
      token,
      payload: { name: 'Meena Iyer', email: 'meena.iyer@library.test', phone: '9876543210' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await add('meena.iyer@library.test')).statusCode).toBe(409);
    expect((await add('meena@library.test')).statusCode).toBe(201);
    expect((await t.login('staff', 'meena.iyer@library.test', 'Desk-Counter-2026')).length).toBeGreaterThan(
      0,
    );

    expect(
      (await t.request({ method: 'DELETE', url: `/api/auth/staff/delete/${id}`, token })).statusCode,
    ).toBe(200);
    expect((await add('meena.iyer@library.test')).statusCode).toBe(201);
  });

  it("deleting a library frees its owner's email and join code and its people's emails", async () => {
    const doomed = await buildAdmin(t.db);
    const member = await buildStaff(t.db, { admin: doomed });
    const gone = await t.request({
      method: 'DELETE',
      url: `/api/auth/admin/${doomed.id}?confirm=delete-all-data`,
      token: root,
    });
    expect(gone.statusCode).toBe(200);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select (select count(*) from account_emails where admin_id = ${doomed.id})
        + (select count(*) from join_codes where admin_id = ${doomed.id}) as n`),
    );
    expect(Number(left[0]?.n)).toBe(0);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/admin/add',
      token: root,
      payload: { name: 'Second Owner', email: doomed.email, password: 'Reading-Room-2026' },
    });
    expect(again.statusCode).toBe(201);
    const owner = await t.login('admin', doomed.email, 'Reading-Room-2026');
    const rehired = await t.request({
      method: 'POST',
      url: '/api/auth/staff/add',
      token: owner,
      payload: { name: member.name, email: member.email, phone: '9876543210', password: 'Desk-Counter-2026' },
    });
    expect(rehired.statusCode).toBe(201);
  });
});

describe('migration 0037 on a database with data', () => {
  // A database of its own, created and migrated step by step: minutes on a busy machine.
  it('fills the directory from the rows and clears links across libraries', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'studydesk-0037-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0033') || e.tag.startsWith('0037'));
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    const empty = testDbKind === 'postgres' ? await createEmptyPostgresDatabase() : null;
    const database = await openDatabase(empty ? { kind: 'postgres', url: empty.url } : { kind: 'pglite' });
    try {
      await database.migrate(folder);
      const { db } = database;
      await db.execute(sql`insert into admins (id, name, email, password_hash, join_code) overriding system value
        values (1, 'Asha', 'asha@lib.test', 'x', 'JOIN2345'), (2, 'Ravi', 'ravi@lib.test', 'x', 'JOIN6789')`);
      await db.execute(sql`insert into staff (id, admin_id, name, email, password_hash) overriding system value
        values (10, 1, 'Meena', 'meena@lib.test', 'x')`);
      await db.execute(sql`insert into students (id, admin_id, student_id, name, email, password_hash) overriding system value
        values (20, 1, 'STU-0001', 'Neha', 'neha@lib.test', 'x'), (21, 2, 'STU-0001', 'Kiran', 'kiran@lib.test', 'x')`);
      await db.execute(sql`insert into receipts (id, admin_id, number, student_id, customer_name, amount_paise, method,
        paid_on, collected_by_role, collected_by_id, collected_by_name, share_token) overriding system value
        values (30, 1, 1, 20, 'Neha', 5000, 'cash', '2026-12-01', 'admin', 1, 'Asha', 'tok-30')`);
      // A plan of library 1 naming library 2's student (never written by the app).
      await db.execute(sql`insert into seat_plans (id, admin_id, seat_number, student_id) overriding system value
        values (40, 1, 'A-1', 21), (41, 1, 'A-2', 20)`);

      await database.migrate();

      const directory = rowsOf<{ role: string; email: string; admin_id: number; user_id: number }>(
        await db.execute(sql`select role, email, admin_id, user_id from account_emails order by role, email`),
      );
      expect(directory).toEqual([
        { role: 'admin', email: 'asha@lib.test', admin_id: 1, user_id: 1 },
        { role: 'admin', email: 'ravi@lib.test', admin_id: 2, user_id: 2 },
        { role: 'staff', email: 'meena@lib.test', admin_id: 1, user_id: 10 },
        { role: 'student', email: 'kiran@lib.test', admin_id: 2, user_id: 21 },
        { role: 'student', email: 'neha@lib.test', admin_id: 1, user_id: 20 },
      ]);
      expect(rowsOf(await db.execute(sql`select code, admin_id from join_codes order by code`))).toEqual([
        { code: 'JOIN2345', admin_id: 1 },
        { code: 'JOIN6789', admin_id: 2 },
      ]);
      expect(
        rowsOf(await db.execute(sql`select share_token, admin_id, receipt_id from receipt_share_tokens`)),
      ).toEqual([{ share_token: 'tok-30', admin_id: 1, receipt_id: 30 }]);
      expect(rowsOf(await db.execute(sql`select id, student_id from seat_plans order by id`))).toEqual([
        { id: 40, student_id: null },
        { id: 41, student_id: 20 },
      ]);
      expect((await findAccount(db, 'student', { email: 'neha@lib.test' }))?.tenantId).toBe(1);
    } finally {
      await database.close();
      await empty?.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);
});
