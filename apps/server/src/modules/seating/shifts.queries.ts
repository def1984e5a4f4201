import { shiftMinutes } from '@studydesk/contract';
import { and, asc, eq, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { seatBookings, seatPlans, shifts } from '../../db/schema/index.ts';
import { deleteOwned, ownedBy, rowsOfTenant } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

export type ShiftRow = typeof shifts.$inferSelect;

export interface ShiftValues {
  name: string;
  startTime: string;
  endTime: string;
  status: string;
  /** Undefined leaves the stored price as it is. */
  pricePaise?: number | null;
}

/** The duration is derived, so a shift past midnight stores its true length. */
const withDuration = (values: ShiftValues) => ({
  ...values,
  durationMinutes: shiftMinutes(values.startTime, values.endTime),
});

/** The library's shifts by start time. */
export const listShifts = (db: Db, adminId: number) => rowsOfTenant(db, shifts, adminId, shifts.startTime);

/** A library's active shifts, and the day's order of shifts (the grid's columns, the cockpit's rows). */
export const activeShiftsOf = (adminId: Placeholder) =>
  and(eq(shifts.adminId, adminId), eq(shifts.status, 'Active'));
export const SHIFT_ORDER = [asc(shifts.startTime), asc(shifts.id)];

/** The library's active shifts in the day's order: prepared. */
export const activeShifts = preparedStatement((db: Db) =>
  db
    .select()
    .from(shifts)
    .where(activeShiftsOf(sql.placeholder('adminId')))
    .orderBy(...SHIFT_ORDER)
    .prepare('active_shifts'),
);

/** Another shift of the library with this name (whatever the case), or null. */
export async function shiftNamed(db: Db, adminId: number, name: string, exceptId: number | null) {
  const [clash] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.adminId, adminId),
        sql`lower(${shifts.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(shifts.id, exceptId),
      ),
    )
    .limit(1);
  return clash ?? null;
}

export async function insertShift(db: Db, adminId: number, values: ShiftValues) {
  const [row] = await db
    .insert(shifts)
    .values({ adminId, ...withDuration(values) })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateShift(db: Db, adminId: number, id: number, values: ShiftValues) {
  const [row] = await db
    .update(shifts)
    .set({ ...withDuration(values), updatedAt: new Date() })
    .where(ownedBy(shifts, adminId, id))
    .returning();
  if (!row) throw notFound('Shift not found.');
  return row;
}

/**
 * Plans and desk bookings of a shift show its label; after a rename they show the new name (with
 * the times they were made with, which a rename does not move).
 */
export async function relabelShift(db: Db, adminId: number, id: number, name: string) {
  for (const table of [seatPlans, seatBookings]) {
    await db
      .update(table)
      .set({ shiftLabel: sql`${name} || ' (' || ${splitTimes(table.shiftLabel)} || ')'` })
      .where(
        and(eq(table.adminId, adminId), eq(table.shiftId, id), sql`${table.shiftLabel} ~ ${TIMES_AT_END}`),
      );
  }
}

const TIMES_AT_END = '\\((\\d\\d:\\d\\d - \\d\\d:\\d\\d)\\)$';
const splitTimes = (column: typeof seatPlans.shiftLabel | typeof seatBookings.shiftLabel) =>
  sql`substring(${column} from ${TIMES_AT_END})`;

export const deleteShift = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, shifts, adminId, id, 'Shift not found.');

/** A shift of the library, or null. */
export async function findShiftOf(db: Db, adminId: number, id: number): Promise<ShiftRow | null> {
  const [row] = await db
    .select()
    .from(shifts)
    .where(ownedBy(shifts, adminId, id));
  return row ?? null;
}
