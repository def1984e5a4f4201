import type { THoldSegment, TPlaceKind } from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds, lockerPlans, places, seatBookings, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { activePlacesOf } from './places.queries.ts';

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

/** The advisory lock class of a place's holds (any fixed number; the place's id is the lock's second key). */
const PLACE_HOLDS_LOCK = 7_310_412;

/** The library's seat or locker called `label` (any case, trimmed), active or not; null when none. */
export async function findPlaceByLabel(db: Db, adminId: number, kind: TPlaceKind, label: string) {
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
  return row ?? null;
}

/** Waits for, then takes until commit, the lock on writing a place's holds. */
export async function lockPlaceHolds(db: Db, placeId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${PLACE_HOLDS_LOCK}, ${placeId})`);
}

/** Removes every hold a plan or booking wrote (it no longer holds its place). */
export async function releaseHolds(db: Db, adminId: number, source: HoldSource) {
  await db.delete(holds).where(and(ofTenant(holds, adminId), sourceFilter(source)));
}

const daysOf = (s: THoldSegment) => `[${s.fromDay},${s.toDay}]`;
const minutesOf = (s: THoldSegment) => `[${s.fromMinute},${s.toMinute})`;

/** Writes `source`'s holds of `placeId`, one row per segment; the EXCLUDE constraint may refuse them. */
export async function insertHolds(
  db: Db,
  adminId: number,
  source: HoldSource,
  hold: { placeId: number; studentId: number | null; segments: THoldSegment[] },
) {
  await db.insert(holds).values(
    hold.segments.map((s) => ({
      adminId,
      placeId: hold.placeId,
      studentId: hold.studentId,
      ...sourceColumns(source),
      days: daysOf(s),
      minutes: minutesOf(s),
    })),
  );
}

/** A hold row sharing a day and a minute with one of `segments` (the EXCLUDE constraint's test). */
export const overlapsSegments = (segments: THoldSegment[]) =>
  sql`(${sql.join(
    segments.map(
      (s) =>
        sql`(${holds.days} && ${daysOf(s)}::daterange and ${holds.minutes} && ${minutesOf(s)}::int4range)`,
    ),
    sql` or `,
  )})`;

/** The first hold of `placeId` sharing a minute with `segments`: its student, dates and window. */
export async function findHoldInTheWay(db: Db, placeId: number, segments: THoldSegment[]) {
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
    .where(and(eq(holds.placeId, placeId), overlapsSegments(segments)))
    .limit(1);
  return row ?? null;
}

/**
 * The library's active seats, each with whether a hold shares a minute with `segments` and that
 * hold's student; the hold of seat plan `exceptPlanId` (the plan being edited) does not count.
 */
export async function seatsWithHolders(
  db: Db,
  adminId: number,
  segments: THoldSegment[],
  exceptPlanId: number | null,
) {
  const holder = db
    .select({
      taken: sql<boolean>`true`.as('taken'),
      student: sql<string | null>`${students.name}`.as('holder_name'),
    })
    .from(holds)
    .leftJoin(students, and(eq(students.adminId, holds.adminId), eq(students.id, holds.studentId)))
    .where(
      and(
        ofTenant(holds, adminId),
        eq(holds.placeId, places.id),
        overlapsSegments(segments),
        exceptPlanId === null ? undefined : sql`${holds.seatPlanId} is distinct from ${exceptPlanId}`,
      ),
    )
    .limit(1)
    .as('holder');
  return db
    .select({ id: places.id, label: places.label, taken: holder.taken, holder: holder.student })
    .from(places)
    .leftJoinLateral(holder, sql`true`)
    .where(activePlacesOf(adminId, 'seat'));
}
