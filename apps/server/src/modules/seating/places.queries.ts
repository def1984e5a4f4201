import { sortByLabel, type TPlaceKind } from '@studydesk/contract';
import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, holds, lockerPlans, places, seatBookings, seatPlans } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

/** The library's places of a kind that take holds (retired ones stay for history, inactive). */
export const activePlacesOf = (adminId: number | Placeholder, kind: TPlaceKind) =>
  and(ofTenant(places, adminId), eq(places.kind, kind), eq(places.active, true));

/** The library's seats or lockers in natural order ('A2' before 'A10'); retired ones on request. */
export async function listPlaces(db: Db, adminId: number, kind: TPlaceKind, withRetired: boolean) {
  const rows = await db
    .select({ id: places.id, kind: places.kind, label: places.label, active: places.active })
    .from(places)
    .where(
      and(
        ofTenant(places, adminId),
        eq(places.kind, kind),
        withRetired ? undefined : eq(places.active, true),
      ),
    );
  return sortByLabel(rows, (r) => r.label);
}

/** Active places of a kind, and the library's total for that kind from Settings. */
export async function capacity(db: Db, adminId: number, kind: TPlaceKind) {
  const [[row], [count]] = await Promise.all([
    db
      .select({ seats: admins.totalSeats, lockers: admins.totalLockers })
      .from(admins)
      .where(eq(admins.id, adminId)),
    db.select({ n: sql<number>`count(*)::int` }).from(places).where(activePlacesOf(adminId, kind)),
  ]);
  return { active: count?.n ?? 0, total: (kind === 'seat' ? row?.seats : row?.lockers) ?? 0 };
}

/** Labels among `labels` the library already uses for that kind (retired ones included). */
export async function takenLabels(db: Db, adminId: number, kind: TPlaceKind, labels: string[]) {
  const rows = await db
    .select({ label: places.label })
    .from(places)
    .where(
      and(
        ofTenant(places, adminId),
        eq(places.kind, kind),
        inArray(
          sql`lower(${places.label})`,
          labels.map((l) => l.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.label);
}

export async function insertPlaces(db: Db, adminId: number, kind: TPlaceKind, labels: string[]) {
  const rows = await db
    .insert(places)
    .values(labels.map((label) => ({ adminId, kind, label })))
    .returning({ id: places.id, kind: places.kind, label: places.label, active: places.active });
  return sortByLabel(rows, (r) => r.label);
}

export async function findPlace(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select()
    .from(places)
    .where(ownedBy(places, adminId, id));
  if (!row) throw notFound('Seat not found.');
  return row;
}

/** The last day a place is held from `today` on (null when nothing holds it now or later). */
export async function heldUntil(db: Db, placeId: number, today: string) {
  const [row] = await db
    .select({ until: sql<string | null>`(max(upper(${holds.days})) - 1)::text` })
    .from(holds)
    .where(and(eq(holds.placeId, placeId), sql`upper(${holds.days}) > ${today}::date`));
  return row?.until ?? null;
}

/** Renames or retires a place of the library (404 when it has none with that id). */
export async function updatePlace(
  db: Db,
  adminId: number,
  id: number,
  change: { label?: string; active?: boolean },
) {
  const [row] = await db
    .update(places)
    .set({ ...change, updatedAt: new Date() })
    .where(ownedBy(places, adminId, id))
    .returning({ id: places.id, kind: places.kind, label: places.label, active: places.active });
  if (!row) throw notFound('Seat not found.');
  return row;
}

/** The library's seat plans on place `placeId` take its new label. */
export async function relabelSeatPlans(db: Db, adminId: number, placeId: number, label: string) {
  await db
    .update(seatPlans)
    .set({ seatNumber: label })
    .where(and(ofTenant(seatPlans, adminId), eq(seatPlans.placeId, placeId)));
}

/** The library's locker plans on place `placeId` take its new label. */
export async function relabelLockerPlans(db: Db, adminId: number, placeId: number, label: string) {
  await db
    .update(lockerPlans)
    .set({ lockerNumber: label })
    .where(and(ofTenant(lockerPlans, adminId), eq(lockerPlans.placeId, placeId)));
}

/** The library's desk bookings of place `placeId` take its new label. */
export async function relabelSeatBookings(db: Db, adminId: number, placeId: number, label: string) {
  await db
    .update(seatBookings)
    .set({ seatNumber: label })
    .where(and(ofTenant(seatBookings, adminId), eq(seatBookings.placeId, placeId)));
}
