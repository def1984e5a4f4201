import { CHARGE_KINDS, LEDGER_ENTRY_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, studentId, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { admins, staff, students } from './identity.ts';
import { membershipPlans } from './seating.ts';

/** Which seat and locker a student held, and when. */
export const seatHistory = pgTable(
  'seat_history',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    seat: text('seat'),
    locker: text('locker'),
    recordedOn: date('recorded_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('seat_history', t),
    tenantReference('seat_history_student_id_students_id_fk', t, t.studentId, students).onDelete('cascade'),
    index('seat_history_student_idx').on(t.adminId, t.studentId, t.createdAt),
  ],
);

/** Admin invoices to students. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    tenantPrimaryKey('invoices', t),
    tenantReference('invoices_student_id_students_id_fk', t, t.studentId, students).onDelete('cascade'),
    index('invoices_student_created_idx').on(t.adminId, t.studentId, t.createdAt),
    check('invoices_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Invoices staff raise for walk-in customers. */
export const staffInvoices = pgTable(
  'staff_invoices',
  {
    id: id(),
    adminId: tenantId(),
    createdByStaffId: integer('created_by_staff_id'),
    customerName: text('customer_name').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('Pending'),
    /** The student the walk-in is, when there is one. */
    studentId: integer('student_id'),
    /** The desk receipt of a Paid walk-in invoice. */
    receiptId: integer('receipt_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invoices_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    tenantPrimaryKey('staff_invoices', t),
    tenantReference('staff_invoices_created_by_staff_id_staff_id_fk', t, t.createdByStaffId, staff).onDelete(
      'set null',
    ),
    tenantReference('staff_invoices_student_id_fkey', t, t.studentId, students).onDelete('set null'),
    tenantReference('staff_invoices_receipt_id_fkey', t, t.receiptId, receipts).onDelete('set null'),
    index('staff_invoices_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    index('staff_invoices_receipt_idx').on(t.adminId, t.receiptId).where(sql`${t.receiptId} is not null`),
    index('staff_invoices_staff_idx')
      .on(t.adminId, t.createdByStaffId)
      .where(sql`${t.createdByStaffId} is not null`),
    check('staff_invoices_amount', sql`${t.amountPaise} > 0`),
    oneOf('staff_invoices_status', t.status, ['Pending', 'Paid']),
  ],
);

/**
 * Payments students send (method always 'Online' from the student side): Unfinished, the student's
 * own (one per student, reused), until a UTR or a screenshot of the UPI receipt sends it to the desk
 * (Pending), which confirms it (Paid: posted to the ledger with a receipt) or rejects it with a reason.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull().default('Online'),
    status: text('status').notNull().default('Unfinished'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    description: text('description').notNull().default(''),
    membershipPlanId: integer('membership_plan_id'),
    /** The UPI transaction reference (UTR) the student typed, if any. */
    utr: text('utr').notNull().default(''),
    /** A screenshot of the UPI receipt (`uploads/payments/...`), sent instead of or with the UTR (0043). */
    screenshot: text('screenshot'),
    rejectReason: text('reject_reason').notNull().default(''),
    receiptId: integer('receipt_id'),
    decidedByName: text('decided_by_name').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('payments', t),
    tenantReference('payments_student_id_students_id_fk', t, t.studentId, students).onDelete('cascade'),
    tenantReference('payments_membership_plan_id_fkey', t, t.membershipPlanId, membershipPlans).onDelete(
      'set null',
    ),
    tenantReference('payments_receipt_id_fkey', t, t.receiptId, receipts).onDelete('set null'),
    index('payments_student_date_idx').on(t.adminId, t.studentId, t.paymentDate.desc()),
    index('payments_admin_status_idx').on(t.adminId, t.status),
    index('payments_membership_plan_idx')
      .on(t.adminId, t.membershipPlanId)
      .where(sql`${t.membershipPlanId} is not null`),
    index('payments_receipt_idx').on(t.adminId, t.receiptId).where(sql`${t.receiptId} is not null`),
    // One unfinished payment per student: pressing Pay again reuses it (0043).
    uniqueIndex('payments_unfinished_uq').on(t.adminId, t.studentId).where(sql`${t.status} = 'Unfinished'`),
    check('payments_amount', sql`${t.amountPaise} > 0`),
    oneOf('payments_status', t.status, PAYMENT_STATUSES),
  ],
);

/** Last receipt number handed out per institute; bumped with UPDATE ... RETURNING in the payment's transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/** A receipt for money taken; numbered per institute without gaps. Never edited (trigger). */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    adminId: tenantId(),
    number: integer('number').notNull(),
    studentId: integer('student_id'),
    customerName: text('customer_name').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    paidOn: date('paid_on').notNull(),
    /** The student's balance right after this payment (null for a walk-in without a student); bigint (0033). */
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }),
    collectedByRole: text('collected_by_role').notNull(),
    collectedById: integer('collected_by_id').notNull(),
    collectedByName: text('collected_by_name').notNull(),
    /** Random token of the public share link (WhatsApp). */
    shareToken: text('share_token').notNull(),
    /** What the payment was for: the student's seat plan when it was taken (0043). */
    seat: text('seat'),
    shift: text('shift'),
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('receipts', t),
    tenantReference('receipts_student_id_fkey', t, t.studentId, students).onDelete('set null'),
    uniqueIndex('receipts_admin_number_uq').on(t.adminId, t.number),
    // Migration 0019 adds INCLUDE (method, amount_paise): collections by day read only the index.
    index('receipts_admin_paid_on_idx').on(t.adminId, t.paidOn),
    index('receipts_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    check('receipts_amount', sql`${t.amountPaise} > 0`),
    oneOf('receipts_method', t.method, PAYMENT_METHODS),
  ],
);

/**
 * The money ledger: one immutable row per rupee movement of a student. Balance = charges -
 * discounts - payments + refunds; a negative amount is a correction, `reverses_id` a full reversal.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    adminId: tenantId(),
    studentId: integer('student_id').notNull(),
    entryType: text('entry_type').notNull(),
    chargeKind: text('charge_kind'),
    method: text('method'),
    amountPaise: integer('amount_paise').notNull(),
    // The row it reverses, the same student's: checked on insert by a trigger (0024), not a foreign key.
    reversesId: integer('reverses_id'),
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    // A receipt of the same library: checked on insert by a trigger (0027), not a foreign key.
    receiptId: integer('receipt_id'),
    description: text('description').notNull().default(''),
    reference: text('reference').notNull().default(''),
    entryDate: date('entry_date').notNull(),
    actorRole: text('actor_role'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  // Hash-partitioned by library into 16 tables (0027), so every key includes admin_id.
  (t) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.id, t.adminId] }),
    foreignKey({
      name: 'ledger_entries_student_id_fkey',
      columns: [t.adminId, t.studentId],
      foreignColumns: [students.adminId, students.id],
    }).onDelete('cascade'),
    // Migration 0016 adds INCLUDE (entry_type, amount_paise, charge_kind, entry_date), which
    // Drizzle cannot spell: a student's totals and the library's dues read only the index.
    index('ledger_entries_student_idx').on(t.adminId, t.studentId, t.id),
    index('ledger_entries_source_idx').on(t.adminId, t.sourceType, t.sourceId),
    index('ledger_entries_admin_date_idx').on(t.adminId, t.entryDate),
    uniqueIndex('ledger_entries_reverses_uq').on(t.adminId, t.reversesId),
    oneOf('ledger_entries_type', t.entryType, LEDGER_ENTRY_TYPES),
    oneOf('ledger_entries_charge_kind', t.chargeKind, CHARGE_KINDS),
    oneOf('ledger_entries_method', t.method, PAYMENT_METHODS),
    check('ledger_entries_amount', sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * Each student's ledger balance and the date of their oldest charge not yet covered (paid money
 * covers the oldest charges first), kept by the database: a trigger on every insert into
 * `ledger_entries` (migration 0020) sums that student's rows again. The dues screen and the
 * cockpit's debtors read these instead of a library's whole ledger. Never written by the app.
 * The trigger is deferred to the commit and takes the library's advisory lock there; it stays free
 * of deadlocks as long as no transaction fires it early (`SET CONSTRAINTS ... IMMEDIATE`, done only
 * by a test) and none posts for two libraries (every writer takes one tenant). Migration 0021:
 * a fully reversed charge never dates a debt.
 */
export const studentBalances = pgTable(
  'student_balances',
  {
    studentId: integer('student_id').notNull(),
    adminId: tenantId(),
    // bigint (0033): a balance is a sum of amounts, each up to an int's reach.
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull(),
    owedSince: date('owed_since'),
  },
  // 0020 adds INCLUDE (owed_since): the dues screen reads the index alone.
  (t) => [
    primaryKey({ name: 'student_balances_pkey', columns: [t.studentId, t.adminId] }),
    tenantReference('student_balances_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    index('student_balances_owing_idx').on(t.adminId, t.balancePaise.desc()),
  ],
);
