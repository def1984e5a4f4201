import {
  addDays,
  formatShiftLabel,
  holdSegments,
  minuteOfTime,
  segmentsOverlap,
  shiftWindow,
  type TCockpit,
  type THoldSegment,
  timeOfMinute,
} from '@studydesk/contract';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkins,
  holds,
  ledgerEntries,
  lockerPlans,
  payments,
  places,
  receipts,
  seatPlans,
  shifts,
  students,
} from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';
import { segmentColumns, segmentOf } from '../seating/occupancy.queries.ts';
import { findRenewals } from '../seating/plans.queries.ts';

const balanceEffect = sql`case when ${ledgerEntries.entryType} in ('charge', 'refund') then ${ledgerEntries.amountPaise} else -${ledgerEntries.amountPaise} end`;

/** Seats (active) held by some hold at a minute of a day, or overlapping a shift's window on a day. */
const overlapsShift = (day: string) => sql`(
  (${holds.days} @> ${day}::date and ${holds.minutes} && int4range(s.start_minute, least(s.start_minute + s.duration_minutes, 1440)))
  or (s.start_minute + s.duration_minutes > 1440 and ${holds.days} @> (${day}::date + 1)
      and ${holds.minutes} && int4range(0, greatest(0, s.start_minute + s.duration_minutes - 1440))))`;

const activeShifts = (adminId: number) => sql`(
  select ${shifts.id} as id, ${shifts.startTime} as start_time, ${shifts.endTime} as end_time,
    (extract(hour from ${shifts.startTime}) * 60 + extract(minute from ${shifts.startTime}))::int as start_minute,
    ${shifts.durationMinutes} as duration_minutes
  from ${shifts} where ${shifts.adminId} = ${adminId} and ${shifts.status} = 'Active')`;

const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Every number of the owner's cockpit, from the ledgers: collections (receipts), dues (the money
 * ledger), seats (the seat ledger), check-ins, renewals, payments to confirm and admissions.
 */
export async function cockpit(
  db: Db,
  adminId: number,
  now: { today: string; minute: number; timeZone: string },
): Promise<TCockpit> {
  const { today, minute, timeZone } = now;
  const monthStart = `${today.slice(0, 8)}01`;
  const from30 = addDays(today, -29);
  const moneyFrom = monthStart < from30 ? monthStart : from30;
  const heatFrom = addDays(today, -27);
  const yearFrom = `${addDays(monthStart, -335).slice(0, 8)}01`;
  const localDay = (column: typeof checkins.checkinTime | typeof students.createdAt) =>
    sql`(${column} at time zone ${timeZone})::date`;
  // The library's holds joined to their places, filtered to seats (not lockers) and `more`.
  const onPlace = and(ofTenant(places, adminId), eq(places.id, holds.placeId));
  const ofSeats = (...more: SQL[]) => and(ofTenant(holds, adminId), eq(places.kind, 'seat'), ...more);

  const [
    money,
    debtors,
    [seatCount],
    [occupied],
    byShift,
    [checkedIn],
    [pending],
    heat,
    admissions,
    renewals,
    expiring,
    lapsed,
  ] = await Promise.all([
    db
      .select({
        day: sql<string>`${receipts.paidOn}::text`,
        method: receipts.method,
        paise: sql<number>`sum(${receipts.amountPaise})::int`,
      })
      .from(receipts)
      .where(and(ofTenant(receipts, adminId), gte(receipts.paidOn, moneyFrom)))
      .groupBy(receipts.paidOn, receipts.method),
    // Who owes, summed once from the covering index: the five who owe most, each row also
    // carrying how many owe and how much in all.
    db.execute(sql`with owed as (
        select ${ledgerEntries.studentId} as student_id, sum(${balanceEffect}) as b from ${ledgerEntries}
        where ${ledgerEntries.adminId} = ${adminId}
        group by ${ledgerEntries.studentId} having sum(${balanceEffect}) > 0),
      ranked as (
        select student_id, b, count(*) over () as n, sum(b) over () as total from owed order by b desc limit 5)
      select r.student_id, s.name, r.b::int as paise, r.n::int as n, r.total::bigint as total
      from ranked r join ${students} s on s.admin_id = ${adminId} and s.id = r.student_id
      order by r.b desc`),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(and(ofTenant(places, adminId), eq(places.kind, 'seat'), eq(places.active, true))),
    db
      .select({ n: sql<number>`count(distinct ${holds.placeId})::int` })
      .from(holds)
      .innerJoin(places, onPlace)
      .where(
        ofSeats(
          eq(places.active, true),
          sql`${holds.days} @> ${today}::date and ${holds.minutes} @> ${minute}::int`,
        ),
      ),
    db.execute(sql`select s.id, s.start_time::text as start_time, s.end_time::text as end_time, s.duration_minutes,
        count(distinct ${holds.placeId})::int as held
      from ${activeShifts(adminId)} s
      left join ${holds} on ${holds.adminId} = ${adminId} and ${overlapsShift(today)}
        and exists (select 1 from ${places} p where p.admin_id = ${adminId} and p.id = ${holds.placeId} and p.kind = 'seat' and p.active)
      group by s.id, s.start_time, s.end_time, s.duration_minutes order by s.start_time, s.id`),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkins)
      .where(
        and(
          ofTenant(checkins, adminId),
          sql`${checkins.checkinTime} >= (${today}::date)::timestamp at time zone ${timeZone}`,
          sql`${checkins.checkinTime} < (${today}::date + 1)::timestamp at time zone ${timeZone}`,
        ),
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(ofTenant(payments, adminId), eq(payments.status, 'Pending'))),
    // The seat holds touching the last 4 weeks (and the morning after); the heat map is counted below.
    db
      .select({ placeId: holds.placeId, ...segmentColumns })
      .from(holds)
      .innerJoin(places, onPlace)
      .where(ofSeats(sql`${holds.days} && daterange(${heatFrom}::date, ${today}::date + 1, '[]')`)),
    db
      .select({
        month: sql<string>`to_char(${localDay(students.createdAt)}, 'YYYY-MM')`,
        n: sql<number>`count(*)::int`,
      })
      .from(students)
      .where(and(ofTenant(students, adminId), sql`${localDay(students.createdAt)} >= ${yearFrom}::date`))
      .groupBy(sql`1`),
    db.execute(sql`select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM') as month, count(*)::int as n
      from (select created_at from ${seatPlans} where ${seatPlans.adminId} = ${adminId} and ${seatPlans.renewedFromId} is not null
            union all
            select created_at from ${lockerPlans} where ${lockerPlans.adminId} = ${adminId} and ${lockerPlans.renewedFromId} is not null) r
      where (created_at at time zone ${timeZone})::date >= ${yearFrom}::date group by 1`),
    findRenewals(db, adminId, 'expiring', today),
    findRenewals(db, adminId, 'lapsed', today),
  ]);

  const totalSeats = seatCount?.n ?? 0;
  const percent = (held: number) => (totalSeats ? Math.round((held / totalSeats) * 1000) / 10 : 0);
  const sumWhere = (keep: (r: (typeof money)[number]) => boolean) =>
    toRupees(money.filter(keep).reduce((s, r) => s + r.paise, 0));
  const byMethod = new Map<string, number>();
  for (const r of money.filter((m) => m.day === today))
    byMethod.set(r.method, (byMethod.get(r.method) ?? 0) + r.paise);
  const top = rows<{ student_id: number; name: string; paise: number; n: number; total: string | number }>(
    debtors,
  );
  const shiftRows = rows<{
    id: number;
    start_time: string;
    end_time: string;
    duration_minutes: number;
    held: number;
  }>(byShift);
  const labels = new Map(
    shiftRows.map((s) => [s.id, formatShiftLabel(s.start_time, s.end_time, s.duration_minutes)]),
  );
  const heldSeats = heat.flatMap((h) => {
    const segment = segmentOf(h);
    return segment ? [{ placeId: h.placeId, ...segment }] : [];
  });
  const heatmap = occupancyHeatmap(heldSeats, shiftRows, labels, heatFrom, percent);
  const renewalRows = rows<{ month: string; n: number }>(renewals);
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(`${monthStart}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - (11 - i));
    return d.toISOString().slice(0, 7);
  });

  return {
    today,
    now: timeOfMinute(minute),
    collections: {
      today: sumWhere((r) => r.day === today),
      today_by_method: [...byMethod.entries()].map(([method, paise]) => ({
        method,
        amount: toRupees(paise),
      })),
      yesterday: sumWhere((r) => r.day === addDays(today, -1)),
      month: sumWhere((r) => r.day >= monthStart),
    },
    dues: {
      total: toRupees(Number(top[0]?.total ?? 0)),
      students: top[0]?.n ?? 0,
      top: top.map((t) => ({ student_id: t.student_id, name: t.name, amount: toRupees(t.paise) })),
    },
    seats: {
      total: totalSeats,
      occupied_now: occupied?.n ?? 0,
      free_now: Math.max(0, totalSeats - (occupied?.n ?? 0)),
      by_shift: shiftRows.map((s) => ({
        shift_id: s.id,
        label: labels.get(s.id) ?? '',
        held: s.held,
        free: Math.max(0, totalSeats - s.held),
        percent: percent(s.held),
      })),
    },
    checkins_today: checkedIn?.n ?? 0,
    plans: { expiring_7_days: expiring.length, lapsed_30_days: lapsed.length },
    payments_to_confirm: pending?.n ?? 0,
    admissions_this_month: admissions.find((a) => a.month === today.slice(0, 7))?.n ?? 0,
    charts: {
      collections_30_days: Array.from({ length: 30 }, (_, i) => {
        const date = addDays(from30, i);
        return { date, amount: sumWhere((r) => r.day === date) };
      }),
      occupancy_heatmap: heatmap,
      admissions_renewals_12_months: months.map((month) => ({
        month,
        admissions: admissions.find((a) => a.month === month)?.n ?? 0,
        renewals: renewalRows.find((r) => r.month === month)?.n ?? 0,
      })),
    },
  };
}

/**
 * Average share of seats held per shift and weekday over the 28 days from `from`: for each day and
 * shift, the seats some hold overlaps at a minute of the shift's window (overnight spill included).
 */
function occupancyHeatmap(
  segments: ({ placeId: number } & THoldSegment)[],
  shiftRows: { id: number; start_time: string; duration_minutes: number }[],
  labels: Map<number, string>,
  from: string,
  percent: (held: number) => number,
) {
  const held = new Map<string, number>();
  for (const s of shiftRows) {
    const start = minuteOfTime(s.start_time);
    for (let i = 0; i < 28; i++) {
      const day = addDays(from, i);
      const windows = holdSegments(shiftWindow(day, start, s.duration_minutes));
      const seats = new Set(
        segments.filter((h) => windows.some((w) => segmentsOverlap(w, h))).map((h) => h.placeId),
      );
      const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      held.set(`${s.id}:${weekday}`, (held.get(`${s.id}:${weekday}`) ?? 0) + seats.size);
    }
  }
  // 28 days hold each weekday 4 times.
  return shiftRows.flatMap((s) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      shift_id: s.id,
      label: labels.get(s.id) ?? '',
      weekday,
      percent: percent((held.get(`${s.id}:${weekday}`) ?? 0) / 4),
    })),
  );
}
