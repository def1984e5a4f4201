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
      // An aliased field with a decoder of its own (count(*) comes as a string).
      rank: sql<number>`count(*) over ()`.mapWith(Number).as('rank'),
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
    expect(got[0]?.rank).toBe(3);
    expect(typeof got[0]?.since).toBe(typeof expected[0]?.since);
    expect(got[0]?.planId).toBeNull();
  });

  it('maps nested selections as Drizzle does, nulling what a left join missed and nothing else', async () => {
    const empty = await buildAdmin(database.db);
    const nested = (db: Db) =>
      db
        .select({
          library: { id: admins.id, name: admins.name },
          student: students,
          mixed: { student: students.name, library: admins.name, none: sql<null>`null` },
          renewals: sql<number>`0`.mapWith(Number),
        })
        .from(admins)
        .leftJoin(students, eq(students.adminId, admins.id))
        .where(sql`${admins.id} in (${sql.placeholder('adminId')}, ${sql.placeholder('emptyId')})`)
        .orderBy(admins.id, students.id);
    const params = { adminId, emptyId: empty.id };
    const drizzles = await nested(database.db).prepare('test_nested_drizzle').execute(params);
    const once = mapRowsOnce(nested(database.db).prepare('test_nested_once'));
    expect((once as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const got = await once.execute(params);
    expect(got).toEqual(drizzles);
    expect(got.map((r) => Object.keys(r))).toEqual(drizzles.map((r) => Object.keys(r)));
    // Three students with their library, then the library without any: its student is null, not
    // an object of nulls; a mixed object (two tables) and the library itself are never nulled.
    expect(got).toHaveLength(4);
    expect(got.slice(0, 3).every((r) => r.student?.adminId === adminId && r.student.image === null)).toBe(
      true,
    );
    expect(got[3]?.student).toBeNull();
    expect(got[3]?.mixed).toEqual({ student: null, library: empty.name, none: null });
  });

  it("leaves a selection nested deeper to Drizzle's mapping", () => {
    const deep = mapRowsOnce(
      database.db
        // Drizzle's types stop at one level; its mapping (and this guard) takes any depth.
        .select({ a: { b: { id: students.id } } } as never)
        .from(students)
        .prepare('test_rows_deep'),
    );
    expect((deep as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
