import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAdminRow } from '../modules/admins/admins.queries.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildAdmin, buildPlaces, buildStudent } from '../test/factories.ts';
import { fillLibrary } from '../test/fill-library.ts';
import type { Database, Db } from './client.ts';
import * as schema from './schema/index.ts';
import { holds, lockerPlans, membershipPlans, seatBookings, seatPlans } from './schema/index.ts';

/** Rules the database itself enforces, so concurrent requests cannot both win. */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error). */
async function sqlState(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? 'unknown';
  }
}

describe('the seat ledger (holds)', () => {
  it('refuses two holds of one place sharing a day and a minute, overnight spill included', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const other = await buildAdmin(db);
    const [a12, a13] = await buildPlaces(db, admin, 'seat', ['A-12', 'A-13']);
    const [otherA12] = await buildPlaces(db, other, 'seat', ['A-12']);
    const [booking, otherBooking] = await db
      .insert(seatBookings)
      .values([
        { adminId: admin.id, staffName: 'Desk', seatNumber: 'A-12', bookingDate: '2026-12-01' },
        { adminId: other.id, staffName: 'Desk', seatNumber: 'A-12', bookingDate: '2026-12-01' },
      ])
      .returning({ id: seatBookings.id });
    // A hold names its library's place and booking (keys carry admin_id, 0037).
    const hold = (placeId: number, adminId: number, days: string, minutes: string) =>
      db.insert(holds).values({
        adminId,
        placeId,
        bookingId: (adminId === admin.id ? booking : otherBooking)?.id,
        days,
        minutes,
      });
    const seat = a12?.id ?? 0;
    expect(await sqlState(hold(seat, admin.id, '[2026-12-01,2026-12-30]', '[480,720)'))).toBeNull();
    // Overlapping days and minutes: refused.
    expect(await sqlState(hold(seat, admin.id, '[2026-12-15,2027-01-14]', '[600,900)'))).toBe('23P01');
    // Same days, the afternoon: allowed (ranges are half-open: 12:00 ends one and starts the next).
    expect(await sqlState(hold(seat, admin.id, '[2026-12-01,2026-12-30]', '[720,960)'))).toBeNull();
    // The morning again after the first hold ends: allowed.
    expect(await sqlState(hold(seat, admin.id, '[2026-12-31,2027-01-29]', '[480,720)'))).toBeNull();
    // The spill of a 20:00-06:00 night hold on 10 Jan into 11 Jan, 00:00-06:00, against 04:00-08:00 on 11 Jan.
    expect(await sqlState(hold(a13?.id ?? 0, admin.id, '[2027-01-11,2027-01-11]', '[0,360)'))).toBeNull();
    expect(await sqlState(hold(a13?.id ?? 0, admin.id, '[2027-01-11,2027-01-11]', '[240,480)'))).toBe(
      '23P01',
    );
    // The same seat number in another library is another place.
    expect(
      await sqlState(hold(otherA12?.id ?? 0, other.id, '[2026-12-01,2026-12-30]', '[480,720)')),
    ).toBeNull();
    // Another library's place cannot be held: the keys pair admin_id with the place.
    expect(await sqlState(hold(otherA12?.id ?? 0, admin.id, '[2027-06-01,2027-06-01]', '[0,60)'))).toBe(
      '23503',
    );
    // Windows stay within a day, days are bounded, and a hold names exactly one source.
    expect(await sqlState(hold(seat, admin.id, '[2030-01-01,2030-01-01]', '[1200,1500)'))).toBe('23514');
    expect(await sqlState(hold(seat, admin.id, '[2030-01-01,)', '[0,60)'))).toBe('23514');
    expect(
      await sqlState(
        db
          .insert(holds)
          .values({ adminId: admin.id, placeId: seat, days: '[2031-01-01,2031-01-01]', minutes: '[0,60)' }),
      ),
    ).toBe('23514');
  });

  it('keeps seat and locker labels unique per library whatever their case', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    await buildPlaces(db, admin, 'seat', ['B-1']);
    expect(await sqlState(buildPlaces(db, admin, 'seat', ['b-1']))).toBe('23505');
    expect(await sqlState(buildPlaces(db, admin, 'locker', ['B-1']))).toBeNull();
  });

  it('refuse negative prices and unknown statuses', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const bad = (values: Partial<typeof seatPlans.$inferInsert>) =>
      sqlState(db.insert(seatPlans).values({ adminId: admin.id, seatNumber: 'B-1', ...values }));
    expect(await bad({ pricePaise: -1 })).toBe('23514');
    expect(await bad({ status: 'Maybe' })).toBe('23514');
  });
});

describe('locker plans', () => {
  it('allow the same locker number in another library, refuse negative prices', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const other = await buildAdmin(db);
    const a = await buildStudent(db, { admin });
    const c = await buildStudent(db, { admin: other });
    const hold = (adminId: number, studentId: number, pricePaise = 0) =>
      db.insert(lockerPlans).values({
        adminId,
        name: 'Locker',
        lockerNumber: 'L-1',
        studentId,
        startsOn: '2026-12-01',
        endsOn: '2026-12-30',
        pricePaise,
      });
    expect(await sqlState(hold(admin.id, a.id))).toBeNull();
    expect(await sqlState(hold(other.id, c.id))).toBeNull();
    expect(await sqlState(hold(other.id, c.id, -100))).toBe('23514');
    expect(
      await sqlState(
        db.insert(membershipPlans).values({ adminId: admin.id, name: 'M', durationDays: 30, pricePaise: -1 }),
      ),
    ).toBe('23514');
  });
});

/** Every table with an admin_id column, by SQL name. */
const tenantTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'admin_id'));

async function rowsPerTable(db: Db, adminId: number) {
  const counts: Record<string, number> = {};
  for (const table of tenantTables) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`admin_id = ${adminId}`);
    counts[getTableName(table)] = Number(row?.n ?? -1);
  }
  return counts;
}

describe('deleting a library', () => {
  it('removes every row of that library, keeps the other library and the audit trail', async () => {
    const { db } = database;
    const gone = await buildAdmin(db);
    const kept = await buildAdmin(db);
    await fillLibrary(db, gone);
    await fillLibrary(db, kept);

    const before = await rowsPerTable(db, gone.id);
    // The fixture touches every tenant table, so a new table left out of it fails here.
    expect(Object.entries(before).filter(([, n]) => n < 1)).toEqual([]);
    expect(tenantTables.length).toBeGreaterThanOrEqual(21);

    // The directory and the sessions (not distributed, no key to admins) go by the app's delete.
    await deleteAdminRow(db, gone.id);

    const after = await rowsPerTable(db, gone.id);
    const { audit_log: auditLeft, ...rest } = after;
    expect(Object.entries(rest).filter(([, n]) => n !== 0)).toEqual([]);
    expect(auditLeft).toBe(1);
    expect(await rowsPerTable(db, kept.id)).toEqual(before);
  });
});
