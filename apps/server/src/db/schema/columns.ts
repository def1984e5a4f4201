import { foreignKey, integer, type PgColumn, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './identity.ts';

/** Shared column builders so every table spells ids, tenancy and timestamps the same way. */
export const id = () => integer('id').generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The tenant column: every tenant row belongs to one admin and goes with them. */
export const tenantId = () =>
  integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' });
/** The student a row is about: it goes with the student (by the table's tenantReference). */
export const studentId = () => integer('student_id').notNull();

type TenantRow = { id: PgColumn; adminId: PgColumn };

/** A tenant table's primary key, (id, admin_id): every key carries the tenant (0037). */
export const tenantPrimaryKey = (table: string, t: TenantRow) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.id, t.adminId] });

/**
 * A reference to a row of the same library, (admin_id, column) -> parent (admin_id, id). In the
 * migrations a SET NULL clears only the column (`ON DELETE SET NULL (column)`), never admin_id.
 */
export const tenantReference = (
  name: string,
  t: { adminId: PgColumn },
  column: PgColumn,
  parent: TenantRow,
) => foreignKey({ name, columns: [t.adminId, column], foreignColumns: [parent.adminId, parent.id] });
