import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found, notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { paymentReference, presentPayment, type UpiPayee } from './finance.present.ts';
import { type Poster, postCharge, recordPayment } from './ledger.service.ts';
import {
  decidePending,
  findMembershipPlan,
  findOpenPaymentOf,
  findPayment,
  listPayments,
  type PaymentFilter,
  type PaymentRow,
  screenshotsOfStudent,
  sendToDesk,
  setPaymentReceipt,
  settleOpen,
  upiIdOf,
  upsertUnfinished,
} from './payments.queries.ts';

/** The institute's UPI payee, or null when no UPI ID is set. */
async function upiPayee(db: Db, adminId: number): Promise<UpiPayee | null> {
  const vpa = await upiIdOf(db, adminId);
  return vpa ? { vpa, payee: (await libraryHeading(db, adminId)).name } : null;
}

/** Payments of a library (the desk's queue, or one student's), newest first, with the UPI link while open. */
export async function paymentPage(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; studentId?: number; show: PaymentFilter },
) {
  const [{ rows, total }, upi] = await Promise.all([listPayments(db, adminId, page), upiPayee(db, adminId)]);
  return { rows: rows.map(({ p, name, receipt }) => presentPayment(p, name, upi, receipt)), total };
}

/** One payment of a library presented, or 404. */
export async function paymentOf(db: Db, adminId: number, id: number) {
  const row = found(await findPayment(db, adminId, id), 'Payment not found.');
  return presentPayment(row.p, row.name, await upiPayee(db, adminId), row.receipt);
}

/** A student's payments; a student reads only their own, and only they see their unfinished one. */
export async function paymentsOfStudent(
  db: Db,
  actor: TenantActor,
  studentId: number,
  page: { limit: number; offset: number },
) {
  await assertStudentInReach(db, actor, studentId);
  const show = actor.role === 'student' ? 'all' : 'sent';
  return paymentPage(db, actor.tenantId, { ...page, studentId, show });
}

/**
 * Starts a student's payment (for a plan, at its price): their own unfinished one, reused when
 * they press Pay again. It reaches the desk only with a UTR, given here or later (`setPaymentUtr`),
 * or a screenshot of the UPI receipt (`attachScreenshot`).
 */
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
  const row = await upsertUnfinished(db, actor.tenantId, {
    studentId: body.student_id,
    amountPaise: plan ? plan.pricePaise : toPaise(body.amount),
    description: plan ? `${plan.name} (${plan.durationDays} days)` : 'Fees',
    membershipPlanId: plan?.id ?? null,
  });
  if (body.utr) await sendToDesk(db, actor.tenantId, body.student_id, row.id, { utr: body.utr });
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
  const { status } = await paymentOf(db, actor.tenantId, id);
  if (status === 'Unfinished') {
    throw conflict('This payment has not been sent yet: it needs a UTR or a screenshot of the UPI receipt.');
  }
  throw conflict('This payment has already been confirmed or rejected.');
}

/**
 * Confirms a student's payment: marks it Paid, posts the plan's charge when it was for a plan,
 * posts the payment to the ledger and issues its receipt, all in the request's transaction.
 */
export async function confirmPayment(db: Db, actor: TenantActor, id: number) {
  const row = await decide(db, actor, id, { status: 'Paid' });
  return postPaid(db, actor, row, {
    method: row.utr ? 'upi' : 'online',
    reference: row.utr || paymentReference(row.id),
  });
}

/**
 * The same confirmation for a payment a bank statement shows (statements.service.ts): null, and
 * nothing done, when it is no longer Pending (the desk confirmed it meanwhile). The statement's
 * UTR becomes the receipt's reference.
 */
export async function confirmIfPending(db: Db, actor: TenantActor, id: number, utr: string) {
  const row = await decidePending(db, actor.tenantId, id, { status: 'Paid', decidedByName: actor.name });
  if (!row) return null;
  const reference = utr || row.utr;
  return postPaid(db, actor, row, {
    method: reference ? 'upi' : 'online',
    reference: reference || paymentReference(row.id),
  });
}

/** A payment just marked Paid: its plan's charge (when for a plan), the ledger row and the receipt. */
async function postPaid(
  db: Db,
  by: Poster,
  row: PaymentRow,
  how: { method: 'upi' | 'online'; reference: string },
) {
  if (row.membershipPlanId !== null) {
    await postCharge(db, by, {
      studentId: row.studentId,
      kind: 'membership',
      sourceType: 'payment',
      sourceId: row.id,
      amountPaise: row.amountPaise,
      description: row.description,
    });
  }
  const receipt = await recordPayment(db, by, {
    studentId: row.studentId,
    amountPaise: row.amountPaise,
    method: how.method,
    reference: how.reference,
    note: row.description,
    description: `Online payment ${paymentReference(row.id)}`,
  });
  await setPaymentReceipt(db, by.tenantId, row.id, receipt.id);
  return receipt;
}

/**
 * Money a payment gateway took for a student's payment, verified with the gateway by the caller
 * and claimed once by its id: the payment is marked Paid for that amount and posted with its
 * receipt, as the desk's Confirm would. When the desk decided the payment meanwhile, the money
 * is still posted once, as a payment of its own (it did arrive).
 */
export async function settleOnlinePayment(
  db: Db,
  by: Poster,
  s: { paymentId: number; studentId: number; amountPaise: number; reference: string },
) {
  const row = await settleOpen(db, by.tenantId, s.paymentId, {
    amountPaise: s.amountPaise,
    decidedByName: by.name,
  });
  if (row) return postPaid(db, by, row, { method: 'online', reference: s.reference });
  return recordPayment(db, by, {
    studentId: s.studentId,
    amountPaise: s.amountPaise,
    method: 'online',
    reference: s.reference,
    description: `Online payment ${paymentReference(s.paymentId)}`,
  });
}

/** Rejects a student's payment with a reason the student sees. */
export async function rejectPayment(db: Db, actor: TenantActor, id: number, reason: string) {
  await decide(db, actor, id, { status: 'Rejected', rejectReason: reason });
}

const NOT_OPEN = 'Pending payment not found.';

/** The student gives the UPI transaction reference (UTR) of their own open payment: it goes to the desk. */
export async function setPaymentUtr(db: Db, actor: TenantActor, id: number, utr: string) {
  if (!(await sendToDesk(db, actor.tenantId, actor.userId, id, { utr }))) throw notFound(NOT_OPEN);
}

/**
 * The student sends a screenshot of the UPI receipt for their own open payment (an image, checked
 * by its bytes, stored like photos): it goes to the desk. A newer screenshot replaces the older.
 */
export async function attachScreenshot(
  db: Db,
  images: ImageStore,
  actor: TenantActor,
  id: number,
  file: UploadedFile | null,
) {
  const open = found(await findOpenPaymentOf(db, actor.tenantId, actor.userId, id), NOT_OPEN);
  if (!file) {
    throw badRequest('Choose a screenshot of the UPI receipt.', {
      issues: [{ field: 'screenshot', message: 'No image sent' }],
    });
  }
  const screenshot = await images.save(db, actor.tenantId, 'payments', file.buffer, 'screenshot');
  await sendToDesk(db, actor.tenantId, actor.userId, id, { screenshot });
  await images.remove(db, actor.tenantId, open.screenshot);
}

/** Forgets the screenshots of a student's payments (their images), before the student is deleted. */
export async function removeScreenshotsOf(db: Db, images: ImageStore, adminId: number, studentId: number) {
  for (const path of await screenshotsOfStudent(db, adminId, studentId))
    await images.remove(db, adminId, path);
}
