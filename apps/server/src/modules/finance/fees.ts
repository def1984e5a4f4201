import type { TFeeRecord } from '@studydesk/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { toPaise, toRupees } from '../../money.ts';
import {
  emptyTotals,
  type LedgerTotals,
  ledgerTotals,
  type MoneyActor,
  postEntry,
} from './ledger.queries.ts';
import { recordPayment } from './receipts.queries.ts';

/** The Fees table's figures of a student, all read from the ledger. */
export function feeFigures(t: LedgerTotals) {
  return {
    seat_price: toRupees(t.seat),
    locker_price: toRupees(t.locker),
    total_fees: toRupees(t.charges),
    paid: toRupees(t.paid),
    discount: toRupees(t.discounts),
    due: toRupees(Math.max(0, t.balance)),
    advance: toRupees(Math.max(0, -t.balance)),
    balance: toRupees(t.balance),
  };
}

/** One page of fee records (students without ledger rows show zeros), newest students first. */
export async function listFees(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; q?: string; studentId?: number },
) {
  const filters: SQL[] = [eq(students.adminId, adminId)];
  if (page.studentId !== undefined) filters.push(eq(students.id, page.studentId));
  if (page.q) {
    const p = containsPattern(page.q);
    const match = or(sql`lower(${students.name}) like ${p}`, sql`lower(${students.studentId}) like ${p}`);
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(students)
      .where(where)
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, students, where),
  ]);
  const totals = await ledgerTotals(
    db,
    adminId,
    rows.map((s) => s.id),
  );
  return {
    rows: rows.map(
      (s): TFeeRecord => ({
        student_id: s.id,
        student_code: s.studentId,
        name: s.name,
        father_name: s.fatherName,
        ...feeFigures(totals.get(s.id) ?? emptyTotals),
      }),
    ),
    total,
  };
}

/**
 * The Fees table's editor as a ledger writer: each figure that differs from the ledger's is
 * brought there by a new row (a charge, discount or payment, or a correction when it goes down).
 */
export async function assignFees(
  db: Db,
  adminId: number,
  studentId: number,
  fees: { seat_price: number; locker_price: number; paid: number; discount: number },
  actor: MoneyActor,
) {
  const now = (await ledgerTotals(db, adminId, [studentId])).get(studentId) ?? emptyTotals;
  const base = { studentId, actor, sourceType: 'fees', sourceId: studentId };
  const moves = [
    {
      entryType: 'charge',
      chargeKind: 'seat',
      amountPaise: toPaise(fees.seat_price) - now.seat,
      description: 'Seat fees',
    },
    {
      entryType: 'charge',
      chargeKind: 'locker',
      amountPaise: toPaise(fees.locker_price) - now.locker,
      description: 'Locker fees',
    },
    { entryType: 'discount', amountPaise: toPaise(fees.discount) - now.discounts, description: 'Discount' },
  ] as const;
  for (const move of moves) {
    if (move.amountPaise !== 0) {
      await postEntry(db, adminId, {
        ...base,
        ...move,
        description: `${move.description} (Fees Management)`,
      });
    }
  }
  const paid = toPaise(fees.paid) - now.paid;
  if (paid > 0) {
    await recordPayment(db, adminId, {
      studentId,
      amountPaise: paid,
      method: 'cash',
      actor,
      note: 'Recorded in Fees Management',
    });
  } else if (paid < 0) {
    await postEntry(db, adminId, {
      ...base,
      entryType: 'payment',
      method: 'cash',
      amountPaise: paid,
      description: 'Correction of Paid (Fees Management)',
    });
  }
}

/** One student's fee record, or null when the student is not in the library. */
export async function feeRecordOf(db: Db, adminId: number, studentId: number): Promise<TFeeRecord | null> {
  const { rows } = await listFees(db, adminId, { limit: 1, offset: 0, studentId });
  return rows[0] ?? null;
}
