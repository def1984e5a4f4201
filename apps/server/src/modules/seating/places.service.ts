import {
  addDays,
  expandPlaceLabels,
  formatDay,
  holdSegments,
  sortByLabel,
  type TPlace,
  type TPlaceKind,
  type TSeatAvailability,
  type ZSeatAvailabilityQuery,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { seatsWithHolders } from './holds.queries.ts';
import {
  capacity,
  findPlace,
  heldUntil,
  insertPlaces,
  relabelLockerPlans,
  relabelSeatBookings,
  relabelSeatPlans,
  takenLabels,
  updatePlace,
} from './places.queries.ts';
import { findShift } from './plans.service.ts';

/** Refuses `adding` more active places of a kind than Settings' total allows. */
async function assertRoom(
  db: Db,
  adminId: number,
  kind: TPlaceKind,
  adding: number,
  message: (total: number, active: number) => string,
) {
  const room = await capacity(db, adminId, kind);
  if (room.active + adding > room.total) throw badRequest(message(room.total, room.active));
}

/** Bulk-creates places from labels such as 'A1-A40, B1-B10': new labels only, within Settings' total. */
export async function addPlaces(db: Db, adminId: number, kind: TPlaceKind, spec: string): Promise<TPlace[]> {
  let labels: string[];
  try {
    labels = expandPlaceLabels(spec);
  } catch (err) {
    throw badRequest((err as Error).message, { field: 'labels' });
  }
  const taken = await takenLabels(db, adminId, kind, labels);
  if (taken.length > 0) {
    throw conflict(`Already there: ${taken.slice(0, 10).join(', ')}${taken.length > 10 ? ', …' : ''}.`);
  }
  await assertRoom(
    db,
    adminId,
    kind,
    labels.length,
    (total, active) =>
      `Settings allow ${total} ${kind}s and ${active} exist: ${labels.length} more would pass the total. Raise the total in Settings first.`,
  );
  return insertPlaces(db, adminId, kind, labels);
}

/**
 * Renames a place (to a label not in use) or retires/brings it back: a place held by a plan or
 * booking from today on cannot retire, and bringing one back must stay within Settings' total.
 */
export async function changePlace(
  db: Db,
  actor: TenantActor,
  id: number,
  change: { label?: string; active?: boolean },
) {
  const adminId = actor.tenantId;
  const place = await findPlace(db, adminId, id);
  const { label, active } = change;
  if (label && label.toLowerCase() !== place.label.toLowerCase()) {
    if ((await takenLabels(db, adminId, place.kind, [label])).length > 0)
      throw conflict(`${label} already exists.`);
  }
  if (active === false && place.active) {
    const until = await heldUntil(db, place.id, actor.today);
    if (until) {
      throw conflict(
        `${place.label} is held until ${formatDay(until)}. End or move those plans and bookings before retiring it.`,
      );
    }
  }
  if (active === true && !place.active) {
    await assertRoom(
      db,
      adminId,
      place.kind,
      1,
      (total) => `Settings allow ${total} ${place.kind}s. Raise the total in Settings first.`,
    );
  }
  const row = await updatePlace(db, adminId, place.id, { label, active });
  // Plans and bookings keep the label they show; a renamed place's follow it.
  if (label) {
    await Promise.all([
      relabelSeatPlans(db, adminId, place.id, row.label),
      relabelLockerPlans(db, adminId, place.id, row.label),
      relabelSeatBookings(db, adminId, place.id, row.label),
    ]);
  }
  return { row, from: place.label };
}

/**
 * The library's active seats for the plan form's picker: free ones first, then those some plan or
 * booking holds at a minute of the shift (none: the whole day) on one of `days` days from
 * `starts_on` (default today), each in seat-number order.
 */
export async function seatAvailability(
  db: Db,
  actor: TenantActor,
  query: z.output<typeof ZSeatAvailabilityQuery>,
): Promise<TSeatAvailability[]> {
  const startsOn = query.starts_on ?? actor.today;
  const endsOn = addDays(startsOn, query.days - 1);
  const shift = query.shift_id ? await findShift(db, actor.tenantId, query.shift_id) : null;
  const segments = holdSegments({
    startsOn,
    endsOn,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
  });
  const rows = await seatsWithHolders(db, actor.tenantId, segments, query.plan_id ?? null);
  const seats = sortByLabel(rows, (r) => r.label).map((r) => ({
    id: r.id,
    label: r.label,
    free: !r.taken,
    holder: r.taken ? r.holder : null,
  }));
  return [...seats.filter((s) => s.free), ...seats.filter((s) => !s.free)];
}
