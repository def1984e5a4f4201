import { randomBytes } from 'node:crypto';
import type { TPaymentMethod } from '@studydesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { receiptCounters, receipts, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';
import { receiptOfShareToken, recordShareToken } from '../../tenancy/directory.queries.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { type MoneyActor, postEntry, studentTotals } from './ledger.queries.ts';

/**
 * The next receipt number of a library, taken in the caller's transaction: the counter row is
 * locked until it commits, and a rolled-back payment gives its number back, so none is skipped.
 */
async function nextReceiptNumber(db: Db, adminId: number): Promise<number> {
  const result = await db
    .insert(receiptCounters)
    .values({ adminId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.adminId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ n: receiptCounters.lastNumber });
  const n = result[0]?.n;
  if (n === undefined) throw new Error('receipt counter returned nothing');
  return n;
}

export interface DeskPayment {
  /** Null for a walk-in who is not a student. */
  studentId: number | null;
  customerName?: string;
  amountPaise: number;
  method: TPaymentMethod;
  reference?: string;
  note?: string;
  paidOn?: string;
  actor: MoneyActor;
  description?: string;
}

/** Records money taken: a numbered receipt and, for a student, the payment row of their ledger. */
export async function recordPayment(db: Db, adminId: number, p: DeskPayment) {
  let customerName = p.customerName ?? '';
  let balanceAfter: number | null = null;
  if (p.studentId !== null) {
    const [s] = await db
      .select({ name: students.name })
      .from(students)
      .where(ownedBy(students, adminId, p.studentId));
    if (!s) throw notFound('Student not found');
    customerName = s.name;
    balanceAfter = (await studentTotals(db, adminId, p.studentId)).balance - p.amountPaise;
  }
  const paidOn = p.paidOn ?? (await libraryToday(db, adminId));
  const [receipt] = await db
    .insert(receipts)
    .values({
      adminId,
      number: await nextReceiptNumber(db, adminId),
      studentId: p.studentId,
      customerName,
      amountPaise: p.amountPaise,
      method: p.method,
      reference: p.reference ?? '',
      note: p.note ?? '',
      paidOn,
      balanceAfterPaise: balanceAfter,
      collectedByRole: p.actor.role,
      collectedById: p.actor.id,
      collectedByName: p.actor.name,
      shareToken: randomBytes(18).toString('base64url'),
    })
    .returning();
  if (!receipt) throw new Error('insert returned nothing');
  await recordShareToken(db, receipt.shareToken, adminId, receipt.id);
  if (p.studentId !== null) {
    await postEntry(db, adminId, {
      studentId: p.studentId,
      entryType: 'payment',
      method: p.method,
      amountPaise: p.amountPaise,
      description: p.description ?? `Receipt #${receipt.number}`,
      reference: p.reference ?? '',
      receiptId: receipt.id,
      entryDate: paidOn,
      actor: p.actor,
    });
  }
  return receipt;
}

export type ReceiptRow = typeof receipts.$inferSelect;

/** A receipt of a library by id, or null. */
export async function findReceipt(db: Db, adminId: number, id: number): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(ownedBy(receipts, adminId, id));
  return row ?? null;
}

/** A receipt by its share token (the directory names its library), or null. */
export async function findSharedReceipt(db: Db, token: string): Promise<ReceiptRow | null> {
  const shared = await receiptOfShareToken(db, token);
  return shared ? findReceipt(db, shared.adminId, shared.receiptId) : null;
}

/** Receipts of a library (optionally of one student), newest first. */
export async function listReceipts(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; studentId?: number },
) {
  const where = and(
    ofTenant(receipts, adminId),
    page.studentId === undefined ? undefined : eq(receipts.studentId, page.studentId),
  );
  const rows = (p: { limit: number; offset: number }) =>
    db.select().from(receipts).where(where).orderBy(desc(receipts.number)).limit(p.limit).offset(p.offset);
  return pageAndCount(
    db,
    { rows, matching: db.select({ id: receipts.id }).from(receipts).where(where) },
    page,
  );
}

/** A student's human id (STU-0001) in the library, or null. */
export async function studentCode(db: Db, adminId: number, studentId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: students.studentId })
    .from(students)
    .where(ownedBy(students, adminId, studentId));
  return row?.code ?? null;
}
