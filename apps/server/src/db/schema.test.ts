import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { type BuiltAdmin, buildAdmin, buildStaff, buildStudent } from '../test/factories.ts';
import type { Database, Db } from './client.ts';
import * as schema from './schema/index.ts';
import {
  admins,
  attendance,
  auditLog,
  bookIssues,
  checkins,
  events,
  feeHistory,
  institutes,
  invoices,
  lockerPlans,
  membershipPlans,
  payments,
  seatBookings,
  seatHistory,
  seatPlans,
  seats,
  sessions,
  shifts,
  staffInvoices,
  studentFees,
} from './schema/index.ts';

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
    // Another locker on the same dates: allowed.
    expect(
      await sqlState(
        db.insert(lockerPlans).values({
          adminId: admin.id,
          name: 'Monthly locker',
          lockerNumber: 'L-8',
          studentId: b.id,
          startsOn: '2026-12-01',
          endsOn: '2026-12-30',
        }),
      ),
    ).toBeNull();
  });

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

/** One row in every table of the library (staff and students included). */
async function fillLibrary(db: Db, admin: BuiltAdmin) {
  const student = await buildStudent(db, { admin });
  const member = await buildStaff(db, { admin });
  const adminId = admin.id;
  const studentId = student.id;
  const [shift] = await db
    .insert(shifts)
    .values({ adminId, startTime: '08:00', endTime: '12:00', durationMinutes: 240 })
    .returning({ id: shifts.id });
  await db.insert(institutes).values({ adminId, name: 'North branch' });
  await db.insert(seats).values({ adminId, seatNumber: 'A-1', shiftStart: '08:00', shiftEnd: '12:00' });
  await db.insert(seatPlans).values({
    adminId,
    seatNumber: 'A-1',
    shiftId: shift?.id,
    studentId,
    startsOn: '2026-12-01',
    endsOn: '2026-12-30',
    startMinute: 480,
    endMinute: 720,
    pricePaise: 150_000,
  });
  await db
    .insert(lockerPlans)
    .values({ adminId, name: 'Locker', lockerNumber: 'L-1', studentId, pricePaise: 20_000 });
  await db.insert(membershipPlans).values({ adminId, name: 'Monthly', durationDays: 30, pricePaise: 99_900 });
  await db.insert(studentFees).values({ adminId, studentId, seatPricePaise: 150_000, paidPaise: 50_000 });
  await db
    .insert(feeHistory)
    .values({ adminId, studentId, feesPaise: 150_000, paidPaise: 50_000, recordedOn: '2026-12-01' });
  await db
    .insert(seatHistory)
    .values({ adminId, studentId, seat: 'A-1', locker: 'L-1', recordedOn: '2026-12-01' });
  await db.insert(invoices).values({ adminId, studentId, amountPaise: 50_000, description: 'December seat' });
  await db.insert(staffInvoices).values({
    adminId,
    createdByStaffId: member.id,
    customerName: 'Walk-in',
    amountPaise: 5_000,
    dueDate: '2026-12-10',
  });
  await db.insert(payments).values({ adminId, studentId, amountPaise: 50_000 });
  await db
    .insert(bookIssues)
    .values({ adminId, studentId, bookTitle: 'Indian Polity', issueDate: '2026-12-01' });
  await db.insert(events).values({ adminId, title: 'Mock test', eventDate: '2026-12-20' });
  await db.insert(checkins).values({ adminId, studentId, createdByStaffId: member.id });
  await db
    .insert(attendance)
    .values({ adminId, studentId, studentName: student.name, attendanceDate: '2026-12-01' });
  await db.insert(seatBookings).values({
    adminId,
    staffId: member.id,
    staffName: member.name,
    seatNumber: 'A-2',
    bookingDate: '2026-12-01',
  });
  await db.insert(sessions).values({
    tokenHash: `hash-${adminId}-${Math.random()}`,
    role: 'admin',
    userId: adminId,
    adminId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db
    .insert(auditLog)
    .values({ adminId, action: 'student.create', actorRole: 'admin', actorId: adminId });
}

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

    await db.delete(admins).where(eq(admins.id, gone.id));

    const after = await rowsPerTable(db, gone.id);
    const { audit_log: auditLeft, ...rest } = after;
    expect(Object.entries(rest).filter(([, n]) => n !== 0)).toEqual([]);
    expect(auditLeft).toBe(1);
    expect(await rowsPerTable(db, kept.id)).toEqual(before);
  });
});
