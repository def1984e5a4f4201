import { bigint, date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './identity.ts';

/**
 * The owner's cockpit history (charts), one row per library (migration 0061): computed on the
 * first open of a library day and kept while no write it counts came after. `version` is bumped
 * by the database in every transaction writing receipts, holds, plans, students, seats or shifts
 * (a deferred trigger); `body` holds while `body_version` equals it and `day` is today.
 */
export const cockpitHistory = pgTable('cockpit_history', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  day: date('day'),
  bodyVersion: bigint('body_version', { mode: 'number' }),
  body: jsonb('body'),
  computedAt: timestamp('computed_at', { withTimezone: true }),
});
