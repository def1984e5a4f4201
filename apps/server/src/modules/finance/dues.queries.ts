import { nextDunning, parseDunningKey, type TDuesRow } from '@studydesk/contract';
import { and, desc, eq, exists, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  admins,
  dunningPauses,
  dunningPolicies,
  ledgerEntries,
  lockerPlans,
  messageLog,
  seatPlans,
  studentBalances,
  students,
} from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';
import { presentPolicy } from '../reminders/dunning.present.ts';

export interface DuesFilter {
  sort: 'amount' | 'overdue';
  shift_id?: number;
  plan?: 'seat' | 'locker' | 'none';
  expires_before?: string;
}

interface DuesParams {
  adminId: number;
  today: string;
  limit: number;
  offset: number;
}

/** Whether the list is filtered by the students' plans (shift, end date, kind). */
const byPlans = (f: DuesFilter) =>
  f.shift_id !== undefined || f.expires_before !== undefined || f.plan !== undefined;

/**
 * A student's active seat plan ending last, as the dues list shows it: its shift ('Whole day' for a
 * plan without one) and end date.
 */
const seatColumns = {
  shiftId: seatPlans.shiftId,
  shiftLabel: sql<string>`coalesce(${seatPlans.shiftLabel}, 'Whole day')`.as('shift_label'),
  endsOn: seatPlans.endsOn,
};
const activeSeat = (adminId: number) => and(ofTenant(seatPlans, adminId), eq(seatPlans.status, 'Active'));

/**
 * A page of the students who owe (balance above 0, from the balances the database keeps beside
 * the ledger), sorted, each row carrying the count and sum of every owing student (window
 * aggregates run before the limit). The page is chosen from the balances, and the plans when a
 * filter needs them, alone; only its rows' students are read (a library's 500 lie on as many pages).
 */
function duesPage(db: Db, q: DuesParams, f: DuesFilter) {
  const filtered = byPlans(f);
  const daysOverdue = sql<number>`coalesce(${q.today}::date - ${studentBalances.owedSince}, 0)::int`;
  const order = (balance: Sortable, days: Sortable) =>
    f.sort === 'overdue' ? [desc(days), desc(balance)] : [desc(balance), desc(days)];
  // With a filter on plans, every owing student's seat is joined before the page is chosen.
  const seat = db
    .selectDistinctOn([seatPlans.studentId], {
      studentId: sql<number>`${seatPlans.studentId}`.as('seat_student_id'),
      ...seatColumns,
    })
    .from(seatPlans)
    .where(and(activeSeat(q.adminId), isNotNull(seatPlans.studentId)))
    .orderBy(seatPlans.studentId, desc(seatPlans.endsOn))
    .as('seat');
  const hasLocker = exists(
    db
      .select({ one: sql`1` })
      .from(lockerPlans)
      .where(
        and(
          ofTenant(lockerPlans, q.adminId),
          eq(lockerPlans.studentId, studentBalances.studentId),
          eq(lockerPlans.status, 'Active'),
        ),
      ),
  );
  const where: (SQL | undefined)[] = [
    ofTenant(studentBalances, q.adminId),
    gt(studentBalances.balancePaise, 0),
  ];
  if (f.shift_id !== undefined) where.push(eq(seat.shiftId, f.shift_id));
  if (f.expires_before) where.push(lte(seat.endsOn, f.expires_before));
  if (f.plan === 'seat') where.push(isNotNull(seat.studentId));
  if (f.plan === 'locker') where.push(hasLocker);
  if (f.plan === 'none') where.push(sql`${seat.studentId} is null and not ${hasLocker}`);
  const owing = db
    .select({
      studentId: sql<number>`${studentBalances.studentId}`.as('owing_student_id'),
      balance: sql<number>`${studentBalances.balancePaise}`
        .mapWith(studentBalances.balancePaise)
        .as('balance'),
      daysOverdue: daysOverdue.as('days_overdue'),
      owedSince: sql<string | null>`${studentBalances.owedSince}::text`.as('owed_since'),
      shift: sql<string | null>`${filtered ? seat.shiftLabel : sql`null`}`.as('shift'),
      endsOn: sql<string | null>`${filtered ? seat.endsOn : sql`null`}`.as('plan_ends_on'),
      n: sql<number>`(count(*) over ())::int`.as('n'),
      // sum() of a bigint is a numeric: back to bigint, then a number (exact to ₹90 lakh crore).
      total: sql<number>`(sum(${studentBalances.balancePaise}) over ())::bigint`.mapWith(Number).as('total'),
    })
    .from(studentBalances);
  const chosen = (filtered ? owing.leftJoin(seat, eq(seat.studentId, studentBalances.studentId)) : owing)
    .where(and(...where))
    .orderBy(...order(studentBalances.balancePaise, daysOverdue), studentBalances.studentId)
    .limit(q.limit)
    .offset(q.offset)
    .as('chosen');
  // Without a filter, only the page's students' seats are looked up, one index probe each.
  const pageSeat = db
    .select(seatColumns)
    .from(seatPlans)
    .where(and(activeSeat(q.adminId), eq(seatPlans.studentId, chosen.studentId)))
    .orderBy(desc(seatPlans.endsOn))
    .limit(1)
    .as('page_seat');
  // The page's students' last dues message and last payment: one index probe each.
  const lastMessage = db
    .select({
      channel: messageLog.channel,
      status: messageLog.status,
      statusAt: messageLog.statusAt,
      dedupeKey: messageLog.dedupeKey,
      createdOn:
        sql<string>`(${messageLog.createdAt} at time zone coalesce(${admins.timezone}, 'Asia/Kolkata'))::date::text`.as(
          'created_on',
        ),
    })
    .from(messageLog)
    .where(
      and(
        ofTenant(messageLog, q.adminId),
        eq(messageLog.studentId, chosen.studentId),
        eq(messageLog.kind, 'dues'),
      ),
    )
    .orderBy(desc(messageLog.createdAt), desc(messageLog.id))
    .limit(1)
    .as('last_message');
  const lastPaid = db
    .select({ on: sql<string | null>`max(${ledgerEntries.entryDate})::text`.as('last_paid') })
    .from(ledgerEntries)
    .where(
      and(
        ofTenant(ledgerEntries, q.adminId),
        eq(ledgerEntries.studentId, chosen.studentId),
        eq(ledgerEntries.entryType, 'payment'),
        gt(ledgerEntries.amountPaise, 0),
      ),
    )
    .as('last_paid');
  const rows = db
    .select({
      id: students.id,
      code: students.studentId,
      name: students.name,
      phone: students.phone,
      balance: chosen.balance,
      daysOverdue: chosen.daysOverdue,
      shift: filtered ? chosen.shift : sql<string | null>`${pageSeat.shiftLabel}`,
      endsOn: filtered ? chosen.endsOn : sql<string | null>`${pageSeat.endsOn}`,
      n: chosen.n,
      total: chosen.total,
      owedSince: chosen.owedSince,
      messageChannel: lastMessage.channel,
      messageStatus: lastMessage.status,
      messageAt: lastMessage.statusAt,
      messageKey: lastMessage.dedupeKey,
      messageOn: lastMessage.createdOn,
      lastPaid: lastPaid.on,
      pausedAt: dunningPauses.createdAt,
      pausedUntil: dunningPauses.until,
      policy: dunningPolicies,
    })
    .from(chosen)
    .innerJoin(students, and(eq(students.id, chosen.studentId), ofTenant(students, q.adminId)))
    .innerJoin(admins, eq(admins.id, q.adminId))
    .leftJoin(dunningPolicies, ofTenant(dunningPolicies, q.adminId))
    .leftJoin(
      dunningPauses,
      and(ofTenant(dunningPauses, q.adminId), eq(dunningPauses.studentId, chosen.studentId)),
    )
    .leftJoinLateral(lastMessage, sql`true`)
    .leftJoinLateral(lastPaid, sql`true`);
  return (filtered ? rows : rows.leftJoinLateral(pageSeat, sql`true`)).orderBy(
    ...order(chosen.balance, chosen.daysOverdue),
    chosen.studentId,
  );
}
type Sortable = Parameters<typeof desc>[0];

/**
 * Students of a library whose ledger balance is above 0, with filters, sorted, and the total
 * outstanding. Past the last page, the first row tells the count and total.
 */
export async function listDues(
  db: Db,
  adminId: number,
  today: string,
  f: DuesFilter,
  page: { limit: number; offset: number },
) {
  const owing = (limit: number, offset: number) => duesPage(db, { adminId, today, limit, offset }, f);
  const rows = await owing(page.limit, page.offset);
  const sum = rows[0] ?? (page.offset > 0 ? (await owing(1, 0))[0] : undefined);
  return {
    total_outstanding: toRupees(sum?.total ?? 0),
    count: sum?.n ?? 0,
    rows: rows.map((r): TDuesRow => {
      const policy = presentPolicy(r.policy ?? undefined);
      const step = parseDunningKey(r.messageKey);
      return {
        student_id: r.id,
        student_code: r.code,
        name: r.name,
        phone: r.phone,
        due: toRupees(r.balance),
        days_overdue: r.daysOverdue,
        shift: r.shift,
        plan_ends_on: r.endsOn,
        last_message:
          r.messageChannel && r.messageStatus && r.messageAt
            ? { channel: r.messageChannel, status: r.messageStatus, at: new Date(r.messageAt).toISOString() }
            : null,
        next_reminder: r.owedSince
          ? nextDunning(policy, {
              due: r.owedSince,
              today,
              sentOffset: step && step.due === r.owedSince ? step.offset : null,
              sentToday: r.messageOn === today,
              lastPaid: r.lastPaid,
              pausedUntil: r.pausedAt ? r.pausedUntil : undefined,
            })
          : { state: 'done', date: null },
        paused: Boolean(r.pausedAt),
      };
    }),
  };
}
