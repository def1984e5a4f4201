import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { receipts } from './finance.ts';
import { admins } from './identity.ts';
import { creditNotes } from './statements.ts';

export const GST_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/** A library's GST registration (0057); no row or gstin '' = not registered: plain receipts. */
export const gstSettings = pgTable(
  'gst_settings',
  {
    adminId: integer('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    gstin: text('gstin').notNull().default(''),
    legalName: text('legal_name').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    sac: text('sac').notNull().default('998451'),
    ratePercent: integer('rate_percent').notNull().default(18),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('gst_settings_rate', sql`${t.ratePercent} between 0 and 100`)],
);

/** The last serial of each GST series per financial year, bumped in the issuing transaction. */
export const gstCounters = pgTable(
  'gst_counters',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    fy: text('fy').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'gst_counters_pkey', columns: [t.adminId, t.series, t.fy] }),
    oneOf('gst_counters_series', t.series, GST_DOCUMENT_KINDS),
  ],
);

/**
 * A tax invoice (one per receipt of a registered library) or a GST credit note (one per refund of
 * it, with its credit_notes row, or for its reversal on the ledger, without), with the registration and the split as they were when issued. Never edited.
 */
export const gstDocuments = pgTable(
  'gst_documents',
  {
    id: id(),
    adminId: tenantId(),
    kind: text('kind').notNull(),
    fy: text('fy').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    receiptId: integer('receipt_id').notNull(),
    creditNoteId: integer('credit_note_id'),
    issuedOn: date('issued_on').notNull(),
    /** A credit note's reason (a refund's, or the reversal's). */
    reason: text('reason').notNull().default(''),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierLegalName: text('supplier_legal_name').notNull(),
    supplierState: text('supplier_state').notNull(),
    recipientGstin: text('recipient_gstin'),
    placeOfSupply: text('place_of_supply').notNull(),
    sac: text('sac').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('gst_documents', t),
    tenantReference('gst_documents_receipt_id_fkey', t, t.receiptId, receipts).onDelete('cascade'),
    tenantReference('gst_documents_credit_note_id_fkey', t, t.creditNoteId, creditNotes).onDelete('cascade'),
    oneOf('gst_documents_kind', t.kind, GST_DOCUMENT_KINDS),
    check('gst_documents_note_of_kind', sql`${t.kind} = 'credit_note' or ${t.creditNoteId} is null`),
    check(
      'gst_documents_adds_up',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
    check(
      'gst_documents_amounts',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.totalPaise} > 0`,
    ),
    uniqueIndex('gst_documents_serial_uq').on(t.adminId, t.kind, t.fy, t.serial),
    uniqueIndex('gst_documents_invoice_uq').on(t.adminId, t.receiptId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('gst_documents_credit_note_uq')
      .on(t.adminId, t.creditNoteId)
      .where(sql`${t.creditNoteId} is not null`),
    // A reversed payment's credit note (no credit_notes row): one per receipt.
    uniqueIndex('gst_documents_reversal_uq')
      .on(t.adminId, t.receiptId)
      .where(sql`${t.kind} = 'credit_note' and ${t.creditNoteId} is null`),
    index('gst_documents_issued_idx').on(t.adminId, t.issuedOn),
  ],
);
