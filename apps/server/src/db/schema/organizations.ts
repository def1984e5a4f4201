import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantPrimaryKey, updatedAt } from './columns.ts';

/** Platform-level list the superadmin keeps; not tied to a library. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_name_uq').on(sql`lower(${t.name})`)],
);

/** An institute (branch) run by one admin; an admin may run several. */
export const institutes = pgTable(
  'institutes',
  {
    id: id(),
    adminId: tenantId(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    contact: text('contact').notNull().default(''),
    /** The library's logo (`uploads/logos/...`), set by the owner in Settings (0040). */
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPrimaryKey('institutes', t), index('institutes_admin_idx').on(t.adminId)],
);
