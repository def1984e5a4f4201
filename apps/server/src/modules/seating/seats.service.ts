import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { findActivePlace } from './holds.service.ts';
import { insertSeatSlot, type SeatSlot, seatSlotExists, updateSeatSlot } from './seats.queries.ts';

/** Adds a time slot to an active seat of the library, spelled as the seat is (400 when none). */
export async function addSeatSlot(db: Db, adminId: number, slot: SeatSlot) {
  const place = await findActivePlace(db, adminId, 'seat', slot.seatNumber);
  return insertSeatSlot(db, adminId, { ...slot, seatNumber: place.label });
}

/** Another library's slot is 404 before the seat number is looked at. */
export async function changeSeatSlot(db: Db, adminId: number, id: number, slot: SeatSlot) {
  if (!(await seatSlotExists(db, adminId, id))) throw notFound('Seat not found.');
  const place = await findActivePlace(db, adminId, 'seat', slot.seatNumber);
  const row = await updateSeatSlot(db, adminId, id, { ...slot, seatNumber: place.label });
  if (!row) throw notFound('Seat not found.');
  return row;
}
