import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';

/** Platform-level list the superadmin keeps; not tied to a library. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('institutes_admin_idx').on(t.adminId)],
);
