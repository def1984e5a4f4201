import type { TDuesRow } from '@studydesk/contract';
import { and, desc, eq, exists, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, lockerPlans, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';

export interface DuesFilter {
  sort: 'amount' | 'overdue';
  shift_id?: number;
  plan?: 'seat' | 'locker' | 'none';
  expires_before?: string;
}

const effect = sql<number>`case when ${ledgerEntries.entryType} in ('charge', 'refund') then ${ledgerEntries.amountPaise} else -${ledgerEntries.amountPaise} end`;

const charged = sql`case when ${ledgerEntries.entryType} = 'charge' then ${ledgerEntries.amountPaise} else 0 end`;
const byStudent = sql`partition by ${ledgerEntries.studentId}`;

/**
 * Every ledger row of a library beside its student's balance, charges, and charges up to and
 * including the row (in entry order): one pass over the library's rows in the by-student index,
 * reading the index alone (0016). A student's charges beyond what they covered (charges less
 * balance) are overdue from the oldest charge whose running sum passes it.
 */
export const ledgerRowsByStudent = (db: Db, adminId: number) =>
  db
    .select({
      studentId: ledgerEntries.studentId,
      entryType: ledgerEntries.entryType,
      entryDate: ledgerEntries.entryDate,
      balance: sql<number>`sum(${effect}) over (${byStudent})`.as('balance'),
      charges: sql<number>`sum(${charged}) over (${byStudent})`.as('charges'),
      chargedSoFar: sql<number>`sum(${charged}) over (${byStudent} order by ${ledgerEntries.id})`.as(
        'charged_so_far',
      ),
    })
    .from(ledgerEntries)
    .where(ofTenant(ledgerEntries, adminId));

/** Students of a library whose ledger balance is above 0, with filters, sorted, and the total outstanding. */
export async function listDues(
  db: Db,
  adminId: number,
  today: string,
  f: DuesFilter,
  page: { limit: number; offset: number },
) {
  const entries = db.$with('ledger_rows').as(ledgerRowsByStudent(db, adminId));
  // The students who owe, each with the date their oldest uncovered charge was made.
  const balances = db.$with('balances').as(
    db
      .select({
        studentId: entries.studentId,
        balance: sql<number>`max(${entries.balance})::int`.as('balance'),
        since: sql<string | null>`min(${entries.entryDate}) filter (where ${entries.entryType} = 'charge'
          and ${entries.chargedSoFar} > ${entries.charges} - ${entries.balance})`.as('since'),
      })
      .from(entries)
      .groupBy(entries.studentId)
      .having(sql`max(${entries.balance}) > 0`),
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
  const daysOverdue = sql<number>`coalesce(${today}::date - ${balances.since}, 0)::int`;
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
  const order =
    f.sort === 'overdue'
      ? [desc(daysOverdue), desc(balances.balance)]
      : [desc(balances.balance), desc(daysOverdue)];
  // A page carries the count and sum of every owing student (window aggregates run before the
  // limit): the ledger is read once. Past the last page, the first row tells them.
  const owing = (limit: number, offset: number) =>
    db
      .with(entries, balances)
      .select({
        id: students.id,
        code: students.studentId,
        name: students.name,
        phone: students.phone,
        balance: balances.balance,
        daysOverdue,
        shift: seat.shiftLabel,
        endsOn: seat.endsOn,
        n: sql<number>`(count(*) over ())::int`,
        total: sql<number>`(sum(${balances.balance}) over ())::int`,
      })
      .from(balances)
      .innerJoin(students, eq(students.id, balances.studentId))
      .leftJoin(seat, eq(seat.studentId, students.id))
      .where(where)
      .orderBy(...order, students.id)
      .limit(limit)
      .offset(offset);
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
