import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockerPlans, seatHistory, seatPlans } from '../../db/schema/index.ts';
import { feeFigures } from '../finance/fees.ts';
import { studentLedger, studentTotals } from '../finance/ledger.queries.ts';
import { findStudent } from './students.list.ts';

const rupees = (paise: number) => Math.round(paise) / 100;

/**
 * Student details (GET /fees/student/:id): basic info with the current seat, locker and fees,
 * plus the fee ledger (running balance) and seat history, newest first. Null when the student is not in the library.
 */
export async function studentDetails(db: Db, adminId: number, id: number) {
  const student = await findStudent(db, adminId, id);
  if (!student) return null;
  const active = and(eq(seatPlans.studentId, id), eq(seatPlans.status, 'Active'));
  const [[seat], [locker], fees, fHistory, sHistory] = await Promise.all([
    db
      .select({ seat: seatPlans.seatNumber })
      .from(seatPlans)
      .where(active)
      .orderBy(desc(seatPlans.createdAt))
      .limit(1),
    db
      .select({ locker: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})` })
      .from(lockerPlans)
      .where(and(eq(lockerPlans.studentId, id), eq(lockerPlans.status, 'Active')))
      .orderBy(desc(lockerPlans.createdAt))
      .limit(1),
    studentTotals(db, adminId, id),
    studentLedger(db, adminId, id),
    db
      .select()
      .from(seatHistory)
      .where(eq(seatHistory.studentId, id))
      .orderBy(desc(seatHistory.createdAt))
      .limit(200),
  ]);
  const figures = feeFigures(fees);
  return {
    student: {
      id: student.id,
      student_id: student.studentId,
      name: student.name,
      father_name: student.fatherName,
      admission_date: student.createdAt.toISOString(),
      seat: seat?.seat ?? null,
      locker: locker?.locker ?? null,
      fees: figures.total_fees,
      paid: figures.paid,
      discount: figures.discount,
      due: figures.due,
      advance: figures.advance,
    },
    // The ledger, newest first, each row with the balance after it (so the last row's due is the summary's).
    feeHistory: fHistory.reverse().map(({ entry: e, balanceAfter }) => {
      const reversed = fHistory.some((r) => r.entry.reversesId === e.id);
      const amount = rupees(e.amountPaise);
      return {
        id: e.id,
        date: e.entryDate,
        description: e.description,
        fees: e.entryType === 'charge' ? amount : 0,
        paid: e.entryType === 'payment' ? amount : e.entryType === 'refund' ? -amount : 0,
        discount: e.entryType === 'discount' ? amount : 0,
        due: rupees(Math.max(0, balanceAfter)),
        balance: rupees(balanceAfter),
        reversible: e.amountPaise > 0 && e.reversesId === null && !reversed,
      };
    }),
    seatHistory: sHistory.map((s) => ({ id: s.id, date: s.recordedOn, seat: s.seat, locker: s.locker })),
  };
}
