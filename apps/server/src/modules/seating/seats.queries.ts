import { sortByLabel } from '@studydesk/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seats } from '../../db/schema/index.ts';
import { deleteOwned, ofTenant, ownedBy } from '../../db/tenant-rows.ts';

export type SeatSlotRow = typeof seats.$inferSelect;

export interface SeatSlot {
  seatNumber: string;
  shiftStart: string;
  shiftEnd: string;
}

/** The library's seat time slots by seat number as people count them (sortByLabel), then start. */
export async function listSeatSlots(db: Db, adminId: number) {
  const rows = await db
    .select()
    .from(seats)
    .where(ofTenant(seats, adminId))
    .orderBy(asc(seats.shiftStart), asc(seats.id))
    .limit(2000);
  // A stable sort: a seat's slots keep the database's order by start.
  return sortByLabel(rows, (r) => r.seatNumber);
}

/** Adds a time slot to the library (the seat number as its place is spelt). */
export async function insertSeatSlot(db: Db, adminId: number, slot: SeatSlot) {
  const [row] = await db
    .insert(seats)
    .values({ ...slot, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Whether the library has the time slot `id`. */
export async function seatSlotExists(db: Db, adminId: number, id: number) {
  const [mine] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(ownedBy(seats, adminId, id));
  return Boolean(mine);
}

/** Replaces a time slot of the library; null when it has none with that id. */
export async function updateSeatSlot(db: Db, adminId: number, id: number, slot: SeatSlot) {
  const [row] = await db
    .update(seats)
    .set(slot)
    .where(ownedBy(seats, adminId, id))
    .returning();
  return row ?? null;
}

export const deleteSeatSlot = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, seats, adminId, id, 'Seat not found.');
