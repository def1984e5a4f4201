import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { admins, membershipPlans, payments, receipts, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { paymentReference, presentPayment, type UpiPayee } from './finance.present.ts';
import { type MoneyActor, postCharge } from './ledger.queries.ts';
import { recordPayment } from './receipts.queries.ts';

/** The institute's UPI payee, or null when no UPI ID is set. */
export async function upiPayee(db: Db, adminId: number): Promise<UpiPayee | null> {
  const [row] = await db.select({ vpa: admins.upiId }).from(admins).where(eq(admins.id, adminId));
  if (!row?.vpa) return null;
  return { vpa: row.vpa, payee: (await libraryHeading(db, adminId)).name };
}

/** A Pending payment a student sends (for a membership plan when planId is given: its price). */
export async function createStudentPayment(
  db: Db,
  adminId: number,
  p: { studentId: number; amountPaise: number; planId?: number; utr: string },
) {
  let amountPaise = p.amountPaise;
  let description = 'Fees';
  if (p.planId !== undefined) {
    const [plan] = await db
      .select()
      .from(membershipPlans)
      .where(ownedBy(membershipPlans, adminId, p.planId));
    if (!plan) throw notFound('Plan not found.');
    amountPaise = plan.pricePaise;
    description = `${plan.name} (${plan.durationDays} days)`;
  }
  const [row] = await db
    .insert(payments)
    .values({
      adminId,
      studentId: p.studentId,
      amountPaise,
      method: 'Online',
      description,
      membershipPlanId: p.planId ?? null,
      utr: p.utr,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Payments of a library, newest first, presented with the UPI link while Pending. */
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
  const [{ rows, total }, upi] = await Promise.all([
    pageAndCount(db, { rows: list, matching }, page),
    upiPayee(db, adminId),
  ]);
  return { rows: rows.map(({ p, name, receipt }) => presentPayment(p, name, upi, receipt)), total };
}

/** One payment of a library presented, or 404. */
export async function paymentOf(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select({ p: payments, name: students.name, receipt: receipts.number })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .leftJoin(receipts, eq(receipts.id, payments.receiptId))
    .where(ownedBy(payments, adminId, id));
  if (!row) throw notFound('Payment not found.');
  return presentPayment(row.p, row.name, await upiPayee(db, adminId), row.receipt);
}

/** Claims a Pending payment for a decision (atomically: a second confirm or reject gets 409). */
async function decide(
  db: Db,
  adminId: number,
  id: number,
  set: { status: 'Paid' | 'Rejected'; rejectReason?: string },
  actor: MoneyActor,
) {
  const [row] = await db
    .update(payments)
    .set({ ...set, decidedByName: actor.name, decidedAt: new Date() })
    .where(and(ownedBy(payments, adminId, id), eq(payments.status, 'Pending')))
    .returning();
  if (row) return row;
  await paymentOf(db, adminId, id);
  throw conflict('This payment has already been confirmed or rejected.');
}

/**
 * Confirms a student's payment: marks it Paid, posts the plan's charge when it was for a plan,
 * posts the payment to the ledger and issues its receipt, all in the caller's transaction.
 */
export async function confirmPayment(db: Db, adminId: number, id: number, actor: MoneyActor) {
  const row = await decide(db, adminId, id, { status: 'Paid' }, actor);
  if (row.membershipPlanId !== null) {
    await postCharge(db, adminId, {
      studentId: row.studentId,
      kind: 'membership',
      sourceType: 'payment',
      sourceId: row.id,
      amountPaise: row.amountPaise,
      description: row.description,
      actor,
    });
  }
  const receipt = await recordPayment(db, adminId, {
    studentId: row.studentId,
    amountPaise: row.amountPaise,
    method: row.utr ? 'upi' : 'online',
    reference: row.utr || paymentReference(row.id),
    note: row.description,
    actor,
    description: `Online payment ${paymentReference(row.id)}`,
  });
  await db
    .update(payments)
    .set({ receiptId: receipt.id })
    .where(ownedBy(payments, adminId, row.id));
  return receipt;
}

/** Rejects a student's payment with a reason the student sees. */
export async function rejectPayment(db: Db, adminId: number, id: number, reason: string, actor: MoneyActor) {
  await decide(db, adminId, id, { status: 'Rejected', rejectReason: reason }, actor);
}

/** The student adds the UPI transaction reference (UTR) to their own Pending payment. */
export async function setPaymentUtr(db: Db, adminId: number, studentId: number, id: number, utr: string) {
  const [row] = await db
    .update(payments)
    .set({ utr })
    .where(
      and(ownedBy(payments, adminId, id), eq(payments.studentId, studentId), eq(payments.status, 'Pending')),
    )
    .returning({ id: payments.id });
  if (!row) throw notFound('Pending payment not found.');
}
