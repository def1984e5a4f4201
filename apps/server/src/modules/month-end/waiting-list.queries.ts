import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { shifts, waitingList } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

const columns = {
  id: waitingList.id,
  studentId: waitingList.studentId,
  name: waitingList.name,
  phone: waitingList.phone,
  shiftId: waitingList.shiftId,
  shiftName: shifts.name,
  shiftStart: shifts.startTime,
  shiftEnd: shifts.endTime,
  note: waitingList.note,
  seatPlanId: waitingList.seatPlanId,
  createdAt: waitingList.createdAt,
};

const waiting = (adminId: number) => and(ofTenant(waitingList, adminId), isNull(waitingList.seatPlanId));

const selectEntries = (db: Db) =>
  db
    .select(columns)
    .from(waitingList)
    .leftJoin(shifts, and(eq(shifts.adminId, waitingList.adminId), eq(shifts.id, waitingList.shiftId)));

export type WaitingRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

/** A page of those still waiting, first come first. */
export function waitingPage(db: Db, adminId: number, page: { limit: number; offset: number }) {
  const rows = (p: { limit: number; offset: number }) =>
    selectEntries(db)
      .where(waiting(adminId))
      .orderBy(asc(waitingList.createdAt), asc(waitingList.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: waitingList.id }).from(waitingList).where(waiting(adminId));
  return pageAndCount(db, { rows, matching }, page);
}

/** Those still waiting in order (the first 500), to offer the seats that free up. */
export const waitingInOrder = (db: Db, adminId: number) =>
  selectEntries(db)
    .where(waiting(adminId))
    .orderBy(asc(waitingList.createdAt), asc(waitingList.id))
    .limit(500);

export async function findEntry(db: Db, adminId: number, id: number) {
  const [row] = await selectEntries(db).where(ownedBy(waitingList, adminId, id));
  return row ?? null;
}

export async function insertEntry(
  db: Db,
  adminId: number,
  values: { studentId: number | null; name: string; phone: string; shiftId: number | null; note: string },
) {
  const [row] = await db
    .insert(waitingList)
    .values({ adminId, ...values })
    .returning({ id: waitingList.id });
  return row?.id ?? 0;
}

export async function deleteEntry(db: Db, adminId: number, id: number) {
  const rows = await db
    .delete(waitingList)
    .where(ownedBy(waitingList, adminId, id))
    .returning({ id: waitingList.id });
  return rows.length > 0;
}

/** The entry was seated by a plan (it leaves the list); false when it already was. */
export async function markSeated(db: Db, adminId: number, id: number, seatPlanId: number) {
  const rows = await db
    .update(waitingList)
    .set({ seatPlanId })
    .where(and(ownedBy(waitingList, adminId, id), sql`${waitingList.seatPlanId} is null`))
    .returning({ id: waitingList.id });
  return rows.length > 0;
}
