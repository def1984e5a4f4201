import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, receipts, statementCredits, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** The payments waiting at the desk (Pending), with their students' names. */
export async function waitingPayments(db: Db, adminId: number) {
  return db
    .select({
      id: payments.id,
      studentId: payments.studentId,
      studentName: students.name,
      amountPaise: payments.amountPaise,
      utr: payments.utr,
      sentAt: payments.paymentDate,
    })
    .from(payments)
    .innerJoin(students, and(eq(students.adminId, payments.adminId), eq(students.id, payments.studentId)))
    .where(and(ofTenant(payments, adminId), eq(payments.status, 'Pending')));
}

/** The statement lines among `fingerprints` recorded before, each with its receipt's number. */
export async function recordedCredits(db: Db, adminId: number, fingerprints: string[]) {
  if (fingerprints.length === 0) return [];
  return db
    .select({ fingerprint: statementCredits.fingerprint, receiptNumber: receipts.number })
    .from(statementCredits)
    .innerJoin(
      receipts,
      and(eq(receipts.adminId, statementCredits.adminId), eq(receipts.id, statementCredits.receiptId)),
    )
    .where(and(ofTenant(statementCredits, adminId), inArray(statementCredits.fingerprint, fingerprints)));
}

/** Keeps a statement line with the receipt it gave (and the payment it confirmed). */
export async function insertStatementCredit(
  db: Db,
  adminId: number,
  values: Omit<typeof statementCredits.$inferInsert, 'id' | 'adminId' | 'createdAt'>,
) {
  await db.insert(statementCredits).values({ ...values, adminId });
}
