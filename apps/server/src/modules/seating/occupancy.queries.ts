import {
  formatShiftLabel,
  holdSegments,
  minuteOfTime,
  segmentsOverlap,
  shiftWindow,
  sortByLabel,
  type TGridHolder,
  type THoldSegment,
  timeOfMinute,
} from '@studydesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { holds, places, seatBookings, seatPlans, students } from '../../db/schema/index.ts';
import { holderWindowColumns } from './holds.queries.ts';
import { listPlaces } from './places.queries.ts';
import { activeShifts } from './shifts.queries.ts';

/**
 * The one-row map of a date: every active seat, occupied when a plan holds it at any minute of
 * the day, reserved when a desk booking does, else free. One query, one row: the tiles come as
 * one JSON array (decoded by the driver at once; 500 rows of four fields each were mapped field
 * by field).
 */
export async function seatTiles(db: Db, adminId: number, date: string) {
  const [row] = await tilesOfDay(db, { adminId, date });
  const rows = (row?.tiles ?? []).map(([id, label, occupied, reserved]) => ({
    id,
    label,
    occupied,
    reserved,
  }));
  return sortByLabel(rows, (r) => r.label).map((r) => ({
    seat_id: r.id,
    seat_number: r.label,
    status: r.occupied ? ('occupied' as const) : r.reserved ? ('reserved' as const) : ('free' as const),
  }));
}

// The map is every desk's first look at the day: a prepared statement (db/prepared.ts).
const tilesOfDay = preparedStatement((db: Db) => {
  const adminId = sql.placeholder('adminId');
  const tiles = db
    .select({
      id: places.id,
      label: places.label,
      occupied: sql<boolean>`coalesce(bool_or(${holds.seatPlanId} is not null), false)`.as('occupied'),
      reserved: sql<boolean>`coalesce(bool_or(${holds.bookingId} is not null), false)`.as('reserved'),
    })
    .from(places)
    .leftJoin(
      holds,
      and(
        eq(holds.adminId, adminId),
        eq(holds.placeId, places.id),
        sql`${holds.days} @> ${sql.placeholder('date')}::date`,
      ),
    )
    .where(and(eq(places.adminId, adminId), eq(places.kind, 'seat'), eq(places.active, true)))
    .groupBy(places.id)
    .as('tiles');
  return db
    .select({
      tiles: jsonRows<[id: number, label: string, occupied: boolean, reserved: boolean]>(
        tiles.id,
        tiles.label,
        tiles.occupied,
        tiles.reserved,
      ),
    })
    .from(tiles)
    .prepare('occupancy_tiles_of_day');
});

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

type SegmentRow = {
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

/** The holds of some seats touching a date (or the morning after), with their plan or booking and holder. */
const holdsOfSeats = preparedStatement((db: Db) =>
  db
    .select({
      placeId: holds.placeId,
      ...segmentColumns,
      seatPlanId: holds.seatPlanId,
      bookingId: holds.bookingId,
      studentId: students.id,
      studentName: students.name,
      planFrom: sql<string | null>`${seatPlans.startsOn}::text`,
      planTo: sql<string | null>`${seatPlans.endsOn}::text`,
      ...holderWindowColumns,
    })
    .from(holds)
    .leftJoin(seatPlans, eq(seatPlans.id, holds.seatPlanId))
    .leftJoin(seatBookings, eq(seatBookings.id, holds.bookingId))
    .leftJoin(students, eq(students.id, holds.studentId))
    .where(
      and(
        eq(holds.adminId, sql.placeholder('adminId')),
        sql`${holds.placeId} = any(${sql.placeholder('placeIds')}::int[])`,
        sql`${holds.days} && daterange(${sql.placeholder('date')}::date, ${sql.placeholder('date')}::date + 1, '[]')`,
      ),
    )
    .prepare('grid_holds_of_seats'),
);

/**
 * One page of the seat x shift grid of a date: the active shifts, the page's seats in seat-number
 * order, and every cell a hold touches with who holds it. A library of 500 seats is read a page at
 * a time: the seats' numbers (to order them), then the holds of the page's seats only.
 */
export async function seatGrid(
  db: Db,
  adminId: number,
  date: string,
  page: { limit: number; offset: number },
) {
  const [shiftRows, seatRows] = await Promise.all([
    activeShifts(db, { adminId }),
    listPlaces(db, adminId, 'seat', false),
  ]);
  const pageSeats = seatRows.slice(page.offset, page.offset + page.limit);
  const rows = pageSeats.length
    ? await holdsOfSeats(db, { adminId, date, placeIds: pageSeats.map((r) => r.id) })
    : [];
  const grid = shiftRows.map((s) => ({
    id: s.id,
    label: formatShiftLabel(s.startTime, s.endTime, s.durationMinutes),
    start_minute: minuteOfTime(s.startTime),
    duration_minutes: s.durationMinutes,
  }));
  const columns = [
    { id: null, segments: holdSegments(shiftWindow(date, 0, 1440)) },
    ...grid.map((s) => ({
      id: s.id,
      segments: holdSegments(shiftWindow(date, s.start_minute, s.duration_minutes)),
    })),
  ];
  const seats = new Map(
    pageSeats.map((r) => [
      r.id,
      { place_id: r.id, seat_number: r.label, cells: columns.map((): number | null => null) },
    ]),
  );
  const holders: TGridHolder[] = [];
  for (const r of rows) {
    const seat = seats.get(r.placeId);
    if (!seat) continue;
    const segment = segmentOf(r);
    if (!segment) continue;
    const booking = r.bookingId !== null;
    const [start, end] = booking ? [r.bookedStart, r.bookedEnd] : [r.planStart, r.planEnd];
    const holder: TGridHolder = {
      status: booking ? 'reserved' : 'occupied',
      source: booking ? ('booking' as const) : ('seat-plan' as const),
      source_id: (booking ? r.bookingId : r.seatPlanId) ?? 0,
      student_id: r.studentId,
      student_name: r.studentName,
      starts_on: (booking ? r.bookedOn : r.planFrom) ?? date,
      ends_on: (booking ? r.bookedOn : r.planTo) ?? date,
      window:
        start === null || end === null || (start === 0 && end === 1440)
          ? 'All day'
          : `${timeOfMinute(start)}–${timeOfMinute(end)}`,
    };
    let index = -1;
    columns.forEach((column, i) => {
      if (seat.cells[i] !== null || !column.segments.some((s) => segmentsOverlap(s, segment))) return;
      if (index < 0) index = holders.push(holder) - 1;
      seat.cells[i] = index;
    });
  }
  return {
    date,
    shifts: grid,
    holders,
    total_seats: seatRows.length,
    offset: page.offset,
    seats: [...seats.values()],
  };
}
