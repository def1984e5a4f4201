import type { TDuesRow } from '@studydesk/contract';
import { and, desc, eq, exists, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockerPlans, seatPlans, studentBalances, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';

export interface DuesFilter {
  sort: 'amount' | 'overdue';
  shift_id?: number;
  plan?: 'seat' | 'locker' | 'none';
  expires_before?: string;
}

/**
 * Students of a library whose ledger balance is above 0, with filters, sorted, and the total
 * outstanding: from the balances the database keeps beside the ledger (`student_balances`).
 */
export async function listDues(
  db: Db,
  adminId: number,
  today: string,
  f: DuesFilter,
  page: { limit: number; offset: number },
) {
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
  const daysOverdue = sql<number>`coalesce(${today}::date - ${studentBalances.owedSince}, 0)::int`;
  const hasLocker = exists(
    db
      .select({ one: sql`1` })
      .from(lockerPlans)
      .where(
        and(
          ofTenant(lockerPlans, adminId),
          eq(lockerPlans.studentId, studentBalances.studentId),
          eq(lockerPlans.status, 'Active'),
        ),
      ),
  );
  const filters: (SQL | undefined)[] = [
    ofTenant(studentBalances, adminId),
    gt(studentBalances.balancePaise, 0),
  ];
  if (f.shift_id !== undefined) filters.push(eq(seat.shiftId, f.shift_id));
  if (f.expires_before) filters.push(lte(seat.endsOn, f.expires_before));
  if (f.plan === 'seat') filters.push(isNotNull(seat.studentId));
  if (f.plan === 'locker') filters.push(hasLocker);
  if (f.plan === 'none') filters.push(sql`${seat.studentId} is null and not ${hasLocker}`);
  type Sortable = Parameters<typeof desc>[0];
  const orderOf = (balance: Sortable, days: Sortable) =>
    f.sort === 'overdue' ? [desc(days), desc(balance)] : [desc(balance), desc(days)];
  // The page is chosen from the kept balances and the plans alone, each row carrying the count and
  // sum of every owing student (window aggregates run before the limit); only its rows' students
  // are read (a library's 500 lie on as many pages). Past the last page, the first row tells them.
  const owing = (limit: number, offset: number) => {
    const chosen = db
      .select({
        studentId: sql<number>`${studentBalances.studentId}`.as('owing_student_id'),
        balance: sql<number>`${studentBalances.balancePaise}`.as('balance'),
        daysOverdue: daysOverdue.as('days_overdue'),
        shift: sql<string | null>`${seat.shiftLabel}`.as('shift'),
        endsOn: sql<string | null>`${seat.endsOn}`.as('plan_ends_on'),
        n: sql<number>`(count(*) over ())::int`.as('n'),
        total: sql<number>`(sum(${studentBalances.balancePaise}) over ())::int`.as('total'),
      })
      .from(studentBalances)
      .leftJoin(seat, eq(seat.studentId, studentBalances.studentId))
      .where(and(...filters))
      .orderBy(...orderOf(studentBalances.balancePaise, daysOverdue), studentBalances.studentId)
      .limit(limit)
      .offset(offset)
      .as('chosen');
    return db
      .select({
        id: students.id,
        code: students.studentId,
        name: students.name,
        phone: students.phone,
        balance: chosen.balance,
        daysOverdue: chosen.daysOverdue,
        shift: chosen.shift,
        endsOn: chosen.endsOn,
        n: chosen.n,
        total: chosen.total,
      })
      .from(chosen)
      .innerJoin(students, and(eq(students.id, chosen.studentId), ofTenant(students, adminId)))
      .orderBy(...orderOf(chosen.balance, chosen.daysOverdue), chosen.studentId);
  };
  const rows = await owing(page.limit, page.offset);
  const sum = rows[0] ?? (page.offset > 0 ? (await owing(1, 0))[0] : undefined);
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
