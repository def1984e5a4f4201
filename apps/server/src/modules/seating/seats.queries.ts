import { sortByLabel } from '@studydesk/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seats } from '../../db/schema/index.ts';
import { deleteOwned, ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';
import { findActivePlace } from './holds.queries.ts';

export type SeatSlotRow = typeof seats.$inferSelect;

interface SeatSlot {
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

/** Adds a time slot to an active seat of the library, spelled as the seat is (400 when none). */
export async function insertSeatSlot(db: Db, adminId: number, slot: SeatSlot) {
  const place = await findActivePlace(db, adminId, 'seat', slot.seatNumber);
  const [row] = await db
    .insert(seats)
    .values({ ...slot, adminId, seatNumber: place.label })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Another library's slot is 404 before the seat number is looked at. */
export async function updateSeatSlot(db: Db, adminId: number, id: number, slot: SeatSlot) {
  const [mine] = await db
    .select({ id: seats.id })
    .from(seats)
    .where(ownedBy(seats, adminId, id));
  if (!mine) throw notFound('Seat not found.');
  const place = await findActivePlace(db, adminId, 'seat', slot.seatNumber);
  const [row] = await db
    .update(seats)
    .set({ ...slot, seatNumber: place.label })
    .where(ownedBy(seats, adminId, id))
    .returning();
  if (!row) throw notFound('Seat not found.');
  return row;
}

export const deleteSeatSlot = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, seats, adminId, id, 'Seat not found.');
