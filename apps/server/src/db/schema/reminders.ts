import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import {
  createdAt,
  id,
  studentId,
  tenantId,
  tenantPrimaryKey,
  tenantReference,
  updatedAt,
} from './columns.ts';
import { students } from './identity.ts';

const KINDS = ['dues', 'expiry'] as const;
const LANGS = ['en', 'hi'] as const;

/** An owner's own wording of a reminder; absent rows fall back to the built-in templates. */
export const reminderTemplates = pgTable(
  'reminder_templates',
  {
    adminId: tenantId(),
    kind: text('kind').notNull().$type<(typeof KINDS)[number]>(),
    lang: text('lang').notNull().$type<(typeof LANGS)[number]>(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'reminder_templates_pk', columns: [t.adminId, t.kind, t.lang] }),
    oneOf('reminder_templates_kind', t.kind, KINDS),
    oneOf('reminder_templates_lang', t.lang, LANGS),
  ],
);

/** A reminder the desk opened in WhatsApp or SMS for a student. */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    kind: text('kind').notNull().$type<(typeof KINDS)[number]>(),
    channel: text('channel').notNull().$type<'whatsapp' | 'sms'>(),
    lang: text('lang').notNull().$type<(typeof LANGS)[number]>(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    sentByRole: text('sent_by_role').notNull(),
    sentById: integer('sent_by_id').notNull(),
    sentByName: text('sent_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('reminders', t),
    tenantReference('reminders_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    index('reminders_student_idx').on(t.adminId, t.studentId, t.createdAt),
    index('reminders_admin_idx').on(t.adminId, t.createdAt),
    oneOf('reminders_kind', t.kind, KINDS),
    oneOf('reminders_channel', t.channel, ['whatsapp', 'sms']),
    oneOf('reminders_lang', t.lang, LANGS),
  ],
);
