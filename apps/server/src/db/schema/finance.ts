import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks.ts';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { staff, students } from './identity.ts';

/** A student's current fee record; due = seat + locker - paid - discount, floored at 0, computed. */
export const studentFees = pgTable(
  'student_fees',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    seatPricePaise: integer('seat_price_paise').notNull().default(0),
    lockerPricePaise: integer('locker_price_paise').notNull().default(0),
    paidPaise: integer('paid_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('student_fees_student_uq').on(t.studentId),
    index('student_fees_admin_idx').on(t.adminId),
    notNegative('student_fees_seat', t.seatPricePaise),
    notNegative('student_fees_locker', t.lockerPricePaise),
    notNegative('student_fees_paid', t.paidPaise),
    notNegative('student_fees_discount', t.discountPaise),
  ],
);

/** Every fee assignment, kept for the student's fee history. */
export const feeHistory = pgTable(
  'fee_history',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    feesPaise: integer('fees_paise').notNull(),
    paidPaise: integer('paid_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    recordedOn: date('recorded_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_history_student_idx').on(t.adminId, t.studentId, t.createdAt),
    notNegative('fee_history_fees', t.feesPaise),
    notNegative('fee_history_paid', t.paidPaise),
    notNegative('fee_history_discount', t.discountPaise),
  ],
);

/** Which seat and locker a student held, and when. */
export const seatHistory = pgTable(
  'seat_history',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    seat: text('seat'),
    locker: text('locker'),
    recordedOn: date('recorded_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('seat_history_student_idx').on(t.adminId, t.studentId, t.createdAt)],
);

/** Admin invoices to students. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_admin_created_idx').on(t.adminId, t.createdAt.desc()),
    index('invoices_student_idx').on(t.studentId),
    check('invoices_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Invoices staff raise for walk-in customers. */
export const staffInvoices = pgTable(
  'staff_invoices',
  {
    id: id(),
    adminId: tenantId(),
    createdByStaffId: integer('created_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('Pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invoices_admin_created_idx').on(t.adminId, t.createdAt.desc()),
    check('staff_invoices_amount', sql`${t.amountPaise} > 0`),
    oneOf('staff_invoices_status', t.status, ['Pending', 'Paid']),
  ],
);

/** Payments students make (method always 'Online' from the student side). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').notNull().default('Online'),
    status: text('status').notNull().default('Pending'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_student_date_idx').on(t.adminId, t.studentId, t.paymentDate.desc()),
    check('payments_amount', sql`${t.amountPaise} > 0`),
    oneOf('payments_status', t.status, ['Pending', 'Paid', 'Failed']),
  ],
);
