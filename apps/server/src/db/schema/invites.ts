import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, studentId, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { students } from './identity.ts';

/**
 * A student's invitation to set their password (0041): only the SHA-256 of the link's secret is
 * kept; one row per student, so a newer invitation voids the older link.
 */
export const studentInvites = pgTable(
  'student_invites',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('student_invites', t),
    tenantReference('student_invites_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    uniqueIndex('student_invites_student_uq').on(t.adminId, t.studentId),
    uniqueIndex('student_invites_token_uq').on(t.adminId, t.tokenHash),
    check('student_invites_token_hash', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
