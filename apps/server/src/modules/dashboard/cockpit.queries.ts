import { and, desc, eq, gt, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  checkins,
  cockpitHistory,
  holds,
  lockerPlans,
  payments,
  places,
  receipts,
  seatPlans,
  studentBalances,
  students,
} from '../../db/schema/index.ts';
import { segmentColumns } from '../seating/occupancy.queries.ts';
import { activePlacesOf } from '../seating/places.queries.ts';
import { dueForRenewal } from '../seating/plans.queries.ts';

/**
 * The cockpit's busiest statements, named and prepared (db/prepared.ts): the owner's home is opened
 * many times a day, and planning its statements cost PostgreSQL about as much as running them.
 * Each takes the library as `adminId` and the days it needs as placeholders.
 */
const p = {
  adminId: sql.placeholder('adminId'),
  today: sql.placeholder('today'),
  timeZone: sql.placeholder('timeZone'),
};
const day = (name: string) => sql`${sql.placeholder(name)}::date`;

/** Receipts by day and method since `from` (collections today, yesterday, this month, 30 days). */
export const receiptsByDaySelect = (db: Db, adminId: SQL | Placeholder, from: SQL) =>
  db
    .select({
      day: sql<string>`${receipts.paidOn}::text`,
      method: receipts.method,
      // sum() of an int is a bigint, which the pg driver hands over as text: read as a number.
      paise: sql<number>`sum(${receipts.amountPaise})`.mapWith(Number),
    })
    .from(receipts)
    .where(and(eq(receipts.adminId, adminId), gte(receipts.paidOn, from)))
    .groupBy(receipts.paidOn, receipts.method);
export const receiptsByDay = preparedStatement((db: Db) =>
  receiptsByDaySelect(db, p.adminId, sql`${day('from')}`).prepare('cockpit_receipts_by_day'),
);

/**
 * Who owes, from the balances kept beside the ledger: the five who owe most, each row also
 * carrying how many owe and how much in all. The five are chosen from the balances alone (their
 * index), as the dues list chooses its page, and only their names are read: joined first, every
 * owing student's row was read for a name (500 heap pages, 2 of the statement's 3 ms).
 */
export const topDebtors = preparedStatement((db: Db) => {
  const chosen = db
    .select({
      studentId: sql<number>`${studentBalances.studentId}`.as('debtor_id'),
      paise: sql<number>`${studentBalances.balancePaise}`
        .mapWith(studentBalances.balancePaise)
        .as('debt_paise'),
      n: sql<number>`(count(*) over ())::int`.as('debtors_n'),
      // sum() of a bigint is a numeric; back to bigint, then a number (exact to ₹90 lakh crore).
      total: sql<number>`(sum(${studentBalances.balancePaise}) over ())::bigint`
        .mapWith(Number)
        .as('debts_total'),
    })
    .from(studentBalances)
    .where(and(eq(studentBalances.adminId, p.adminId), gt(studentBalances.balancePaise, 0)))
    .orderBy(desc(studentBalances.balancePaise), studentBalances.studentId)
    .limit(5)
    .as('chosen');
  return db
    .select({
      student_id: chosen.studentId,
      name: students.name,
      paise: chosen.paise,
      n: chosen.n,
      total: chosen.total,
    })
    .from(chosen)
    .innerJoin(students, and(eq(students.adminId, p.adminId), eq(students.id, chosen.studentId)))
    .orderBy(desc(chosen.paise), chosen.studentId)
    .prepare('cockpit_top_debtors');
});

/**
 * Every seat hold touching the last 4 weeks, today or the morning after (`from` to today + 1):
 * the heat map, the seats held now and per shift today are all counted from these.
 */
export const seatHoldsSince = preparedStatement((db: Db) =>
  db
    .select({ placeId: holds.placeId, active: places.active, ...segmentColumns })
    .from(holds)
    .innerJoin(places, and(eq(places.adminId, p.adminId), eq(places.id, holds.placeId)))
    .where(
      and(
        eq(holds.adminId, p.adminId),
        eq(places.kind, 'seat'),
        sql`${holds.days} && daterange(${day('from')}, ${day('today')} + 1, '[]')`,
      ),
    )
    .prepare('cockpit_seat_holds'),
);

const count = (from: SQL, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${from} where ${where})::int`;
const renewalsDue = (from: string, to: string) => {
  const window: [SQL, SQL] = [day(from), day(to)];
  return sql<number>`${count(sql`${seatPlans}`, dueForRenewal(seatPlans, p.adminId, window))}
    + ${count(sql`${lockerPlans}`, dueForRenewal(lockerPlans, p.adminId, window))}`;
};

/** The single figures in one statement: seats, check-ins today, payments to confirm, renewals due. */
export const singleFigures = preparedStatement((db: Db) =>
  db
    .select({
      seats: count(sql`${places}`, activePlacesOf(p.adminId, 'seat')),
      checked_in: count(
        sql`${checkins}`,
        and(
          eq(checkins.adminId, p.adminId),
          sql`${checkins.checkinTime} >= (${day('today')})::timestamp at time zone ${p.timeZone}`,
          sql`${checkins.checkinTime} < (${day('today')} + 1)::timestamp at time zone ${p.timeZone}`,
        ),
      ),
      pending: count(sql`${payments}`, and(eq(payments.adminId, p.adminId), eq(payments.status, 'Pending'))),
      expiring: renewalsDue('expiringFrom', 'expiringTo'),
      lapsed: renewalsDue('lapsedFrom', 'lapsedTo'),
    })
    .from(sql`(select 1) as one`)
    .prepare('cockpit_figures'),
);

/** Whether a seat was held on a day before `before` (a gist probe of days): the heat map's first day. */
export const seatHeldBefore = preparedStatement((db: Db) =>
  db
    .select({ held: sql<boolean>`true` })
    .from(holds)
    .innerJoin(places, and(eq(places.adminId, p.adminId), eq(places.id, holds.placeId)))
    .where(
      and(
        eq(holds.adminId, p.adminId),
        eq(places.kind, 'seat'),
        sql`${holds.days} && daterange(null, ${day('before')})`,
      ),
    )
    .limit(1)
    .prepare('cockpit_seat_held_before'),
);

/** Admissions (students added) and renewals (plans renewed) by month since `from`. */
export const monthlyCounts = preparedStatement((db: Db) => {
  const localDay = (column: SQL) => sql`(${column} at time zone ${p.timeZone})::date`;
  return db
    .select({
      kind: sql<'admission' | 'renewal'>`r.kind`,
      month: sql<string>`to_char(r.day, 'YYYY-MM')`,
      n: sql<number>`count(*)::int`,
    })
    .from(
      sql`(select 'admission' as kind, ${localDay(sql`${students.createdAt}`)} as day
             from ${students} where ${students.adminId} = ${p.adminId}
           union all
           select 'renewal', ${localDay(sql`${seatPlans.createdAt}`)}
             from ${seatPlans} where ${seatPlans.adminId} = ${p.adminId} and ${seatPlans.renewedFromId} is not null
           union all
           select 'renewal', ${localDay(sql`${lockerPlans.createdAt}`)}
             from ${lockerPlans} where ${lockerPlans.adminId} = ${p.adminId} and ${lockerPlans.renewedFromId} is not null
         ) r`,
    )
    .where(sql`r.day >= ${day('from')}`)
    .groupBy(sql`1, 2`)
    .prepare('cockpit_monthly_counts');
});

/** The library's stored cockpit history: its version, and the body with the version and day it was computed at. */
export async function findCockpitHistory(db: Db, adminId: number) {
  const [row] = await db
    .select({
      version: cockpitHistory.version,
      bodyVersion: cockpitHistory.bodyVersion,
      day: sql<string | null>`${cockpitHistory.day}::text`,
      body: cockpitHistory.body,
    })
    .from(cockpitHistory)
    .where(eq(cockpitHistory.adminId, adminId));
  return row ?? null;
}

/**
 * The library's history version, its row made first if none: read before the history is computed
 * (a writer holding the row is waited for), so a write committed after it bumps it past.
 */
export async function claimCockpitHistory(db: Db, adminId: number) {
  const [row] = await db
    .insert(cockpitHistory)
    .values({ adminId })
    .onConflictDoUpdate({ target: cockpitHistory.adminId, set: { version: sql`${cockpitHistory.version}` } })
    .returning({ version: cockpitHistory.version });
  if (!row) throw new Error('upsert returned nothing');
  return row.version;
}

/** Keeps a computed history, unless a write bumped the version since `version` was read. */
export async function storeCockpitHistory(
  db: Db,
  adminId: number,
  history: { version: number; day: string; body: unknown },
) {
  await db
    .update(cockpitHistory)
    .set({ day: history.day, bodyVersion: history.version, body: history.body, computedAt: sql`now()` })
    .where(and(eq(cockpitHistory.adminId, adminId), eq(cockpitHistory.version, history.version)));
}

/** The library's active seats (the public page's seats free now by shift). */
export async function activeSeatCount(db: Db, adminId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(places)
    .where(activePlacesOf(adminId, 'seat'));
  return row?.n ?? 0;
}
