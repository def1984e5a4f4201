import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when, from where: one row per state-changing request, written in the
 * same transaction as the change. `admin_id` is a plain number (no foreign key) so the
 * trail outlives a deleted library.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorRole: text('actor_role'),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    adminId: integer('admin_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_role_created_idx').on(t.actorRole, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_action_created_idx').on(t.actorRole, t.actorId, t.action, t.createdAt.desc()),
    index('audit_log_actor_created_idx').on(t.actorRole, t.actorId, t.createdAt.desc()),
  ],
);
