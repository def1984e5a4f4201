import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNoteCounters, creditNotes, gatewayRefunds, receipts } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import type { GstDocumentRow } from './gst.queries.ts';

/**
 * The next credit-note number of a library, taken in the refund's transaction: the counter row
 * stays locked until it commits (so refunds of a library queue here), and a rollback gives the
 * number back: none is skipped.
 */
export async function nextCreditNoteNumber(db: Db, adminId: number): Promise<number> {
  const [row] = await db
    .insert(creditNoteCounters)
    .values({ adminId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.adminId,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ n: creditNoteCounters.lastNumber });
  if (row === undefined) throw new Error('credit note counter returned nothing');
  return row.n;
}

/**
 * How much of a receipt has been refunded (paise): its credit notes, less those whose refund
 * through the gateway failed (that money stayed with the library and was put back on the ledger).
 */
export async function refundedOf(db: Db, adminId: number, receiptId: number): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${creditNotes.amountPaise}), 0)`.mapWith(Number) })
    .from(creditNotes)
    .where(
      and(
        ofTenant(creditNotes, adminId),
        eq(creditNotes.receiptId, receiptId),
        sql`not exists (select 1 from ${gatewayRefunds} where ${gatewayRefunds.adminId} = ${creditNotes.adminId} and ${gatewayRefunds.creditNoteId} = ${creditNotes.id} and ${gatewayRefunds.status} = 'failed')`,
      ),
    );
  return row?.paise ?? 0;
}

/** Stores a credit note. */
export async function insertCreditNote(
  db: Db,
  adminId: number,
  values: Omit<typeof creditNotes.$inferInsert, 'id' | 'adminId' | 'createdAt'>,
) {
  const [row] = await db
    .insert(creditNotes)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const withReceiptNumber = { ...getTableColumns(creditNotes), receiptNumber: receipts.number };
const receiptOfNote = and(eq(receipts.adminId, creditNotes.adminId), eq(receipts.id, creditNotes.receiptId));
/** `gst`: its GST credit note, where the caller read it. */
export type CreditNoteRow = typeof creditNotes.$inferSelect & {
  receiptNumber: number;
  gst?: GstDocumentRow | null;
};

/** A credit note of a library with its receipt's number, or null. */
export async function findCreditNote(db: Db, adminId: number, id: number): Promise<CreditNoteRow | null> {
  const [row] = await db
    .select(withReceiptNumber)
    .from(creditNotes)
    .innerJoin(receipts, receiptOfNote)
    .where(ownedBy(creditNotes, adminId, id));
  return row ?? null;
}

/** Credit notes of a library (of one receipt or student), newest first; at most 200. */
export async function listCreditNotes(
  db: Db,
  adminId: number,
  filter: { receiptId?: number; studentId?: number },
): Promise<CreditNoteRow[]> {
  const where: SQL[] = [ofTenant(creditNotes, adminId)];
  if (filter.receiptId !== undefined) where.push(eq(creditNotes.receiptId, filter.receiptId));
  if (filter.studentId !== undefined) where.push(eq(creditNotes.studentId, filter.studentId));
  return db
    .select(withReceiptNumber)
    .from(creditNotes)
    .innerJoin(receipts, receiptOfNote)
    .where(and(...where))
    .orderBy(desc(creditNotes.number))
    .limit(200);
}
