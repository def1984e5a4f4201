import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found, notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { paymentReference, presentPayment, type UpiPayee } from './finance.present.ts';
import { postCharge, recordPayment } from './ledger.service.ts';
import {
  decidePending,
  findMembershipPlan,
  findPayment,
  insertPayment,
  listPayments,
  setPaymentReceipt,
  setPendingUtr,
  upiIdOf,
} from './payments.queries.ts';

/** The institute's UPI payee, or null when no UPI ID is set. */
async function upiPayee(db: Db, adminId: number): Promise<UpiPayee | null> {
  const vpa = await upiIdOf(db, adminId);
  return vpa ? { vpa, payee: (await libraryHeading(db, adminId)).name } : null;
}

/** Payments of a library (Pending only, or one student's), newest first, with the UPI link while Pending. */
export async function paymentPage(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; studentId?: number; status?: 'Pending' },
) {
  const [{ rows, total }, upi] = await Promise.all([listPayments(db, adminId, page), upiPayee(db, adminId)]);
  return { rows: rows.map(({ p, name, receipt }) => presentPayment(p, name, upi, receipt)), total };
}

/** One payment of a library presented, or 404. */
export async function paymentOf(db: Db, adminId: number, id: number) {
  const row = found(await findPayment(db, adminId, id), 'Payment not found.');
  return presentPayment(row.p, row.name, await upiPayee(db, adminId), row.receipt);
}

/** A student's payments; a student reads only their own. */
export async function paymentsOfStudent(
  db: Db,
  actor: TenantActor,
  studentId: number,
  page: { limit: number; offset: number },
) {
  await assertStudentInReach(db, actor, studentId);
  return paymentPage(db, actor.tenantId, { ...page, studentId });
}

/** A payment a student (or their admin) sends for the desk to confirm; for a plan, at its price. */
export async function sendPayment(
  db: Db,
  actor: TenantActor,
  body: { student_id: number; amount: number; plan_id?: number; utr: string },
) {
  await assertStudentInReach(db, actor, body.student_id);
  const plan =
    body.plan_id === undefined
      ? null
      : found(await findMembershipPlan(db, actor.tenantId, body.plan_id), 'Plan not found.');
  const row = await insertPayment(db, actor.tenantId, {
    studentId: body.student_id,
    amountPaise: plan ? plan.pricePaise : toPaise(body.amount),
    method: 'Online',
    description: plan ? `${plan.name} (${plan.durationDays} days)` : 'Fees',
    membershipPlanId: plan?.id ?? null,
    utr: body.utr,
  });
  return { row, payment: await paymentOf(db, actor.tenantId, row.id) };
}

/** Claims a Pending payment for a decision: a second confirm or reject gets 409, another library's id 404. */
async function decide(
  db: Db,
  actor: TenantActor,
  id: number,
  set: { status: 'Paid' | 'Rejected'; rejectReason?: string },
) {
  const row = await decidePending(db, actor.tenantId, id, { ...set, decidedByName: actor.name });
  if (row) return row;
  await paymentOf(db, actor.tenantId, id);
  throw conflict('This payment has already been confirmed or rejected.');
}

/**
 * Confirms a student's payment: marks it Paid, posts the plan's charge when it was for a plan,
 * posts the payment to the ledger and issues its receipt, all in the request's transaction.
 */
export async function confirmPayment(db: Db, actor: TenantActor, id: number) {
  const row = await decide(db, actor, id, { status: 'Paid' });
  if (row.membershipPlanId !== null) {
    await postCharge(db, actor, {
      studentId: row.studentId,
      kind: 'membership',
      sourceType: 'payment',
      sourceId: row.id,
      amountPaise: row.amountPaise,
      description: row.description,
    });
  }
  const receipt = await recordPayment(db, actor, {
    studentId: row.studentId,
    amountPaise: row.amountPaise,
    method: row.utr ? 'upi' : 'online',
    reference: row.utr || paymentReference(row.id),
    note: row.description,
    description: `Online payment ${paymentReference(row.id)}`,
  });
  await setPaymentReceipt(db, actor.tenantId, row.id, receipt.id);
  return receipt;
}

/** Rejects a student's payment with a reason the student sees. */
export async function rejectPayment(db: Db, actor: TenantActor, id: number, reason: string) {
  await decide(db, actor, id, { status: 'Rejected', rejectReason: reason });
}

/** The student adds the UPI transaction reference (UTR) to their own Pending payment. */
export async function setPaymentUtr(db: Db, actor: TenantActor, id: number, utr: string) {
  if (!(await setPendingUtr(db, actor.tenantId, actor.userId, id, utr))) {
    throw notFound('Pending payment not found.');
  }
}
