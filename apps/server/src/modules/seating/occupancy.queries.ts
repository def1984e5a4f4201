import { sortByLabel, type THoldSegment } from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds, places } from '../../db/schema/index.ts';
import { activePlacesOf } from './places.queries.ts';

/**
 * The map of a date: every active seat, occupied when a plan holds it at any minute of the day,
 * reserved when a desk booking does, else free; free today when no booking holds it that day and
 * every plan that does is a no-show's (`noShowsBySeat`: how many no-show plans hold each seat).
 */
export async function seatTiles(
  db: Db,
  adminId: number,
  date: string,
  noShowsBySeat: ReadonlyMap<number, number>,
) {
  const rows = await db
    .select({
      id: places.id,
      label: places.label,
      occupied: sql<boolean>`coalesce(bool_or(${holds.seatPlanId} is not null), false)`,
      reserved: sql<boolean>`coalesce(bool_or(${holds.bookingId} is not null), false)`,
      plans: sql<number>`count(distinct ${holds.seatPlanId})::int`,
    })
    .from(places)
    .leftJoin(
      holds,
      and(
        eq(holds.adminId, adminId),
        eq(holds.placeId, places.id),
        sql`${holds.days} @> ${date}::date`,
        // Implied by the line above: lets the probe of each seat start at its holds still running (0030).
        sql`upper(${holds.days}) > ${date}::date`,
      ),
    )
    .where(activePlacesOf(adminId, 'seat'))
    // The whole key (0037): the label and state depend on it.
    .groupBy(places.id, places.adminId);
  const status = (r: (typeof rows)[number]) =>
    !r.reserved && r.plans > 0 && noShowsBySeat.get(r.id) === r.plans
      ? ('free_today' as const)
      : r.occupied
        ? ('occupied' as const)
        : r.reserved
          ? ('reserved' as const)
          : ('free' as const);
  return sortByLabel(rows, (r) => r.label).map((r) => ({
    seat_id: r.id,
    seat_number: r.label,
    status: status(r),
  }));
}

/**
 * A hold's segment as columns ready to compare: first and last day (the range's upper bound is
 * exclusive), first minute and the minute after. PostgreSQL splits the ranges, not the app.
 */
export const segmentColumns = {
  fromDay: sql<string | null>`lower(${holds.days})::text`,
  toDay: sql<string | null>`(upper(${holds.days}) - 1)::text`,
  fromMinute: sql<number | null>`lower(${holds.minutes})`,
  toMinute: sql<number | null>`upper(${holds.minutes})`,
};

export type SegmentRow = {
  fromDay: string | null;
  toDay: string | null;
  fromMinute: number | null;
  toMinute: number | null;
};

/**
 * The segment read through segmentColumns, or null where there is no hold (a seat left-joined to
 * none) or PostgreSQL answers a bound as null (an unbounded or empty range).
 */
export function segmentOf(row: SegmentRow): THoldSegment | null {
  const { fromDay, toDay, fromMinute, toMinute } = row;
  if (fromDay === null || toDay === null || fromMinute === null || toMinute === null) return null;
  return { fromDay, toDay, fromMinute, toMinute };
}
