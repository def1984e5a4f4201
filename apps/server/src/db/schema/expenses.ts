import { EXPENSE_METHODS } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { admins } from './identity.ts';

/** The owner's expense settings (0056): whether the desk may record expenses. */
export const expenseSettings = pgTable('expense_settings', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  staffMayRecord: boolean('staff_may_record').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A monthly expense that posts itself on its day (rent, salaries) while active (0056). */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    adminId: tenantId(),
    category: text('category').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    dayOfMonth: integer('day_of_month').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('recurring_expenses', t),
    index('recurring_expenses_active_idx').on(t.adminId, t.active),
    check('recurring_expenses_amount', sql`${t.amountPaise} > 0`),
    check('recurring_expenses_day', sql`${t.dayOfMonth} between 1 and 28`),
    check('recurring_expenses_category', sql`length(${t.category}) between 1 and 40`),
    oneOf('recurring_expenses_method', t.method, EXPENSE_METHODS),
  ],
);

/**
 * Money the library spent: a category (one of the usual or the owner's own), the day, the amount,
 * how it was paid, a note and the bill's photo (`uploads/bills/...`). A recurring expense's posting
 * carries its template and month, once (unique).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    adminId: tenantId(),
    category: text('category').notNull(),
    spentOn: date('spent_on').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    bill: text('bill'),
    recurringId: integer('recurring_id'),
    postedMonth: text('posted_month'),
    recordedByRole: text('recorded_by_role').notNull(),
    recordedByName: text('recorded_by_name').notNull().default(''),
    /** The account that recorded it (0060): a desk member changes only their own, the same day. */
    recordedById: integer('recorded_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('expenses', t),
    tenantReference('expenses_recurring_id_fkey', t, t.recurringId, recurringExpenses).onDelete('set null'),
    index('expenses_admin_spent_idx').on(t.adminId, t.spentOn, t.id),
    uniqueIndex('expenses_recurring_month_uq')
      .on(t.adminId, t.recurringId, t.postedMonth)
      .where(sql`${t.recurringId} is not null`),
    index('expenses_bill_idx').on(t.adminId, t.bill).where(sql`${t.bill} is not null`),
    check('expenses_amount', sql`${t.amountPaise} > 0`),
    check('expenses_category', sql`length(${t.category}) between 1 and 40`),
    oneOf('expenses_method', t.method, EXPENSE_METHODS),
    check('expenses_posted_month', sql`${t.postedMonth} ~ '^\\d{4}-\\d{2}$'`),
    oneOf('expenses_role', t.recordedByRole, ['admin', 'staff', 'system']),
  ],
);
