import { PAYMENT_METHODS } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { payments, receipts } from './finance.ts';
import { admins, students } from './identity.ts';

export const STATEMENT_BANKS = ['sbi', 'hdfc', 'icici'] as const;

/**
 * A bank statement's credit that confirmed a payment, or was assigned to a student by hand (no
 * payment then), kept with its receipt (0049). Its fingerprint is unique per library: the same
 * statement uploaded again confirms nothing new.
 */
export const statementCredits = pgTable(
  'statement_credits',
  {
    id: id(),
    adminId: tenantId(),
    fingerprint: text('fingerprint').notNull(),
    bank: text('bank').notNull(),
    txnDate: date('txn_date').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    utr: text('utr').notNull().default(''),
    narration: text('narration').notNull().default(''),
    paymentId: integer('payment_id'),
    receiptId: integer('receipt_id').notNull(),
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('statement_credits', t),
    tenantReference('statement_credits_payment_id_fkey', t, t.paymentId, payments).onDelete('set null'),
    tenantReference('statement_credits_receipt_id_fkey', t, t.receiptId, receipts).onDelete('cascade'),
    uniqueIndex('statement_credits_fingerprint_uq').on(t.adminId, t.fingerprint),
    uniqueIndex('statement_credits_payment_uq')
      .on(t.adminId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('statement_credits_receipt_idx').on(t.adminId, t.receiptId),
    check('statement_credits_amount', sql`${t.amountPaise} > 0`),
    oneOf('statement_credits_bank', t.bank, STATEMENT_BANKS),
  ],
);

/** Last credit-note number handed out per library; bumped in the refund's transaction (gapless). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A refund of (part of) a receipt's money, numbered per library without gaps (0049). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    adminId: tenantId(),
    number: integer('number').notNull(),
    receiptId: integer('receipt_id').notNull(),
    studentId: integer('student_id'),
    customerName: text('customer_name').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull(),
    reason: text('reason').notNull(),
    issuedOn: date('issued_on').notNull(),
    issuedByName: text('issued_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('credit_notes', t),
    tenantReference('credit_notes_receipt_id_fkey', t, t.receiptId, receipts).onDelete('cascade'),
    tenantReference('credit_notes_student_id_fkey', t, t.studentId, students).onDelete('set null'),
    uniqueIndex('credit_notes_admin_number_uq').on(t.adminId, t.number),
    index('credit_notes_receipt_idx').on(t.adminId, t.receiptId),
    index('credit_notes_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    check('credit_notes_amount', sql`${t.amountPaise} > 0`),
    oneOf('credit_notes_method', t.method, PAYMENT_METHODS),
  ],
);
