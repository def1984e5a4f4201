import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { buildAdmin, buildStudent } from '../test/factories.ts';
import type { Database } from './client.ts';
import { lockerPlans, seatPlans } from './schema/index.ts';

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

describe('seat plans', () => {
  it('refuse one seat held twice for overlapping dates and shift minutes, in one library only', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const other = await buildAdmin(db);
    const a = await buildStudent(db, { admin });
    const b = await buildStudent(db, { admin });
    const c = await buildStudent(db, { admin: other });
    const plan = (
      studentId: number,
      adminId: number,
      startsOn: string,
      endsOn: string,
      start: number,
      end: number,
    ) =>
      db.insert(seatPlans).values({
        adminId,
        seatNumber: 'A-12',
        studentId,
        startsOn,
        endsOn,
        startMinute: start,
        endMinute: end,
        pricePaise: 99_900,
      });

    expect(await sqlState(plan(a.id, admin.id, '2026-12-01', '2026-12-30', 480, 720))).toBeNull();
    // Overlapping dates and minutes: refused.
    expect(await sqlState(plan(b.id, admin.id, '2026-12-15', '2027-01-14', 600, 900))).toBe('23P01');
    // Same dates, the afternoon shift: allowed.
    expect(await sqlState(plan(b.id, admin.id, '2026-12-01', '2026-12-30', 720, 960))).toBeNull();
    // Morning again, but after the first plan ends: allowed.
    expect(await sqlState(plan(b.id, admin.id, '2026-12-31', '2027-01-29', 480, 720))).toBeNull();
    // The same seat number in another library is another seat.
    expect(await sqlState(plan(c.id, other.id, '2026-12-01', '2026-12-30', 480, 720))).toBeNull();
    // An inactive plan does not hold the seat.
    await expect(
      db.insert(seatPlans).values({
        adminId: admin.id,
        seatNumber: 'A-12',
        studentId: b.id,
        startsOn: '2026-12-01',
        endsOn: '2026-12-30',
        startMinute: 480,
        endMinute: 720,
        status: 'Inactive',
      }),
    ).resolves.toBeDefined();
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
  it('refuse one locker held twice on overlapping dates', async () => {
    const { db } = database;
    const admin = await buildAdmin(db);
    const a = await buildStudent(db, { admin });
    const b = await buildStudent(db, { admin });
    const hold = (studentId: number, startsOn: string, endsOn: string) =>
      db.insert(lockerPlans).values({
        adminId: admin.id,
        name: 'Monthly locker',
        lockerNumber: 'L-7',
        studentId,
        startsOn,
        endsOn,
        pricePaise: 19_900,
      });
    expect(await sqlState(hold(a.id, '2026-12-01', '2026-12-30'))).toBeNull();
    expect(await sqlState(hold(b.id, '2026-12-30', '2027-01-28'))).toBe('23P01');
    expect(await sqlState(hold(b.id, '2026-12-31', '2027-01-29'))).toBeNull();
  });
});
