import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { buildAdmin, buildStudent } from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import { mapRowsOnce } from './row-mapper.ts';
import { admins, seatPlans, students } from './schema/index.ts';

let database: Database;
let adminId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const admin = await buildAdmin(database.db);
  adminId = admin.id;
  for (let i = 0; i < 3; i++) await buildStudent(database.db, { admin });
});
afterAll(async () => {
  await database?.close();
});

/** A flat selection of every kind of field Drizzle decodes: columns of each type, computed, aliased, a subquery. */
const flat = (db: Db) =>
  db
    .select({
      id: students.id,
      name: students.name,
      dob: students.dob,
      createdAt: students.createdAt,
      idCardGenerated: students.idCardGenerated,
      image: students.image,
      adminName: admins.name,
      planId: seatPlans.id,
      planPrice: seatPlans.pricePaise,
      plans:
        sql<number>`(select count(*) from ${seatPlans} where ${seatPlans.studentId} = ${students.id})`.mapWith(
          Number,
        ),
      total: sql<number>`(count(*) over ())::int`,
      label: sql<string>`${students.studentId} || ' ' || ${students.name}`.as('label'),
      since: sql<Date>`${students.createdAt}`.mapWith(students.createdAt),
      nothing: sql<null>`null`,
      tuple: sql<[number, string]>`json_build_array(${students.id}, ${students.name})`,
    })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .leftJoin(seatPlans, eq(seatPlans.studentId, students.id))
    .where(eq(students.adminId, sql.placeholder('adminId')))
    .orderBy(desc(students.id));

describe('mapRowsOnce', () => {
  it("maps a flat selection's rows exactly as Drizzle does, key for key and value for value", async () => {
    const drizzles = flat(database.db).prepare('test_rows_drizzle');
    const ours = mapRowsOnce(flat(database.db).prepare('test_rows_once'));
    expect((ours as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const [expected, got] = [await drizzles.execute({ adminId }), await ours.execute({ adminId })];
    expect(expected).toHaveLength(3);
    expect(got).toEqual(expected);
    expect(got.map((r) => Object.keys(r))).toEqual(expected.map((r) => Object.keys(r)));
    // The decoders ran: numbers from a count, the planner's dates as Drizzle reads them.
    expect(got[0]?.plans).toBe(0);
    expect(typeof got[0]?.since).toBe(typeof expected[0]?.since);
    expect(got[0]?.planId).toBeNull();
  });

  it("leaves a nested selection (a table whole, nulled when its join found nothing) to Drizzle's mapping", async () => {
    const nested = mapRowsOnce(
      database.db
        .select({ student: { id: students.id }, plan: seatPlans })
        .from(students)
        .leftJoin(seatPlans, eq(seatPlans.studentId, students.id))
        .where(eq(students.adminId, sql.placeholder('adminId')))
        .prepare('test_rows_nested'),
    );
    expect((nested as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await nested.execute({ adminId });
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.plan === null && typeof r.student.id === 'number')).toBe(true);
  });
});
