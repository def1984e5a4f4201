import {
  addDays,
  formatShiftLabel,
  holdSegments,
  minuteOfTime,
  segmentsOverlap,
  shiftWindow,
  type TCockpit,
  timeOfMinute,
} from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../money.ts';
import { leadFigures } from '../public-pages/leads.queries.ts';
import { segmentOf } from '../seating/occupancy.queries.ts';
import { renewalWindow } from '../seating/plans.queries.ts';
import { activeShifts } from '../seating/shifts.queries.ts';
import {
  activeSeatCount,
  claimCockpitHistory,
  findCockpitHistory,
  monthlyCounts,
  receiptsByDay,
  seatHeldBefore,
  seatHoldsSince,
  singleFigures,
  storeCockpitHistory,
  topDebtors,
} from './cockpit.queries.ts';
import { countedWeekdays, type HeldSegment, seatsHeldByShiftAndWeekday } from './occupancy-heatmap.ts';

type CockpitCharts = TCockpit['charts'];
type ShiftRow = { id: number; name: string; start_time: string; end_time: string; duration_minutes: number };

const shiftRowsOf = (shiftList: Awaited<ReturnType<typeof activeShifts>>): ShiftRow[] =>
  shiftList.map((s) => ({
    id: s.id,
    name: s.name,
    start_time: s.startTime,
    end_time: s.endTime,
    duration_minutes: s.durationMinutes,
  }));
const labelsOf = (shiftRows: ShiftRow[]) =>
  new Map(
    shiftRows.map((s) => [
      s.id,
      formatShiftLabel({ name: s.name, startTime: s.start_time, endTime: s.end_time }),
    ]),
  );
const heldSegments = (seatHolds: Awaited<ReturnType<typeof seatHoldsSince>>) =>
  seatHolds.flatMap((h) => {
    const segment = segmentOf(h);
    return segment ? [{ placeId: h.placeId, active: h.active, ...segment }] : [];
  });
const percentOf = (totalSeats: number) => (held: number) =>
  totalSeats ? Math.round((held / totalSeats) * 1000) / 10 : 0;

/**
 * Every number of the owner's cockpit, from the ledgers: collections (receipts), dues (the money
 * ledger), seats (the seat ledger), check-ins, renewals, payments to confirm and admissions. What
 * moves during the day is read on every open; the charts come from `cockpitCharts`.
 */
export async function cockpit(
  db: Db,
  adminId: number,
  now: { today: string; minute: number; timeZone: string },
): Promise<TCockpit> {
  const { today, minute, timeZone } = now;
  const monthStart = `${today.slice(0, 8)}01`;
  const yesterday = addDays(today, -1);
  const [expiringFrom, expiringTo] = renewalWindow('expiring', today);
  const [lapsedFrom, lapsedTo] = renewalWindow('lapsed', today);
  const [money, top, shiftList, seatHolds, [figures], leads, charts] = await Promise.all([
    receiptsByDay(db, { adminId, from: monthStart < yesterday ? monthStart : yesterday }),
    topDebtors(db, { adminId }),
    activeShifts(db, { adminId }),
    seatHoldsSince(db, { adminId, today, from: today }),
    singleFigures(db, { adminId, today, timeZone, expiringFrom, expiringTo, lapsedFrom, lapsedTo }),
    leadFigures(db, adminId, { timeZone, weekFrom: mondayOf(today), from: addDays(today, -29) }),
    cockpitCharts(db, adminId, { today, timeZone }),
  ]);
  const shiftRows = shiftRowsOf(shiftList);
  const totalSeats = figures?.seats ?? 0;
  const percent = percentOf(totalSeats);
  const sumWhere = (keep: (r: (typeof money)[number]) => boolean) =>
    toRupees(money.filter(keep).reduce((s, r) => s + r.paise, 0));
  const byMethod = new Map<string, number>();
  for (const r of money.filter((m) => m.day === today))
    byMethod.set(r.method, (byMethod.get(r.method) ?? 0) + r.paise);
  const labels = labelsOf(shiftRows);
  // Active seats only count as held now and per shift today (a retired seat is no longer offered).
  const activeHeld = heldSegments(seatHolds).filter((h) => h.active);
  const occupiedNow = distinctSeats(
    activeHeld.filter(
      (h) => h.fromDay <= today && today <= h.toDay && h.fromMinute <= minute && minute < h.toMinute,
    ),
  );
  const heldToday = seatsHeldByShift(activeHeld, shiftRows, today);

  return {
    today,
    now: timeOfMinute(minute),
    collections: {
      today: sumWhere((r) => r.day === today),
      today_by_method: [...byMethod.entries()].map(([method, paise]) => ({
        method,
        amount: toRupees(paise),
      })),
      yesterday: sumWhere((r) => r.day === yesterday),
      month: sumWhere((r) => r.day >= monthStart),
    },
    dues: {
      total: toRupees(top[0]?.total ?? 0),
      students: top[0]?.n ?? 0,
      top: top.map((t) => ({ student_id: t.student_id, name: t.name, amount: toRupees(t.paise) })),
    },
    seats: {
      total: totalSeats,
      occupied_now: occupiedNow,
      free_now: Math.max(0, totalSeats - occupiedNow),
      by_shift: shiftRows.map((s) => {
        const seats = heldToday.get(s.id) ?? 0;
        return {
          shift_id: s.id,
          label: labels.get(s.id) ?? '',
          held: seats,
          free: Math.max(0, totalSeats - seats),
          percent: percent(seats),
        };
      }),
    },
    checkins_today: figures?.checked_in ?? 0,
    plans: { expiring_7_days: figures?.expiring ?? 0, lapsed_30_days: figures?.lapsed ?? 0 },
    payments_to_confirm: figures?.pending ?? 0,
    admissions_this_month: charts.admissions_renewals_12_months.at(-1)?.admissions ?? 0,
    leads: {
      new_this_week: leads.week,
      enquiries_30_days: leads.month,
      joined_30_days: leads.joined,
      conversion_percent: leads.month ? Math.round((leads.joined / leads.month) * 1000) / 10 : 0,
    },
    charts,
  };
}

/**
 * The cockpit's charts (30 days of collections, the heat map, 12 months of admissions and
 * renewals): kept in `cockpit_history` for the library day, until a write they count bumps its
 * version (a trigger in the writer's transaction, migration 0061), so any instance sees it.
 */
export async function cockpitCharts(
  db: Db,
  adminId: number,
  now: { today: string; timeZone: string },
): Promise<CockpitCharts> {
  const stored = await findCockpitHistory(db, adminId);
  if (stored?.body && stored.day === now.today && stored.bodyVersion === stored.version)
    return stored.body as CockpitCharts;
  // The version is read before the charts: a write committed after it leaves this body unstored.
  const version = await claimCockpitHistory(db, adminId);
  const body = await computeCharts(db, adminId, now);
  await storeCockpitHistory(db, adminId, { version, day: now.today, body });
  return body;
}

async function computeCharts(
  db: Db,
  adminId: number,
  { today, timeZone }: { today: string; timeZone: string },
): Promise<CockpitCharts> {
  const monthStart = `${today.slice(0, 8)}01`;
  const from30 = addDays(today, -29);
  const heatFrom = addDays(today, -27);
  const yearFrom = `${addDays(monthStart, -335).slice(0, 8)}01`;
  const [money, shiftList, seatHolds, [before], totalSeats, months12] = await Promise.all([
    receiptsByDay(db, { adminId, from: from30 }),
    activeShifts(db, { adminId }),
    seatHoldsSince(db, { adminId, today, from: heatFrom }),
    seatHeldBefore(db, { adminId, before: heatFrom }),
    activeSeatCount(db, adminId),
    monthlyCounts(db, { adminId, timeZone, from: yearFrom }),
  ]);
  const shiftRows = shiftRowsOf(shiftList);
  const held = heldSegments(seatHolds);
  // The heat map counts the days from the first a seat was held: before it, nothing to show.
  const firstHeld = before
    ? heatFrom
    : held.reduce<string | null>(
        (first, h) => (first === null || h.fromDay < first ? h.fromDay : first),
        null,
      );
  const paiseOn = new Map<string, number>();
  for (const r of money) paiseOn.set(r.day, (paiseOn.get(r.day) ?? 0) + r.paise);
  const admissions = months12.filter((r) => r.kind === 'admission');
  const renewalRows = months12.filter((r) => r.kind === 'renewal');
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(`${monthStart}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - (11 - i));
    return d.toISOString().slice(0, 7);
  });
  return {
    collections_30_days: Array.from({ length: 30 }, (_, i) => {
      const date = addDays(from30, i);
      return { date, amount: toRupees(paiseOn.get(date) ?? 0) };
    }),
    occupancy_heatmap: occupancyHeatmap(
      held,
      shiftRows,
      labelsOf(shiftRows),
      { from: heatFrom, firstHeld },
      percentOf(totalSeats),
    ),
    admissions_renewals_12_months: months.map((month) => ({
      month,
      admissions: admissions.find((a) => a.month === month)?.n ?? 0,
      renewals: renewalRows.find((r) => r.month === month)?.n ?? 0,
    })),
  };
}

const distinctSeats = (held: { placeId: number }[]) => new Set(held.map((h) => h.placeId)).size;

/** The Monday of a date's week (YYYY-MM-DD). */
function mondayOf(date: string) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Seats held per shift on `today` (a seat counted once per shift whatever its holds). */
function seatsHeldByShift(
  held: HeldSegment[],
  shiftRows: { id: number; start_time: string; duration_minutes: number }[],
  today: string,
) {
  return new Map(
    shiftRows.map((s) => {
      const windows = holdSegments(shiftWindow(today, minuteOfTime(s.start_time), s.duration_minutes));
      return [s.id, distinctSeats(held.filter((h) => windows.some((w) => segmentsOverlap(w, h))))];
    }),
  );
}

/**
 * Seats free today in each active shift, from the seat ledger as the cockpit counts them: what
 * the library's public page shows (active seats, less those held in the shift).
 */
export async function freeSeatsByShift(db: Db, adminId: number, today: string) {
  const [shiftList, seatHolds, total] = await Promise.all([
    activeShifts(db, { adminId }),
    seatHoldsSince(db, { adminId, today, from: today }),
    activeSeatCount(db, adminId),
  ]);
  const shiftRows = shiftList.map((s) => ({
    ...s,
    start_time: s.startTime,
    duration_minutes: s.durationMinutes,
  }));
  const held = seatHolds.flatMap((h) => {
    const segment = segmentOf(h);
    return segment && h.active ? [{ placeId: h.placeId, active: h.active, ...segment }] : [];
  });
  const byShift = seatsHeldByShift(held, shiftRows, today);
  return {
    total,
    shifts: shiftRows.map((s) => ({ shift: s, free: Math.max(0, total - (byShift.get(s.id) ?? 0)) })),
  };
}

/**
 * Average share of seats held per shift and weekday over the 28 days from `days.from`, counting
 * only the days from `days.firstHeld` on (null: no seat held yet); a weekday with none is null.
 */
function occupancyHeatmap(
  segments: HeldSegment[],
  shiftRows: { id: number; start_time: string; duration_minutes: number }[],
  labels: Map<number, string>,
  days: { from: string; firstHeld: string | null },
  percent: (held: number) => number,
) {
  const held = seatsHeldByShiftAndWeekday(segments, shiftRows, days.from);
  const counted = countedWeekdays(days.from, days.firstHeld);
  return shiftRows.flatMap((s) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const n = counted[weekday - 1] ?? 0;
      return {
        shift_id: s.id,
        label: labels.get(s.id) ?? '',
        weekday,
        percent: n ? percent((held.get(`${s.id}:${weekday}`) ?? 0) / n) : null,
      };
    }),
  );
}
