import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { admins, membershipPlans, payments, receipts, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

/** The library's UPI ID, or null when none is set. */
export async function upiIdOf(db: Db, adminId: number): Promise<string | null> {
  const [row] = await db.select({ vpa: admins.upiId }).from(admins).where(eq(admins.id, adminId));
  return row?.vpa || null;
}

/** A membership plan of the library, or null. */
export async function findMembershipPlan(db: Db, adminId: number, id: number) {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(ownedBy(membershipPlans, adminId, id));
  return plan ?? null;
}

export type PaymentRow = typeof payments.$inferSelect;

/** Stores a Pending payment a student sends. */
export async function insertPayment(
  db: Db,
  adminId: number,
  values: Omit<typeof payments.$inferInsert, 'id' | 'adminId'>,
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Payments of a library, newest first, each with its student's name and receipt number. */
export async function listPayments(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; studentId?: number; status?: 'Pending' },
) {
  const filters: SQL[] = [ofTenant(payments, adminId)];
  if (page.studentId !== undefined) filters.push(eq(payments.studentId, page.studentId));
  if (page.status) filters.push(eq(payments.status, page.status));
  const where = and(...filters);
  const list = (p: { limit: number; offset: number }) =>
    db
      .select({ p: payments, name: students.name, receipt: receipts.number })
      .from(payments)
      .innerJoin(students, eq(students.id, payments.studentId))
      .leftJoin(receipts, eq(receipts.id, payments.receiptId))
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: payments.id }).from(payments).where(where);
  return pageAndCount(db, { rows: list, matching }, page);
}

/** One payment of a library with its student's name and receipt number, or null. */
export async function findPayment(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select({ p: payments, name: students.name, receipt: receipts.number })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .leftJoin(receipts, eq(receipts.id, payments.receiptId))
    .where(ownedBy(payments, adminId, id));
  return row ?? null;
}

/** Marks a Pending payment decided, in one statement (a second decision finds it no longer Pending: null). */
export async function decidePending(
  db: Db,
  adminId: number,
  id: number,
  set: { status: 'Paid' | 'Rejected'; rejectReason?: string; decidedByName: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...set, decidedAt: new Date() })
    .where(and(ownedBy(payments, adminId, id), eq(payments.status, 'Pending')))
    .returning();
  return row ?? null;
}

/** Links a confirmed payment to its receipt. */
export async function setPaymentReceipt(db: Db, adminId: number, id: number, receiptId: number) {
  await db
    .update(payments)
    .set({ receiptId })
    .where(ownedBy(payments, adminId, id));
}

/** The student adds the UPI transaction reference (UTR) to their own Pending payment; null when none. */
export async function setPendingUtr(db: Db, adminId: number, studentId: number, id: number, utr: string) {
  const [row] = await db
    .update(payments)
    .set({ utr })
    .where(
      and(ownedBy(payments, adminId, id), eq(payments.studentId, studentId), eq(payments.status, 'Pending')),
    )
    .returning({ id: payments.id });
  return row ?? null;
}
