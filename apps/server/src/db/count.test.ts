import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { preparedTableTotal, preparedValueTotal } from './count.ts';
import { auditLog, organizations } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const addOrganizations = (from: number, to: number) =>
  database.db.execute(
    sql`insert into organizations (name) select 'Org ' || i from generate_series(${from}::int, ${to}::int) i`,
  );

describe('the total of a whole table', () => {
  it('counts when the estimate is under twice the cap, and past it answers the estimate uncounted', async () => {
    await addOrganizations(1, 8);
    await database.db.execute(sql`analyze organizations`);
    // Six rows gone that the estimate (8) still counts.
    await database.db.execute(
      sql`delete from organizations where name in ('Org 1', 'Org 2', 'Org 3', 'Org 4', 'Org 5', 'Org 6')`,
    );
    // Estimate 8 <= 2 x 10: counted exactly.
    expect(await preparedTableTotal(organizations, 'test_total_cap_10', 10)(database.db)).toBe(2);
    // Estimate 8 > 2 x 3: the estimate answers without a count (until autovacuum analyzes again).
    expect(await preparedTableTotal(organizations, 'test_total_cap_3', 3)(database.db)).toBe(8);
  });
});

describe('the total of one value of a column of few values', () => {
  const addActions = (role: string, n: number) =>
    database.db.execute(
      sql`insert into audit_log (actor_role, action) select ${role}, 'test.action' from generate_series(1, ${n}::int)`,
    );

  it("answers the statistics' estimate past twice the cap, and counts a value under it or unknown to them", async () => {
    await addActions('admin', 30);
    await addActions('staff', 2);
    await database.db.execute(sql`analyze audit_log`);
    // Twenty of the admins' rows gone that the statistics (30) still count.
    await database.db.execute(
      sql`delete from audit_log where id in (select id from audit_log where actor_role = 'admin' limit 20)`,
    );
    const capTen = preparedValueTotal(auditLog, auditLog.actorRole, 'test_role_total_cap_10', 10);
    const capTwenty = preparedValueTotal(auditLog, auditLog.actorRole, 'test_role_total_cap_20', 20);
    // Estimate 30 > 2 x 10: the estimate answers, uncounted (until autovacuum analyzes again).
    expect(await capTen(database.db, 'admin')).toBe(30);
    // Estimate 30 <= 2 x 20: counted exactly.
    expect(await capTwenty(database.db, 'admin')).toBe(10);
    // Estimate 2: counted; a value the statistics never saw: counted.
    expect(await capTen(database.db, 'staff')).toBe(2);
    expect(await capTen(database.db, 'student')).toBe(0);
    await addActions('student', 12);
    // Still unknown to the statistics: counted up to the cap, 11 read as "more than 10".
    expect(await capTen(database.db, 'student')).toBe(11);
  });
});
