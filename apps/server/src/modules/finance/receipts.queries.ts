import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { receiptCounters, receipts, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { receiptOfShareToken } from '../../tenancy/directory.queries.ts';
import type { GstDocumentRow } from './gst.queries.ts';

/**
 * The next receipt number of a library, taken in the caller's transaction: the counter row is
 * locked until it commits, and a rolled-back payment gives its number back, so none is skipped.
 */
export async function nextReceiptNumber(db: Db, adminId: number): Promise<number> {
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

/** Stores a receipt (receipts are never edited) with a fresh share token. */
export async function insertReceipt(
  db: Db,
  adminId: number,
  values: Omit<typeof receipts.$inferInsert, 'id' | 'adminId' | 'shareToken' | 'createdAt'>,
) {
  const [receipt] = await db
    .insert(receipts)
    .values({ ...values, adminId, shareToken: randomBytes(18).toString('base64url') })
    .returning();
  if (!receipt) throw new Error('insert returned nothing');
  return receipt;
}

/** Where a student's receipt is shared: their phone and language (null for a walk-in). */
export interface ShareContact {
  studentPhone: string | null;
  studentLanguage: (typeof students.language.enumValues)[number] | null;
}

/** `gst`: its tax invoice and GST credit notes, where the caller read them (gstDocumentsOf). */
export type ReceiptRow = typeof receipts.$inferSelect & ShareContact & { gst?: GstDocumentRow[] };

/** A receipt's columns with its student's phone and language, read through `withStudent`. */
export const receiptWithContact = {
  ...getTableColumns(receipts),
  studentPhone: students.phone,
  studentLanguage: students.language,
};
/** The join to a receipt's student (a walk-in has none), within the receipt's library. */
export const withStudent = and(eq(students.adminId, receipts.adminId), eq(students.id, receipts.studentId));

/** A receipt of a library by id, or null. */
export async function findReceipt(db: Db, adminId: number, id: number): Promise<ReceiptRow | null> {
  const [row] = await db
    .select(receiptWithContact)
    .from(receipts)
    .leftJoin(students, withStudent)
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
    db
      .select(receiptWithContact)
      .from(receipts)
      .leftJoin(students, withStudent)
      .where(where)
      .orderBy(desc(receipts.number))
      .limit(p.limit)
      .offset(p.offset);
  return pageAndCount(
    db,
    { rows, matching: db.select({ id: receipts.id }).from(receipts).where(where) },
    page,
  );
}

/** A student's human id (STU-0001), name, phone and language in the library, or null. */
export async function studentLabel(db: Db, adminId: number, studentId: number) {
  const [row] = await db
    .select({
      code: students.studentId,
      name: students.name,
      phone: students.phone,
      language: students.language,
    })
    .from(students)
    .where(ownedBy(students, adminId, studentId));
  return row ?? null;
}

/**
 * The seat plan a student's payment on `day` is for: the one running that day, else the next to
 * start, else the last to end (a debt paid late); null without any.
 */
export async function seatPlanPaidFor(db: Db, adminId: number, studentId: number, day: string) {
  const d = sql`${day}::date`;
  const [row] = await db
    .select({
      seat: seatPlans.seatNumber,
      shift: seatPlans.shiftLabel,
      from: seatPlans.startsOn,
      to: seatPlans.endsOn,
    })
    .from(seatPlans)
    .where(
      and(ofTenant(seatPlans, adminId), eq(seatPlans.studentId, studentId), eq(seatPlans.status, 'Active')),
    )
    .orderBy(
      sql`case when ${seatPlans.endsOn} < ${d} then 2 when ${seatPlans.startsOn} > ${d} then 1 else 0 end`,
      sql`case when ${seatPlans.endsOn} < ${d} then ${d} - ${seatPlans.endsOn}
        else abs(coalesce(${seatPlans.startsOn}, ${d}) - ${d}) end`,
      desc(seatPlans.id),
    )
    .limit(1);
  return row ?? null;
}
