import { holdsOverlap, type THoldWindow } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../errors/http-errors.ts';
import { sessionNow } from '../../tenancy/library-clock.ts';
import { readNoShowRule } from '../settings/door-rules.queries.ts';
import { lockPlaceHolds } from './holds.queries.ts';
import {
  deleteRelease,
  insertRelease,
  lockArrival,
  type NoShowMoment,
  noShowPlans,
  type SeatPlanRow,
} from './no-shows.queries.ts';
import { syncSeatPlanHold } from './plans.service.ts';

/** A plan's shift on one day. */
export const shiftOn = (plan: SeatPlanRow, day: string): THoldWindow => ({
  startsOn: day,
  endsOn: day,
  startMinute: plan.startMinute,
  endMinute: plan.endMinute,
});

/**
 * When no-shows are judged on `date`: only today, with the owner's 'Free a no-show's seat for the
 * day' on and some shift start already past by their minutes; null otherwise (nothing is free today).
 */
export async function noShowMoment(db: Db, actor: TenantActor, date: string): Promise<NoShowMoment | null> {
  if (date !== actor.today) return null;
  const rule = await readNoShowRule(db, actor.tenantId);
  if (!rule.freeSeats) return null;
  const now = sessionNow(actor);
  const latestStart = now.minute - rule.afterMinutes;
  if (now.today !== date || latestStart < 0) return null;
  return { today: date, latestStart, timeZone: now.timeZone };
}

/**
 * Before the desk books `placeId` over `window` for today: each no-show's plan in the way gives that
 * day back (a seat_releases row, and its holds leave the day out), so the booking's hold fits beside
 * the plan's other days. Any other hold stays in the way, and the EXCLUDE constraint refuses the
 * booking as before. Returns the plans that gave the day back.
 */
export async function releaseNoShowsInTheWay(
  db: Db,
  actor: TenantActor,
  placeId: number,
  window: THoldWindow,
): Promise<number[]> {
  const at = await noShowMoment(db, actor, window.startsOn);
  if (!at) return [];
  const inTheWay = async () =>
    (await noShowPlans(db, actor.tenantId, at, [placeId])).filter((p) =>
      holdsOverlap(shiftOn(p, at.today), window),
    );
  const candidates = await inTheWay();
  if (candidates.length === 0) return [];
  // The students' arrivals, then the seat: a check-in takes them in that order too.
  const students = [...new Set(candidates.map((p) => p.studentId ?? 0))].sort((a, b) => a - b);
  for (const id of students) await lockArrival(db, id);
  await lockPlaceHolds(db, placeId);
  // Read again under the locks: a student who checked in meanwhile keeps their seat.
  const ids = new Set(candidates.map((p) => p.id));
  const released = (await inTheWay()).filter((p) => ids.has(p.id));
  for (const plan of released) {
    await insertRelease(db, actor.tenantId, plan.id, at.today);
    await syncSeatPlanHold(db, actor.tenantId, plan);
  }
  return released.map((p) => p.id);
}

/**
 * A late student's plan takes back the day it gave away, when its seat is still free for its shift
 * (the booking was cancelled, or took another part of the day); false when someone holds it.
 */
export async function takeBackDay(db: Db, adminId: number, plan: SeatPlanRow, day: string) {
  try {
    // A savepoint: a refusal leaves the release and the holds as they were.
    await db.transaction(async (tx) => {
      await deleteRelease(tx, adminId, plan.id, day);
      await syncSeatPlanHold(tx, adminId, plan);
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
}
