import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The directory (0037): keys unique across libraries, which a database distributed by library
 * cannot enforce on the tenant tables. Small tables (reference tables under Citus), written in
 * the transaction of the row they index, and deleted with it by the app: they reference no
 * tenant table (Citus allows no key from a reference table to a distributed one).
 */

/** One sign-in per email and role: finds the account's library from its email (auth/accounts.ts). */
export const accountEmails = pgTable(
  'account_emails',
  {
    role: text('role', { enum: ['admin', 'staff', 'student'] }).notNull(),
    email: text('email').notNull(),
    adminId: integer('admin_id').notNull(),
    /** The admin's, staff member's or student's id. */
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'account_emails_pkey', columns: [t.role, t.email] }),
    uniqueIndex('account_emails_user_uq').on(t.role, t.userId),
    index('account_emails_admin_idx').on(t.adminId),
    check('account_emails_role', sql`${t.role} in ('admin', 'staff', 'student')`),
  ],
);

/** The library a join code names (students register with it). */
export const joinCodes = pgTable('join_codes', {
  code: text('code').primaryKey(),
  adminId: integer('admin_id').notNull().unique('join_codes_admin_uq'),
});

/** The receipt a public share link names (the link carries no library). */
export const receiptShareTokens = pgTable(
  'receipt_share_tokens',
  {
    shareToken: text('share_token').primaryKey(),
    adminId: integer('admin_id').notNull(),
    receiptId: integer('receipt_id').notNull(),
  },
  (t) => [index('receipt_share_tokens_admin_idx').on(t.adminId, t.receiptId)],
);

/**
 * The directory of public page slugs (0058): unique across libraries, which a table distributed
 * by library cannot enforce; written in the transaction of the page's row.
 */
export const publicSlugs = pgTable(
  'public_slugs',
  {
    slug: text('slug').primaryKey(),
    adminId: integer('admin_id').notNull(),
  },
  (t) => [unique('public_slugs_admin_uq').on(t.adminId)],
);
