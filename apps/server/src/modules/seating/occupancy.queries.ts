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
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows, jsonRowsInOrder } from '../../db/json-rows.ts';
import { type PageOf, preparedPages, preparedStatement } from '../../db/prepared.ts';
import { ONE_ROW } from '../../db/rows.ts';
import { holds, places, seatBookings, seatPlans, shifts, students } from '../../db/schema/index.ts';
import { holderWindowColumns } from './holds.queries.ts';
import { activeShiftsOf, SHIFT_ORDER } from './shifts.queries.ts';

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
        // Implied by the line above: lets the probe of each seat start at its holds still running (0030).
        sql`upper(${holds.days}) > ${sql.placeholder('date')}::date`,
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

/** A hold of holdsOfSeats, with its plan or booking and its holder. */
type SeatHold = SegmentRow & {
  placeId: number;
  seatPlanId: number | null;
  bookingId: number | null;
  studentId: number | null;
  studentName: string | null;
  planFrom: string | null;
  planTo: string | null;
  planStart: number | null;
  planEnd: number | null;
  bookedOn: string | null;
  bookedStart: number | null;
  bookedEnd: number | null;
};
const holdFields = {
  placeId: holds.placeId,
  ...segmentColumns,
  seatPlanId: holds.seatPlanId,
  bookingId: holds.bookingId,
  studentId: students.id,
  studentName: students.name,
  planFrom: sql<string | null>`${seatPlans.startsOn}::text`,
  planTo: sql<string | null>`${seatPlans.endsOn}::text`,
  ...holderWindowColumns,
};
const holdKeys = Object.keys(holdFields) as Array<keyof SeatHold>;

/**
 * The holds of some seats touching a date (or the morning after), with their plan or booking and
 * holder: as one JSON array (a page of 100 seats has a few hundred holds of 16 fields, which
 * Drizzle's mapping, field by field, made a tenth of the grid's time).
 */
async function holdsOfSeats(db: Db, params: { adminId: number; date: string; placeIds: number[] }) {
  const [row] = await holdsOfSeatsStatement(db, params);
  return holdsOfRows(row?.holds ?? []);
}

/** The holds as holdFields' arrays name them. */
function holdsOfRows(rows: unknown[][]): SeatHold[] {
  // A loop, not Object.fromEntries of pairs: that took 3-4 us a hold, a sixth of the grid's time.
  return rows.map((values) => {
    const hold: Record<string, unknown> = {};
    for (let i = 0; i < holdKeys.length; i++) hold[holdKeys[i] as string] = values[i];
    return hold as SeatHold;
  });
}

/** The holds of the seats `ofSeats` names (a condition on holds.place_id) touching the date, as one JSON array. */
function holdsOfPlaces(db: Db, ofSeats: SQL) {
  return db
    .select({ holds: jsonRows<unknown[]>(...Object.values(holdFields)) })
    .from(holds)
    .leftJoin(seatPlans, eq(seatPlans.id, holds.seatPlanId))
    .leftJoin(seatBookings, eq(seatBookings.id, holds.bookingId))
    .leftJoin(students, eq(students.id, holds.studentId))
    .where(
      and(
        eq(holds.adminId, sql.placeholder('adminId')),
        ofSeats,
        // The days overlap [date, date + 1], written as bounds (holds_days: never empty or
        // unbounded): the plan kept for every page then probes the page's seats in (admin, place,
        // upper(days)) from their holds still running on the date (0030), index-only, instead of
        // reading every hold of the date from the (admin, days) GiST index and its rows from the
        // table (1.0 -> 0.58 ms).
        sql`lower(${holds.days}) < ${sql.placeholder('date')}::date + 2`,
        sql`upper(${holds.days}) > ${sql.placeholder('date')}::date`,
      ),
    );
}
const holdsOfSeatsStatement = preparedStatement((db: Db) =>
  holdsOfPlaces(db, sql`${holds.placeId} = any(${sql.placeholder('placeIds')}::int[])`).prepare(
    'grid_holds_of_seats',
  ),
);

/**
 * What every page of the grid starts from, in one statement: the library's active shifts in their
 * order, and its active seats (sorted by label in the app, see sortByLabel).
 */
const gridFrame = preparedStatement((db: Db) => {
  const activeSeats = db
    .select({ seats: jsonRows<[id: number, label: string]>(places.id, places.label) })
    .from(places)
    .where(activeSeatsOf(sql.placeholder('adminId')));
  return db
    .select({ seats: sql<Array<[id: number, label: string]>>`(${activeSeats})`, shifts: shiftsOfGrid(db) })
    .from(ONE_ROW)
    .prepare('grid_frame');
});

const activeSeatsOf = (adminId: Placeholder) =>
  and(eq(places.adminId, adminId), eq(places.kind, 'seat'), eq(places.active, true));

type ShiftRow = [id: number, startTime: string, endTime: string, durationMinutes: number];

/** The library's active shifts in their order, as one JSON array. */
function shiftsOfGrid(db: Db) {
  const shiftsInOrder = db
    .select({
      shifts: jsonRowsInOrder<ShiftRow>(
        sql.join(SHIFT_ORDER, sql`, `),
        shifts.id,
        sql`${shifts.startTime}::text`,
        sql`${shifts.endTime}::text`,
        shifts.durationMinutes,
      ),
    })
    .from(shifts)
    .where(activeShiftsOf(sql.placeholder('adminId')));
  return sql<ShiftRow[]>`(${shiftsInOrder})`;
}

/**
 * A page of the grid in one statement, where the database can order the seats as sortByLabel
 * does (0032): how many active seats there are and whether each has a key of its own (`inOrder`),
 * the shifts, the page's seats in key order (an index walk of places_admin_kind_key_idx) and their
 * holds. When `inOrder` is false the page and holds are not the app's order, and seatGrid reads
 * the frame and sorts instead.
 */
const gridInOrder = preparedPages('grid_in_order', (db: Db, page: PageOf) => {
  const adminId = sql.placeholder('adminId');
  const pageSeats = db
    .$with('page_seats')
    .as(
      db
        .select({ id: places.id, label: places.label, key: places.labelKey })
        .from(places)
        .where(activeSeatsOf(adminId))
        .orderBy(places.labelKey, places.id)
        .limit(page.limit)
        .offset(page.offset),
    );
  const seatsOfPage = db
    .select({
      seats: jsonRowsInOrder<[id: number, label: string]>(
        sql`${pageSeats.key}, ${pageSeats.id}`,
        pageSeats.id,
        pageSeats.label,
      ),
    })
    .from(pageSeats);
  // Each active seat beside the one before it in key order (the index's order: no sort), to
  // count those without a key and those sharing one.
  const keyed = db
    .select({
      key: places.labelKey,
      before: sql<string | null>`lag(${places.labelKey}) over (order by ${places.labelKey}, ${places.id})`.as(
        'before',
      ),
    })
    .from(places)
    .where(activeSeatsOf(adminId))
    .as('keyed');
  const keys = db
    .select({
      keys: sql`json_build_array(count(*)::int,
        count(*) = count(${keyed.key}) and count(*) filter (where ${keyed.key} = ${keyed.before}) = 0)`,
    })
    .from(keyed);
  const ofPage = sql`${holds.placeId} in (select ${sql.identifier('id')} from ${pageSeats})`;
  return db
    .with(pageSeats)
    .select({
      keys: sql<[total: number, inOrder: boolean]>`(${keys})`,
      shifts: shiftsOfGrid(db),
      seats: sql<Array<[id: number, label: string]>>`(${seatsOfPage})`,
      holds: sql<unknown[][]>`(${holdsOfPlaces(db, ofPage)})`,
    })
    .from(ONE_ROW);
});

/**
 * One page of the seat x shift grid of a date: the active shifts, the page's seats in seat-number
 * order, and every cell a hold touches with who holds it. A library of 500 seats is read a page at
 * a time, in one statement where the database keeps the seats' order (gridInOrder, 0032: Node
 * 0.81-1.04 -> 0.59-0.73 ms and PostgreSQL 1.26-1.42 -> 1.18-1.30 ms per request); else the
 * seats' numbers, sorted here, then the holds of the page's seats only.
 */
export async function seatGrid(
  db: Db,
  adminId: number,
  date: string,
  page: { limit: number; offset: number },
) {
  const [ordered] = await gridInOrder(db, { adminId, date }, page);
  const [totalSeats, inOrder] = ordered?.keys ?? [0, true];
  let pageSeats: Array<{ id: number; label: string }>;
  let rows: SeatHold[];
  let frameShifts = ordered?.shifts ?? [];
  let total = totalSeats;
  if (inOrder) {
    pageSeats = (ordered?.seats ?? []).map(([id, label]) => ({ id, label }));
    rows = holdsOfRows(ordered?.holds ?? []);
  } else {
    // Labels the database cannot order as the app does (two of them share a key): sorted here.
    const [frame] = await gridFrame(db, { adminId });
    const seatRows = sortByLabel(
      (frame?.seats ?? []).map(([id, label]) => ({ id, label })),
      (r) => r.label,
    );
    frameShifts = frame?.shifts ?? [];
    total = seatRows.length;
    pageSeats = seatRows.slice(page.offset, page.offset + page.limit);
    rows = pageSeats.length
      ? await holdsOfSeats(db, { adminId, date, placeIds: pageSeats.map((r) => r.id) })
      : [];
  }
  const shiftRows = frameShifts.map(([id, startTime, endTime, durationMinutes]) => ({
    id,
    startTime,
    endTime,
    durationMinutes,
  }));
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
    total_seats: total,
    offset: page.offset,
    seats: [...seats.values()],
  };
}
