import {
  formatDay,
  holdSegments,
  type THoldWindow,
  type TPlaceKind,
  timeOfMinute,
} from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PG_EXCLUSION_VIOLATION, pgCode } from '../../db/pg-errors.ts';
import { holds, lockerPlans, places, seatBookings, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';

/** What wrote a hold: exactly one of a seat plan, a locker plan or a desk booking. */
export type HoldSource = { seatPlanId: number } | { lockerPlanId: number } | { bookingId: number };

const sourceColumns = (source: HoldSource) => ({
  seatPlanId: 'seatPlanId' in source ? source.seatPlanId : null,
  lockerPlanId: 'lockerPlanId' in source ? source.lockerPlanId : null,
  bookingId: 'bookingId' in source ? source.bookingId : null,
});

const sourceFilter = (source: HoldSource) =>
  'seatPlanId' in source
    ? eq(holds.seatPlanId, source.seatPlanId)
    : 'lockerPlanId' in source
      ? eq(holds.lockerPlanId, source.lockerPlanId)
      : eq(holds.bookingId, source.bookingId);

/**
 * The daily window of the plan or desk booking behind a hold (joined as `seat_plans` and
 * `seat_bookings`): what the grid's holder and a conflict's message show.
 */
export const holderWindowColumns = {
  planStart: seatPlans.startMinute,
  planEnd: seatPlans.endMinute,
  bookedOn: sql<string | null>`${seatBookings.bookingDate}::text`,
  bookedStart: seatBookings.startMinute,
  bookedEnd: seatBookings.endMinute,
};

const KIND_NAME: Record<TPlaceKind, string> = { seat: 'Seat', locker: 'Locker' };

/** The advisory lock class of a place's holds (any fixed number; the place's id is the lock's second key). */
const PLACE_HOLDS_LOCK = 7_310_412;

/** The library's active seat or locker called `label`; anything else is a 400 naming it. */
export async function findActivePlace(db: Db, adminId: number, kind: TPlaceKind, label: string) {
  const [row] = await db
    .select({ id: places.id, label: places.label, active: places.active })
    .from(places)
    .where(
      and(
        ofTenant(places, adminId),
        eq(places.kind, kind),
        sql`lower(${places.label}) = lower(${label.trim()})`,
      ),
    );
  if (!row) {
    throw badRequest(`${KIND_NAME[kind]} ${label} does not exist. Add it under Manage Seats first.`, {
      field: kind === 'seat' ? 'seat_number' : 'locker_number',
    });
  }
  if (!row.active) throw badRequest(`${KIND_NAME[kind]} ${row.label} is retired and cannot be held.`);
  return row;
}

/** Removes every hold a plan or booking wrote (it no longer holds its place). */
export async function releaseHolds(db: Db, adminId: number, source: HoldSource) {
  await db.delete(holds).where(and(ofTenant(holds, adminId), sourceFilter(source)));
}

/**
 * Makes `source` hold `placeId` over `window`, replacing what it held before. The database's
 * EXCLUDE constraint decides; a refusal becomes a 409 saying who holds the place and when.
 */
export async function placeHolds(
  db: Db,
  adminId: number,
  source: HoldSource,
  hold: {
    placeId: number;
    placeLabel: string;
    kind: TPlaceKind;
    studentId: number | null;
    window: THoldWindow;
  },
) {
  // One transaction at a time writes a place's holds, until it commits. Two writing at once could
  // each wait on the other's rows in the EXCLUDE check (a window past midnight is two rows), and
  // PostgreSQL then aborts one as a deadlock: a 500 instead of "taken", 15 of 50 simultaneous
  // holds of one seat in a test under load. Queued, the later one finds the earlier's rows: a 409.
  await db.execute(sql`select pg_advisory_xact_lock(${PLACE_HOLDS_LOCK}, ${hold.placeId})`);
  await releaseHolds(db, adminId, source);
  const rows = holdSegments(hold.window).map((s) => ({
    adminId,
    placeId: hold.placeId,
    studentId: hold.studentId,
    ...sourceColumns(source),
    days: `[${s.fromDay},${s.toDay}]`,
    minutes: `[${s.fromMinute},${s.toMinute})`,
  }));
  try {
    // A savepoint, so that the transaction can still read who holds the place after a refusal.
    await db.transaction(async (tx) => {
      await tx.insert(holds).values(rows);
    });
  } catch (err) {
    if (pgCode(err) !== PG_EXCLUSION_VIOLATION) throw err;
    const holder = await describeConflict(db, hold.placeId, rows);
    throw conflict(
      `${KIND_NAME[hold.kind]} ${hold.placeLabel} is already taken at that time${holder ? `: ${holder}` : ''}.`,
    );
  }
}

/** 'Ravi Kumar holds it 28 Nov 2026 – 27 Dec 2026, 20:00–06:00' for the first hold in the way. */
async function describeConflict(db: Db, placeId: number, rows: { days: string; minutes: string }[]) {
  const overlaps = sql.join(
    rows.map(
      (r) => sql`(${holds.days} && ${r.days}::daterange and ${holds.minutes} && ${r.minutes}::int4range)`,
    ),
    sql` or `,
  );
  const [row] = await db
    .select({
      student: students.name,
      planFrom: sql<string | null>`coalesce(${seatPlans.startsOn}, ${lockerPlans.startsOn})::text`,
      planTo: sql<string | null>`coalesce(${seatPlans.endsOn}, ${lockerPlans.endsOn})::text`,
      ...holderWindowColumns,
      bookedBy: seatBookings.staffName,
    })
    .from(holds)
    .leftJoin(seatPlans, eq(seatPlans.id, holds.seatPlanId))
    .leftJoin(lockerPlans, eq(lockerPlans.id, holds.lockerPlanId))
    .leftJoin(seatBookings, eq(seatBookings.id, holds.bookingId))
    .leftJoin(students, eq(students.id, holds.studentId))
    .where(and(eq(holds.placeId, placeId), sql`(${overlaps})`))
    .limit(1);
  if (!row) return null;
  const window = (start: number | null, end: number | null) =>
    start === null || end === null || (start === 0 && end === 1440)
      ? 'all day'
      : `${timeOfMinute(start)}–${timeOfMinute(end)}`;
  if (row.bookedOn) {
    const who = row.student ?? `a booking by ${row.bookedBy}`;
    return `${who} on ${formatDay(row.bookedOn)}, ${window(row.bookedStart, row.bookedEnd)}`;
  }
  const period =
    row.planFrom && row.planTo ? `${formatDay(row.planFrom)} – ${formatDay(row.planTo)}` : 'these dates';
  return `${row.student ?? 'another plan'} holds it ${period}, ${window(row.planStart, row.planEnd)}`;
}
