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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds, places, planPauses, seatBookings, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { holderWindowColumns } from './holds.queries.ts';
import { segmentColumns, segmentOf } from './occupancy.queries.ts';
import { activePlacesOf } from './places.queries.ts';
import { activeShifts } from './shifts.queries.ts';

/**
 * The holds of `placeIds` touching a date (or the morning after), with their plan or booking and
 * holder, by seat and then by start, so that the holders, and each cell's list of them, come in
 * the same order whichever plan the database picks.
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

/** The approved pauses over `date` of the plans of `placeIds`, with each plan's student and window. */
function pausesOfSeats(db: Db, adminId: number, date: string, placeIds: number[]) {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      placeId: seatPlans.placeId,
      seatPlanId: planPauses.seatPlanId,
      seatKept: planPauses.seatKept,
      pauseFrom: sql<string>`${planPauses.startsOn}::text`,
      pauseTo: sql<string>`${planPauses.endsOn}::text`,
      studentId: students.id,
      studentName: students.name,
      planFrom: sql<string | null>`${seatPlans.startsOn}::text`,
      planTo: sql<string | null>`${seatPlans.endsOn}::text`,
      planStart: seatPlans.startMinute,
      planEnd: seatPlans.endMinute,
    })
    .from(planPauses)
    .innerJoin(
      seatPlans,
      and(eq(seatPlans.adminId, planPauses.adminId), eq(seatPlans.id, planPauses.seatPlanId)),
    )
    .leftJoin(students, and(eq(students.adminId, planPauses.adminId), eq(students.id, planPauses.studentId)))
    .where(
      and(
        ofTenant(planPauses, adminId),
        eq(planPauses.status, 'Approved'),
        inArray(seatPlans.placeId, placeIds),
        sql`${planPauses.startsOn} <= ${date}::date`,
        sql`${planPauses.endsOn} >= ${date}::date`,
      ),
    )
    .orderBy(planPauses.seatPlanId);
}

/** Whether every minute `segment` shares with the column's `columnSegments` falls in `shift`. */
function withinShift(segment: THoldSegment, columnSegments: THoldSegment[], shift: THoldSegment[]) {
  return columnSegments.every((c) => {
    if (!segmentsOverlap(c, segment)) return true;
    const shared = {
      fromDay: c.fromDay > segment.fromDay ? c.fromDay : segment.fromDay,
      toDay: c.toDay < segment.toDay ? c.toDay : segment.toDay,
      fromMinute: Math.max(c.fromMinute, segment.fromMinute),
      toMinute: Math.min(c.toMinute, segment.toMinute),
    };
    return shift.some(
      (n) =>
        n.fromDay <= shared.fromDay &&
        shared.toDay <= n.toDay &&
        n.fromMinute <= shared.fromMinute &&
        shared.toMinute <= n.toMinute,
    );
  });
}

/** Whether a daily window is the whole day (no shift). */
const wholeDay = (start: number | null, end: number | null) =>
  start === null || end === null || (start === 0 && end === 1440);

/** A holder's daily window as the grid names it. */
const windowOf = (start: number | null, end: number | null) => ({
  window: wholeDay(start, end) ? 'All day' : `${timeOfMinute(start ?? 0)}–${timeOfMinute(end ?? 0)}`,
  whole_day: wholeDay(start, end),
});

/**
 * One page of the seat x shift grid of a date: the active shifts, the page's seats in seat-number
 * order (sortByLabel over the library's active seats), and in every cell everyone holding the seat
 * then. `noShowsOf` names, of the page's seats, the plans whose student missed today's shift: a cell
 * only they hold during their shift today is free today.
 */
export async function seatGrid(
  db: Db,
  adminId: number,
  date: string,
  page: { limit: number; offset: number },
  noShowsOf: (placeIds: number[]) => Promise<ReadonlySet<number>>,
) {
  const [activeSeats, shiftRows] = await Promise.all([
    db.select({ id: places.id, label: places.label }).from(places).where(activePlacesOf(adminId, 'seat')),
    activeShifts(db, { adminId }),
  ]);
  const pageSeats = sortByLabel(activeSeats, (r) => r.label).slice(page.offset, page.offset + page.limit);
  const placeIds = pageSeats.map((r) => r.id);
  const [rows, noShows, pauses] = await Promise.all([
    holdsOfSeats(db, adminId, date, placeIds),
    placeIds.length ? noShowsOf(placeIds) : new Set<number>(),
    pausesOfSeats(db, adminId, date, placeIds),
  ]);
  const pauseOf = new Map(
    pauses.map((p) => [p.seatPlanId, { starts_on: p.pauseFrom, ends_on: p.pauseTo, seat_kept: p.seatKept }]),
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
      {
        place_id: r.id,
        seat_number: r.label,
        cells: columns.map(() => ({
          holders: [] as number[],
          free_today: false,
          held: false,
          paused: [] as number[],
        })),
      },
    ]),
  );
  const holders: TGridHolder[] = [];
  // Each plan or booking once, however many of its segments touch the date.
  const holderIndex = new Map<string, number>();
  const holderOf = (key: string, holder: () => TGridHolder) => {
    let index = holderIndex.get(key);
    if (index === undefined) {
      index = holders.push(holder()) - 1;
      holderIndex.set(key, index);
    }
    return index;
  };
  const planHolder = (
    seatPlanId: number,
    r: {
      studentId: number | null;
      studentName: string | null;
      planFrom: string | null;
      planTo: string | null;
    },
    start: number | null,
    end: number | null,
  ): TGridHolder => ({
    status: 'occupied',
    source: 'seat-plan',
    source_id: seatPlanId,
    student_id: r.studentId,
    student_name: r.studentName,
    starts_on: r.planFrom ?? date,
    ends_on: r.planTo ?? date,
    ...windowOf(start, end),
    pause: pauseOf.get(seatPlanId) ?? null,
  });
  for (const r of rows) {
    const seat = seats.get(r.placeId);
    const segment = segmentOf(r);
    if (!seat || !segment) continue;
    const booking = r.bookingId !== null;
    const [start, end] = booking ? [r.bookedStart, r.bookedEnd] : [r.planStart, r.planEnd];
    const key = booking ? `booking-${r.bookingId}` : `plan-${r.seatPlanId}`;
    // A no-show's plan frees the cells of its shift today, not the morning a night shift spills into.
    const noShowToday =
      !booking && r.seatPlanId !== null && noShows.has(r.seatPlanId) && start !== null && end !== null
        ? holdSegments(shiftWindow(date, start, end - start))
        : null;
    columns.forEach((column, i) => {
      const cell = seat.cells[i];
      if (!cell || !column.segments.some((s) => segmentsOverlap(s, segment))) return;
      const index = holderOf(key, () =>
        booking
          ? {
              status: 'reserved',
              source: 'booking',
              source_id: r.bookingId ?? 0,
              student_id: r.studentId,
              student_name: r.studentName,
              starts_on: r.bookedOn ?? date,
              ends_on: r.bookedOn ?? date,
              ...windowOf(start, end),
              pause: null,
            }
          : planHolder(r.seatPlanId ?? 0, r, start, end),
      );
      if (!cell.holders.includes(index)) cell.holders.push(index);
      const freed = noShowToday !== null && withinShift(segment, column.segments, noShowToday);
      // Free today while every hold in the cell is a no-show's shift of today.
      cell.free_today = (!cell.held || cell.free_today) && freed;
      cell.held = true;
    });
  }
  // A pause that freed the seat left the date out of the plan's holds: its cells name it apart.
  for (const p of pauses) {
    const seat = p.placeId === null ? undefined : seats.get(p.placeId);
    if (!seat || p.seatKept) continue;
    const today = holdSegments(shiftWindow(date, p.planStart, p.planEnd - p.planStart));
    columns.forEach((column, i) => {
      const cell = seat.cells[i];
      if (!cell || !column.segments.some((c) => today.some((s) => segmentsOverlap(c, s)))) return;
      cell.paused.push(
        holderOf(`plan-${p.seatPlanId}`, () => planHolder(p.seatPlanId, p, p.planStart, p.planEnd)),
      );
    });
  }
  return {
    date,
    shifts: grid,
    holders,
    total_seats: activeSeats.length,
    offset: page.offset,
    seats: [...seats.values()].map((seat) => ({
      ...seat,
      cells: seat.cells.map(({ holders: held, free_today, paused }) => ({
        holders: held,
        free_today,
        paused,
      })),
    })),
  };
}
