import { feeDue, type TFeeRecord } from '@studydesk/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { feeHistory, studentFees, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { toPaise, toRupees } from '../../money.ts';
import { libraryToday } from '../seating/calendar.ts';

/** One page of fee records (students without a record show zeros), newest students first. */
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
      .select({ s: students, f: studentFees })
      .from(students)
      .leftJoin(studentFees, eq(studentFees.studentId, students.id))
      .where(where)
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, students, where),
  ]);
  return {
    rows: rows.map(({ s, f }): TFeeRecord => {
      const record = {
        seat_price: toRupees(f?.seatPricePaise ?? 0),
        locker_price: toRupees(f?.lockerPricePaise ?? 0),
        paid: toRupees(f?.paidPaise ?? 0),
        discount: toRupees(f?.discountPaise ?? 0),
      };
      return {
        student_id: s.id,
        student_code: s.studentId,
        name: s.name,
        father_name: s.fatherName,
        ...record,
        total_fees: toRupees(toPaise(record.seat_price) + toPaise(record.locker_price)),
        due: feeDue(record),
      };
    }),
    total,
  };
}

/** Sets a student's fees and keeps the assignment in their fee history. */
export async function assignFees(
  db: Db,
  adminId: number,
  studentId: number,
  fees: { seat_price: number; locker_price: number; paid: number; discount: number },
) {
  const values = {
    seatPricePaise: toPaise(fees.seat_price),
    lockerPricePaise: toPaise(fees.locker_price),
    paidPaise: toPaise(fees.paid),
    discountPaise: toPaise(fees.discount),
    updatedAt: new Date(),
  };
  await db
    .insert(studentFees)
    .values({ adminId, studentId, ...values })
    .onConflictDoUpdate({ target: studentFees.studentId, set: values });
  await db.insert(feeHistory).values({
    adminId,
    studentId,
    feesPaise: values.seatPricePaise + values.lockerPricePaise,
    paidPaise: values.paidPaise,
    discountPaise: values.discountPaise,
    recordedOn: await libraryToday(db, adminId),
  });
}

/** One student's fee record, or null when the student is not in the library. */
export async function feeRecordOf(db: Db, adminId: number, studentId: number): Promise<TFeeRecord | null> {
  const { rows } = await listFees(db, adminId, { limit: 1, offset: 0, studentId });
  return rows[0] ?? null;
}
