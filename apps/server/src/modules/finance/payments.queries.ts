import { and, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
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

/** What a student pays: the amount and what for. */
export type PaymentStart = Pick<
  typeof payments.$inferInsert,
  'studentId' | 'amountPaise' | 'description' | 'membershipPlanId'
>;

/**
 * The student's unfinished payment, made or, when they already have one, reused with the new
 * amount (one statement on the partial unique index, so two Pays at once still make one).
 */
export async function upsertUnfinished(db: Db, adminId: number, start: PaymentStart): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...start, adminId, method: 'Online', status: 'Unfinished' })
    .onConflictDoUpdate({
      target: [payments.adminId, payments.studentId],
      targetWhere: sql`${payments.status} = 'Unfinished'`,
      set: {
        amountPaise: start.amountPaise,
        description: start.description,
        membershipPlanId: start.membershipPlanId ?? null,
        paymentDate: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

/** Which payments a list shows: the desk's queue, those the desk may see, or all (the student's own). */
export type PaymentFilter = 'to-confirm' | 'sent' | 'all';

/** Payments of a library, newest first, each with its student's name and receipt number. */
export async function listPayments(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; studentId?: number; show: PaymentFilter },
) {
  const filters: SQL[] = [ofTenant(payments, adminId)];
  if (page.studentId !== undefined) filters.push(eq(payments.studentId, page.studentId));
  if (page.show === 'to-confirm') filters.push(eq(payments.status, 'Pending'));
  if (page.show === 'sent') filters.push(ne(payments.status, 'Unfinished'));
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

/**
 * Marks a student's open payment (Unfinished or Pending) Paid for the amount a gateway took, in
 * one statement; null when it is no longer open (the desk decided it meanwhile).
 */
export async function settleOpen(
  db: Db,
  adminId: number,
  id: number,
  set: { amountPaise: number; decidedByName: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...set, status: 'Paid', decidedAt: new Date() })
    .where(and(ownedBy(payments, adminId, id), inArray(payments.status, ['Unfinished', 'Pending'])))
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

/** A student's own payment not yet decided (Unfinished or Pending), or null. */
export async function findOpenPaymentOf(db: Db, adminId: number, studentId: number, id: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        ownedBy(payments, adminId, id),
        eq(payments.studentId, studentId),
        inArray(payments.status, ['Unfinished', 'Pending']),
      ),
    );
  return row ?? null;
}

/**
 * Sends a student's own open payment to the desk with its proof (a UTR, a screenshot or both): it
 * becomes Pending, dated now when it was Unfinished (when it reached the desk). Null when none.
 */
export async function sendToDesk(
  db: Db,
  adminId: number,
  studentId: number,
  id: number,
  proof: { utr: string } | { screenshot: string },
) {
  const [row] = await db
    .update(payments)
    .set({
      ...proof,
      status: 'Pending',
      paymentDate: sql`case when ${payments.status} = 'Unfinished' then now() else ${payments.paymentDate} end`,
    })
    .where(
      and(
        ownedBy(payments, adminId, id),
        eq(payments.studentId, studentId),
        inArray(payments.status, ['Unfinished', 'Pending']),
      ),
    )
    .returning({ id: payments.id });
  return row ?? null;
}

/** The screenshots of a student's payments (to delete their images with the student). */
export async function screenshotsOfStudent(db: Db, adminId: number, studentId: number) {
  const rows = await db
    .select({ path: payments.screenshot })
    .from(payments)
    .where(
      and(ofTenant(payments, adminId), eq(payments.studentId, studentId), isNotNull(payments.screenshot)),
    );
  return rows.flatMap((r) => (r.path ? [r.path] : []));
}
