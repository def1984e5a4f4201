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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds, places, seatBookings, seatPlans, students } from '../../db/schema/index.ts';
import { holderWindowColumns } from './holds.queries.ts';
import { segmentColumns, segmentOf } from './occupancy.queries.ts';
import { activePlacesOf } from './places.queries.ts';
import { activeShifts } from './shifts.queries.ts';

/**
 * The holds of `placeIds` touching a date (or the morning after), with their plan or booking and
 * holder, by seat and then by start: a cell two holds share shows the earlier, and the holders
 * come in the same order whichever plan the database finds.
 */
function holdsOfSeats(db: Db, adminId: number, date: string, placeIds: number[]) {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
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
        eq(holds.adminId, adminId),
        inArray(holds.placeId, placeIds),
        // The days overlap [date, date + 1], written as bounds (holds_days: never empty or
        // unbounded), so the (admin, place, upper(days)) index (0030) finds them.
        sql`lower(${holds.days}) < ${date}::date + 2`,
        sql`upper(${holds.days}) > ${date}::date`,
      ),
    )
    .orderBy(holds.placeId, sql`lower(${holds.days})`, sql`lower(${holds.minutes})`);
}

/**
 * One page of the seat x shift grid of a date: the active shifts, the page's seats in seat-number
 * order (sortByLabel over the library's active seats), and every cell a hold touches with who
 * holds it.
 */
export async function seatGrid(
  db: Db,
  adminId: number,
  date: string,
  page: { limit: number; offset: number },
) {
  const [activeSeats, shiftRows] = await Promise.all([
    db.select({ id: places.id, label: places.label }).from(places).where(activePlacesOf(adminId, 'seat')),
    activeShifts(db, { adminId }),
  ]);
  const pageSeats = sortByLabel(activeSeats, (r) => r.label).slice(page.offset, page.offset + page.limit);
  const rows = await holdsOfSeats(
    db,
    adminId,
    date,
    pageSeats.map((r) => r.id),
  );
  const grid = shiftRows.map(({ id, name, startTime, endTime, durationMinutes }) => ({
    id,
    label: formatShiftLabel({ name, startTime, endTime }),
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
    total_seats: activeSeats.length,
    offset: page.offset,
    seats: [...seats.values()],
  };
}
