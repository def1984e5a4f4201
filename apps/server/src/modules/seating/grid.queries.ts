import {
  formatShiftLabel,
  holdSegments,
  minuteOfTime,
  segmentsOverlap,
  shiftWindow,
  sortByLabel,
  type TGridHolder,
  timeOfMinute,
} from '@studydesk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows, jsonRowsInOrder } from '../../db/json-rows.ts';
import { type PageOf, preparedPages, preparedStatement } from '../../db/prepared.ts';
import { ONE_ROW } from '../../db/rows.ts';
import { holds, places, seatBookings, seatPlans, shifts, students } from '../../db/schema/index.ts';
import { holderWindowColumns } from './holds.queries.ts';
import { type SegmentRow, segmentColumns, segmentOf } from './occupancy.queries.ts';
import { activePlacesOf } from './places.queries.ts';
import { activeShiftsOf, SHIFT_ORDER } from './shifts.queries.ts';

/** A hold of a page's seats, with its plan or booking and its holder. */
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

/** The holds as holdFields' arrays name them. */
function holdsOfRows(rows: unknown[][]): SeatHold[] {
  // A loop, not Object.fromEntries of pairs: that took 3-4 us a hold, a sixth of the grid's time.
  return rows.map((values) => {
    const hold: Record<string, unknown> = {};
    for (let i = 0; i < holdKeys.length; i++) hold[holdKeys[i] as string] = values[i];
    return hold as SeatHold;
  });
}

/**
 * The holds of the seats `ofSeats` names (a condition on holds.place_id) touching a date (or the
 * morning after), with their plan or booking and holder: as one JSON array (a page of 100 seats
 * has a few hundred holds of 16 fields, which Drizzle's mapping, field by field, made a tenth of
 * the grid's time).
 */
function holdsOfPlaces(db: Db, ofSeats: SQL) {
  return db
    .select({
      // By seat, then by start: a cell two holds share shows the earlier, and the holders come in
      // the same order whichever plan the database finds.
      holds: jsonRowsInOrder<unknown[]>(
        sql`${holds.placeId}, lower(${holds.days}), lower(${holds.minutes})`,
        ...Object.values(holdFields),
      ),
    })
    .from(holds)
    .leftJoin(seatPlans, eq(seatPlans.id, holds.seatPlanId))
    .leftJoin(seatBookings, eq(seatBookings.id, holds.bookingId))
    .leftJoin(students, eq(students.id, holds.studentId))
    .where(
      and(
        eq(holds.adminId, sql.placeholder('adminId')),
        ofSeats,
        // The days overlap [date, date + 1], written as bounds (holds_days: never empty or
        // unbounded): the plan kept for every page then reads the library's holds still running on
        // the date in (admin, place, upper(days)) (0030), index-only, instead of every hold of the
        // date from the (admin, days) GiST index and its rows from the table (1.0 -> 0.58 ms).
        sql`lower(${holds.days}) < ${sql.placeholder('date')}::date + 2`,
        sql`upper(${holds.days}) > ${sql.placeholder('date')}::date`,
      ),
    );
}
const holdsOfSeats = preparedStatement((db: Db) =>
  holdsOfPlaces(db, sql`${holds.placeId} = any(${sql.placeholder('placeIds')}::int[])`).prepare(
    'grid_holds_of_seats',
  ),
);

type ShiftRow = [id: number, startTime: string, endTime: string, durationMinutes: number];
type SeatRow = [id: number, label: string];

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
 * A page of the grid in one statement: how many active seats the library has, its shifts and,
 * where the database orders the page as sortByLabel does (`inOrder`), the page's seats in key
 * order (places.label_key, 0032: an index walk of places_admin_kind_key_idx) with their holds.
 * That is so when every active seat has a key and no two seats of the page, or a page's seat and
 * its neighbour past either end, share one: key order is then sortByLabel's for the page (seats
 * sharing a key elsewhere, "A1" and "a01", keep their places in both orders). Else it hands back
 * every active seat, for seatGrid to sort, and reads neither the page nor its holds.
 */
const gridPage = preparedPages('grid_page', (db: Db, page: PageOf) => {
  const adminId = sql.placeholder('adminId');
  const frame = db.$with('grid_frame').as(
    db
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        plain: sql<boolean>`count(*) = count(${places.labelKey})`.as('plain'),
      })
      .from(places)
      .where(activePlacesOf(adminId, 'seat')),
  );
  // The page and a neighbour each side, each seat beside the one before it and at its place in the
  // order (1, 2, ...): the walk stops after them.
  const inKeyOrder = sql`over (order by ${places.labelKey}, ${places.id})`;
  const around = db.$with('page_around').as(
    db
      .select({
        id: places.id,
        label: places.label,
        key: places.labelKey,
        before: sql<string | null>`lag(${places.labelKey}) ${inKeyOrder}`.as('before'),
        at: sql<number>`row_number() ${inKeyOrder}`.as('at'),
      })
      .from(places)
      .where(and(activePlacesOf(adminId, 'seat'), sql`(select ${frame.plain} from ${frame})`))
      .orderBy(places.labelKey, places.id)
      .limit(sql`${page.limit}::int + 2` as unknown as number)
      .offset(sql`greatest(${page.offset}::int - 1, 0)` as unknown as number),
  );
  const ordered = db.$with('grid_order').as(
    db
      .select({
        inOrder: sql<boolean>`(select ${frame.plain} from ${frame})
          and count(*) filter (where ${around.key} = ${around.before}) = 0`.as('in_order'),
      })
      .from(around),
  );
  const onPage = and(
    sql`${around.at} > ${page.offset}::int`,
    sql`${around.at} <= ${page.offset}::int + ${page.limit}::int`,
    sql`(select ${ordered.inOrder} from ${ordered})`,
  );
  const seatsOfPage = db
    .select({ seats: jsonRowsInOrder<SeatRow>(sql`${around.at}`, around.id, around.label) })
    .from(around)
    .where(onPage);
  const everySeat = db
    .select({ seats: jsonRows<SeatRow>(places.id, places.label) })
    .from(places)
    .where(activePlacesOf(adminId, 'seat'));
  const ofPage = sql`${holds.placeId} in (select ${sql.identifier('id')} from ${around} where ${onPage})`;
  return db
    .with(frame, around, ordered)
    .select({
      total: sql<number>`(select ${frame.total} from ${frame})`,
      inOrder: sql<boolean>`(select ${ordered.inOrder} from ${ordered})`,
      shifts: shiftsOfGrid(db),
      seats: sql<
        SeatRow[]
      >`(select case when ${ordered.inOrder} then (${seatsOfPage}) else (${everySeat}) end from ${ordered})`,
      holds: sql<unknown[][]>`(${holdsOfPlaces(db, ofPage)})`,
    })
    .from(ONE_ROW);
});

/**
 * One page of the seat x shift grid of a date: the active shifts, the page's seats in seat-number
 * order, and every cell a hold touches with who holds it. A library of 500 seats is read a page at
 * a time, in one statement (gridPage). Where the database orders the page (0032) that is all: Node
 * 0.80-0.88 -> 0.61-0.63 ms and PostgreSQL 1.27-1.31 -> 1.18-1.21 ms per request (688-732 ->
 * 849-889 req/s), where every page read all the seats to sort them here and their holds by a
 * second statement, which tested each of the library's 600 holds against the page's 100 seats.
 * Otherwise (a label that is not plain, or seats of the page sharing a key) the seats are sorted
 * here, as then, and the page's holds read by a second statement.
 */
export async function seatGrid(
  db: Db,
  adminId: number,
  date: string,
  page: { limit: number; offset: number },
) {
  const [frame] = await gridPage(db, { adminId, date }, page);
  let pageSeats = (frame?.seats ?? []).map(([id, label]) => ({ id, label }));
  let rows = holdsOfRows(frame?.holds ?? []);
  if (frame && !frame.inOrder) {
    pageSeats = sortByLabel(pageSeats, (r) => r.label).slice(page.offset, page.offset + page.limit);
    rows = pageSeats.length
      ? holdsOfRows(
          (await holdsOfSeats(db, { adminId, date, placeIds: pageSeats.map((r) => r.id) }))[0]?.holds ?? [],
        )
      : [];
  }
  const grid = (frame?.shifts ?? []).map(([id, startTime, endTime, durationMinutes]) => ({
    id,
    label: formatShiftLabel(startTime, endTime, durationMinutes),
    start_minute: minuteOfTime(startTime),
    duration_minutes: durationMinutes,
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
    total_seats: frame?.total ?? 0,
    offset: page.offset,
    seats: [...seats.values()],
  };
}
