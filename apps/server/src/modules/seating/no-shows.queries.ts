import type { THoldSegment } from '@studydesk/contract';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkins, holds, places, seatPlans, seatReleases } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { overlapsSegments } from './holds.queries.ts';
import { activePlacesOf } from './places.queries.ts';

export type SeatPlanRow = typeof seatPlans.$inferSelect;

/** The moment no-shows are judged: today in the library, and the latest shift start already missed. */
export interface NoShowMoment {
  today: string;
  /** A shift that started at or before this minute of today, plus the owner's minutes, is missed. */
  latestStart: number;
  timeZone: string;
}

/** The advisory lock class of a student's arrival (the student's id is the lock's second key). */
const ARRIVAL_LOCK = 7_310_413;

/**
 * Waits for, then takes until commit, the lock on a student's arrival: a check-in and a desk booking
 * giving their seat away take it before reading each other's rows, so one always sees the other.
 */
export async function lockArrival(db: Db, studentId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${ARRIVAL_LOCK}, ${studentId})`);
}

/**
 * Seat plans of the library (of `placeIds` when given) whose shift started today by
 * `at.latestStart`, still holding their seat today, whose student has not checked in today.
 * A plan without a shift (the whole day) has no start to miss.
 */
export function noShowPlans(db: Db, adminId: number, at: NoShowMoment, placeIds?: number[]) {
  const today = sql`${at.today}::date`;
  return db
    .select()
    .from(seatPlans)
    .where(
      and(
        ofTenant(seatPlans, adminId),
        eq(seatPlans.status, 'Active'),
        isNotNull(seatPlans.shiftId),
        isNotNull(seatPlans.studentId),
        sql`${seatPlans.startsOn} <= ${today} and ${seatPlans.endsOn} >= ${today}`,
        lte(seatPlans.startMinute, at.latestStart),
        placeIds ? inArray(seatPlans.placeId, placeIds) : undefined,
        // Today's shift is still the plan's (not given away already).
        sql`exists (select 1 from ${holds} where ${holds.adminId} = ${adminId}
          and ${holds.seatPlanId} = ${seatPlans.id} and ${holds.days} @> ${today}
          and lower(${holds.minutes}) = ${seatPlans.startMinute})`,
        sql`not exists (select 1 from ${checkins} where ${checkins.adminId} = ${adminId}
          and ${checkins.studentId} = ${seatPlans.studentId}
          and ${checkins.checkinTime} >= (${today})::timestamp at time zone ${at.timeZone}::text)`,
      ),
    );
}

/** Records that a plan gives its seat back on `day` (once). */
export async function insertRelease(db: Db, adminId: number, seatPlanId: number, day: string) {
  await db.insert(seatReleases).values({ adminId, seatPlanId, releasedOn: day }).onConflictDoNothing();
}

/** The days a plan gave back, which its holds leave out. */
export async function releasedDays(db: Db, adminId: number, seatPlanId: number) {
  const rows = await db
    .select({ day: sql<string>`${seatReleases.releasedOn}::text` })
    .from(seatReleases)
    .where(and(ofTenant(seatReleases, adminId), eq(seatReleases.seatPlanId, seatPlanId)));
  return rows.map((r) => r.day);
}

/** The student's seat plans that gave their seat back on `day`, earliest shift first. */
export function releasedPlansOf(db: Db, adminId: number, studentId: number, day: string) {
  return db
    .select({ plan: seatPlans })
    .from(seatReleases)
    .innerJoin(
      seatPlans,
      and(eq(seatPlans.adminId, seatReleases.adminId), eq(seatPlans.id, seatReleases.seatPlanId)),
    )
    .where(
      and(
        ofTenant(seatReleases, adminId),
        eq(seatReleases.releasedOn, day),
        eq(seatPlans.studentId, studentId),
      ),
    )
    .orderBy(seatPlans.startMinute, seatPlans.id);
}

export async function deleteRelease(db: Db, adminId: number, seatPlanId: number, day: string) {
  await db
    .delete(seatReleases)
    .where(
      and(
        ofTenant(seatReleases, adminId),
        eq(seatReleases.seatPlanId, seatPlanId),
        eq(seatReleases.releasedOn, day),
      ),
    );
}

/** The library's active seats no hold touches during `segments`. */
export function freeSeatsDuring(db: Db, adminId: number, segments: THoldSegment[]) {
  return db
    .select({ id: places.id, label: places.label })
    .from(places)
    .where(
      and(
        activePlacesOf(adminId, 'seat'),
        sql`not exists (select 1 from ${holds} where ${holds.adminId} = ${adminId}
          and ${holds.placeId} = ${places.id} and ${overlapsSegments(segments)})`,
      ),
    );
}
