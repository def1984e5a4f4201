import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { gstCounters, gstDocuments, gstSettings, receipts, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

export type GstSettingsRow = typeof gstSettings.$inferSelect;
export type GstDocumentRow = typeof gstDocuments.$inferSelect;

/** A library's GST registration row, or null (never registered). */
export async function readGstSettings(db: Db, adminId: number): Promise<GstSettingsRow | null> {
  const [row] = await db.select().from(gstSettings).where(eq(gstSettings.adminId, adminId));
  return row ?? null;
}

export async function writeGstSettings(
  db: Db,
  adminId: number,
  values: Omit<typeof gstSettings.$inferInsert, 'adminId' | 'updatedAt'>,
): Promise<void> {
  await db
    .insert(gstSettings)
    .values({ ...values, adminId })
    .onConflictDoUpdate({ target: gstSettings.adminId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * The next serial of a GST series in a financial year, taken in the caller's transaction: the
 * counter row stays locked until it commits (so a library's invoices queue here) and a rollback
 * gives the number back, so none is skipped or repeated.
 */
export async function nextGstSerial(
  db: Db,
  adminId: number,
  series: 'invoice' | 'credit_note',
  fy: string,
): Promise<number> {
  const [row] = await db
    .insert(gstCounters)
    .values({ adminId, series, fy, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [gstCounters.adminId, gstCounters.series, gstCounters.fy],
      set: { lastNumber: sql`${gstCounters.lastNumber} + 1` },
    })
    .returning({ n: gstCounters.lastNumber });
  if (row === undefined) throw new Error('GST counter returned nothing');
  return row.n;
}

export async function insertGstDocument(
  db: Db,
  adminId: number,
  values: Omit<typeof gstDocuments.$inferInsert, 'id' | 'adminId' | 'createdAt'>,
): Promise<GstDocumentRow> {
  const [row] = await db
    .insert(gstDocuments)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The tax invoice of a receipt, or null (a plain receipt). */
export async function invoiceOfReceipt(db: Db, adminId: number, receiptId: number) {
  const [row] = await db
    .select()
    .from(gstDocuments)
    .where(
      and(
        ofTenant(gstDocuments, adminId),
        eq(gstDocuments.receiptId, receiptId),
        eq(gstDocuments.kind, 'invoice'),
      ),
    );
  return row ?? null;
}

/** The GST documents of some receipts and credit notes (for lists), by kind. */
export async function gstDocumentsOf(db: Db, adminId: number, receiptIds: number[]) {
  if (receiptIds.length === 0) return [];
  return db
    .select()
    .from(gstDocuments)
    .where(and(ofTenant(gstDocuments, adminId), inArray(gstDocuments.receiptId, receiptIds)))
    .orderBy(asc(gstDocuments.id));
}

/** The GST credit note of a credit note, or null. */
export async function gstNoteOf(db: Db, adminId: number, creditNoteId: number) {
  const [row] = await db
    .select()
    .from(gstDocuments)
    .where(and(ofTenant(gstDocuments, adminId), eq(gstDocuments.creditNoteId, creditNoteId)));
  return row ?? null;
}

/** Sum of the GST credit notes against a receipt's invoice so far (paise of each part). */
export async function creditedOfReceipt(db: Db, adminId: number, receiptId: number) {
  const sum = (c: AnyPgColumn) => sql<number>`coalesce(sum(${c}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      taxable: sum(gstDocuments.taxablePaise),
      cgst: sum(gstDocuments.cgstPaise),
      sgst: sum(gstDocuments.sgstPaise),
      igst: sum(gstDocuments.igstPaise),
      total: sum(gstDocuments.totalPaise),
    })
    .from(gstDocuments)
    .where(
      and(
        ofTenant(gstDocuments, adminId),
        eq(gstDocuments.receiptId, receiptId),
        eq(gstDocuments.kind, 'credit_note'),
      ),
    );
  return row ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
}

/**
 * A month's GST documents (issued from `from` to before `to`) with the recipient's name, and for a
 * credit note its invoice's number, date and total (GSTR-1 reports notes against invoices).
 */
export async function gstDocumentsIssued(db: Db, adminId: number, from: string, to: string) {
  const invoice = alias(gstDocuments, 'invoice');
  return db
    .select({
      doc: gstDocuments,
      recipientName: receipts.customerName,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.issuedOn,
      invoiceTotal: invoice.totalPaise,
    })
    .from(gstDocuments)
    .innerJoin(
      receipts,
      and(eq(receipts.adminId, gstDocuments.adminId), eq(receipts.id, gstDocuments.receiptId)),
    )
    .leftJoin(
      invoice,
      and(
        eq(invoice.adminId, gstDocuments.adminId),
        eq(invoice.receiptId, gstDocuments.receiptId),
        eq(invoice.kind, 'invoice'),
      ),
    )
    .where(
      and(ofTenant(gstDocuments, adminId), gte(gstDocuments.issuedOn, from), lt(gstDocuments.issuedOn, to)),
    )
    .orderBy(asc(gstDocuments.kind), asc(gstDocuments.fy), asc(gstDocuments.serial));
}

/** A student's place of supply, GSTIN and address (for the invoice). */
export async function studentGstDetails(db: Db, adminId: number, studentId: number) {
  const [row] = await db
    .select({ gstState: students.gstState, gstin: students.gstin, address: students.address })
    .from(students)
    .where(and(eq(students.adminId, adminId), eq(students.id, studentId)));
  return row ?? null;
}

/** The GST credit notes of some credit notes. */
export async function gstNotesOf(db: Db, adminId: number, creditNoteIds: number[]) {
  if (creditNoteIds.length === 0) return [];
  return db
    .select()
    .from(gstDocuments)
    .where(and(ofTenant(gstDocuments, adminId), inArray(gstDocuments.creditNoteId, creditNoteIds)));
}

/** A GST document of a library by id, or null. */
export async function findGstDocument(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select()
    .from(gstDocuments)
    .where(ownedBy(gstDocuments, adminId, id));
  return row ?? null;
}

/** The receipt a GST document is of, with its student's code and address (null for a walk-in). */
export async function receiptOfDocument(db: Db, adminId: number, receiptId: number) {
  const [row] = await db
    .select({ receipt: receipts, studentCode: students.studentId, studentAddress: students.address })
    .from(receipts)
    .leftJoin(students, and(eq(students.adminId, receipts.adminId), eq(students.id, receipts.studentId)))
    .where(ownedBy(receipts, adminId, receiptId));
  return row ?? null;
}
