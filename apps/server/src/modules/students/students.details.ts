import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feeHistory, lockerPlans, seatHistory, seatPlans, studentFees } from '../../db/schema/index.ts';
import { findStudent } from './students.list.ts';

const rupees = (paise: number) => Math.round(paise) / 100;

/**
 * Student details (GET /fees/student/:id): basic info with the current seat, locker and fees,
 * plus fee and seat history, newest first. Null when the student is not in the library.
 */
export async function studentDetails(db: Db, adminId: number, id: number) {
  const student = await findStudent(db, adminId, id);
  if (!student) return null;
  const active = and(eq(seatPlans.studentId, id), eq(seatPlans.status, 'Active'));
  const [[seat], [locker], [fees], fHistory, sHistory] = await Promise.all([
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
    db.select().from(studentFees).where(eq(studentFees.studentId, id)).limit(1),
    db
      .select()
      .from(feeHistory)
      .where(eq(feeHistory.studentId, id))
      .orderBy(desc(feeHistory.createdAt))
      .limit(200),
    db
      .select()
      .from(seatHistory)
      .where(eq(seatHistory.studentId, id))
      .orderBy(desc(seatHistory.createdAt))
      .limit(200),
  ]);
  const total = (fees?.seatPricePaise ?? 0) + (fees?.lockerPricePaise ?? 0);
  const paid = fees?.paidPaise ?? 0;
  const discount = fees?.discountPaise ?? 0;
  return {
    student: {
      id: student.id,
      student_id: student.studentId,
      name: student.name,
      father_name: student.fatherName,
      admission_date: student.createdAt.toISOString(),
      seat: seat?.seat ?? null,
      locker: locker?.locker ?? null,
      fees: rupees(total),
      paid: rupees(paid),
      discount: rupees(discount),
      due: rupees(Math.max(0, total - paid - discount)),
    },
    feeHistory: fHistory.map((f) => ({
      id: f.id,
      date: f.recordedOn,
      fees: rupees(f.feesPaise),
      paid: rupees(f.paidPaise),
      discount: rupees(f.discountPaise),
      due: rupees(Math.max(0, f.feesPaise - f.paidPaise)),
    })),
    seatHistory: sHistory.map((s) => ({ id: s.id, date: s.recordedOn, seat: s.seat, locker: s.locker })),
  };
}
