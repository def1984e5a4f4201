import type { TDuesRow } from '@studydesk/contract';
import { and, desc, eq, exists, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, lockerPlans, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';

export interface DuesFilter {
  sort: 'amount' | 'overdue';
  shift_id?: number;
  plan?: 'seat' | 'locker' | 'none';
  expires_before?: string;
}

const effect = sql<number>`case when ${ledgerEntries.entryType} in ('charge', 'refund') then ${ledgerEntries.amountPaise} else -${ledgerEntries.amountPaise} end`;

/** Students of a library whose ledger balance is above 0, with filters, sorted, and the total outstanding. */
export async function listDues(
  db: Db,
  adminId: number,
  f: DuesFilter,
  page: { limit: number; offset: number },
) {
  const today = await libraryToday(db, adminId);
  const balances = db.$with('balances').as(
    db
      .select({
        studentId: ledgerEntries.studentId,
        balance: sql<number>`sum(${effect})::int`.as('balance'),
        charges:
          sql<number>`coalesce(sum(case when ${ledgerEntries.entryType} = 'charge' then ${ledgerEntries.amountPaise} end), 0)::int`.as(
            'charges',
          ),
      })
      .from(ledgerEntries)
      .where(ofTenant(ledgerEntries, adminId))
      .groupBy(ledgerEntries.studentId)
      .having(sql`sum(${effect}) > 0`),
  );
  // Running charges per student: the oldest charge whose running sum passes what was covered is overdue.
  const running = db.$with('running').as(
    db
      .select({
        studentId: ledgerEntries.studentId,
        entryDate: ledgerEntries.entryDate,
        cum: sql<number>`sum(${ledgerEntries.amountPaise}) over (partition by ${ledgerEntries.studentId} order by ${ledgerEntries.id})`.as(
          'cum',
        ),
      })
      .from(ledgerEntries)
      .where(and(ofTenant(ledgerEntries, adminId), eq(ledgerEntries.entryType, 'charge'))),
  );
  const seat = db
    .selectDistinctOn([seatPlans.studentId], {
      studentId: sql<number>`${seatPlans.studentId}`.as('seat_student_id'),
      shiftId: seatPlans.shiftId,
      shiftLabel: seatPlans.shiftLabel,
      endsOn: seatPlans.endsOn,
    })
    .from(seatPlans)
    .where(and(ofTenant(seatPlans, adminId), eq(seatPlans.status, 'Active'), isNotNull(seatPlans.studentId)))
    .orderBy(seatPlans.studentId, desc(seatPlans.endsOn))
    .as('seat');
  const overdueSince = sql<string>`(select min(${running.entryDate}) from ${running} where ${running.studentId} = ${students.id} and ${running.cum} > ${balances.charges} - ${balances.balance})`;
  const daysOverdue = sql<number>`coalesce(${today}::date - ${overdueSince}, 0)::int`;
  const hasLocker = exists(
    db
      .select({ one: sql`1` })
      .from(lockerPlans)
      .where(
        and(
          ofTenant(lockerPlans, adminId),
          eq(lockerPlans.studentId, students.id),
          eq(lockerPlans.status, 'Active'),
        ),
      ),
  );
  const filters: (SQL | undefined)[] = [ofTenant(students, adminId)];
  if (f.shift_id !== undefined) filters.push(eq(seat.shiftId, f.shift_id));
  if (f.expires_before) filters.push(lte(seat.endsOn, f.expires_before));
  if (f.plan === 'seat') filters.push(isNotNull(seat.studentId));
  if (f.plan === 'locker') filters.push(hasLocker);
  if (f.plan === 'none') filters.push(sql`${seat.studentId} is null and not ${hasLocker}`);
  const where = and(...filters);
  const base = () =>
    db
      .with(balances, running)
      .select({
        id: students.id,
        code: students.studentId,
        name: students.name,
        phone: students.phone,
        balance: balances.balance,
        daysOverdue,
        shift: seat.shiftLabel,
        endsOn: seat.endsOn,
      })
      .from(balances)
      .innerJoin(students, eq(students.id, balances.studentId))
      .leftJoin(seat, eq(seat.studentId, students.id))
      .where(where);
  const order =
    f.sort === 'overdue'
      ? [desc(daysOverdue), desc(balances.balance)]
      : [desc(balances.balance), desc(daysOverdue)];
  const [rows, [sum]] = await Promise.all([
    base()
      .orderBy(...order, students.id)
      .limit(page.limit)
      .offset(page.offset),
    db
      .with(balances, running)
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${balances.balance}), 0)::int`,
      })
      .from(balances)
      .innerJoin(students, eq(students.id, balances.studentId))
      .leftJoin(seat, eq(seat.studentId, students.id))
      .where(where),
  ]);
  return {
    total_outstanding: toRupees(sum?.total ?? 0),
    count: sum?.n ?? 0,
    rows: rows.map(
      (r): TDuesRow => ({
        student_id: r.id,
        student_code: r.code,
        name: r.name,
        phone: r.phone,
        due: toRupees(r.balance),
        days_overdue: r.daysOverdue,
        shift: r.shift,
        plan_ends_on: r.endsOn,
      }),
    ),
  };
}
