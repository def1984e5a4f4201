import { MESSAGE_KINDS, type TMessageKind, type TMessageValues } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { students } from './identity.ts';
import { reminders } from './reminders.ts';

const STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
const PROVIDERS = ['whatsapp_cloud', 'msg91'] as const;

type LangTexts = { en: string; hi: string };
/**
 * Template names (WhatsApp) or DLT template ids (SMS) per message kind and language. Rows saved
 * before receipts, the month-end question and the digest were sent lack those kinds.
 */
export interface StoredProviderTemplates {
  dues: LangTexts;
  expiry: LangTexts;
  receipt?: LangTexts;
  month_end?: LangTexts;
  digest?: LangTexts;
}

/**
 * A library's reminder providers. Secrets are sealed with the data key (`crypto/secret-box.ts`)
 * and never leave the server; a null secret is one not set.
 */
export const messagingSettings = pgTable('messaging_settings', {
  adminId: tenantId().primaryKey(),
  whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
  whatsappPhoneNumberId: text('whatsapp_phone_number_id').notNull().default(''),
  whatsappTemplates: jsonb('whatsapp_templates').$type<StoredProviderTemplates>().notNull(),
  whatsappTokenSealed: text('whatsapp_token_sealed'),
  whatsappAppSecretSealed: text('whatsapp_app_secret_sealed'),
  whatsappVerifyTokenSealed: text('whatsapp_verify_token_sealed'),
  smsEnabled: boolean('sms_enabled').notNull().default(false),
  smsSenderId: text('sms_sender_id').notNull().default(''),
  smsTemplates: jsonb('sms_templates').$type<StoredProviderTemplates>().notNull(),
  smsAuthKeySealed: text('sms_auth_key_sealed'),
  /** The token MSG91's delivery reports carry in their URL (0053). */
  smsDlrTokenSealed: text('sms_dlr_token_sealed'),
  updatedAt: updatedAt(),
});

/**
 * Every message a provider was asked to send, and what became of it. A message StudyDesk sends
 * by itself is first a `queued` row with its values and a key (the outbox, outbox.service.ts):
 * written in the transaction that decided it, delivered after, at most once per key.
 */
export const messageLog = pgTable(
  'message_log',
  {
    id: id(),
    adminId: tenantId(),
    /** Null for a message to the owner (the morning digest). */
    studentId: integer('student_id'),
    reminderId: integer('reminder_id'),
    kind: text('kind').notNull().$type<TMessageKind>(),
    channel: text('channel').notNull().$type<'whatsapp' | 'sms'>(),
    /** Null while queued: the provider that takes it is chosen when it is delivered. */
    provider: text('provider').$type<(typeof PROVIDERS)[number]>(),
    template: text('template').notNull(),
    phone: text('phone').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status').notNull().$type<(typeof STATUSES)[number]>(),
    errorCode: text('error_code'),
    errorText: text('error_text'),
    costPaise: integer('cost_paise'),
    lang: text('lang').notNull().default('en').$type<'en' | 'hi'>(),
    /** A queued message's template values (TEMPLATE_PARAMETERS of its kind). */
    params: jsonb('params').$type<TMessageValues>(),
    /** What it is for ('dues:<student>:<since>:<step>'): one message per key and library. */
    dedupeKey: text('dedupe_key'),
    /** When a delivery took it; a queued message taken long ago was cut off and is not sent again. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: createdAt(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('message_log', t),
    tenantReference('message_log_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    tenantReference('message_log_reminder_id_fkey', t, t.reminderId, reminders).onDelete('cascade'),
    index('message_log_admin_idx').on(t.adminId, t.createdAt),
    index('message_log_student_idx').on(t.adminId, t.studentId, t.createdAt),
    index('message_log_reminder_idx').on(t.adminId, t.reminderId),
    uniqueIndex('message_log_provider_message_idx').on(t.adminId, t.provider, t.providerMessageId),
    uniqueIndex('message_log_dedupe_idx').on(t.adminId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('message_log_queued_idx').on(t.attemptedAt, t.id).where(sql`${t.status} = 'queued'`),
    oneOf('message_log_status', t.status, STATUSES),
    oneOf('message_log_provider', t.provider, PROVIDERS),
    oneOf('message_log_channel', t.channel, ['whatsapp', 'sms']),
    oneOf('message_log_lang', t.lang, ['en', 'hi']),
    oneOf('message_log_kind', t.kind, MESSAGE_KINDS),
  ],
);

/** Digests of webhook calls already applied: the same signed body twice is refused. */
export const webhookReceipts = pgTable(
  'webhook_receipts',
  {
    adminId: tenantId(),
    digest: text('digest').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'webhook_receipts_pkey', columns: [t.adminId, t.digest] })],
);

/** A library's dunning policy (contract `ZDunningPolicy`); none means the default, off. */
export const dunningPolicies = pgTable(
  'dunning_policies',
  {
    adminId: tenantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    daysBefore: integer('days_before').notNull(),
    onDue: boolean('on_due').notNull(),
    daysAfter: integer('days_after').notNull(),
    everyDays: integer('every_days').notNull(),
    maxCount: integer('max_count').notNull(),
    skipPaidDays: integer('skip_paid_days').notNull(),
    sendFrom: text('send_from').notNull(),
    sendUntil: text('send_until').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'dunning_policies_window',
      sql`${t.sendFrom} >= '09:00' AND ${t.sendUntil} <= '21:00' AND ${t.sendFrom} < ${t.sendUntil}`,
    ),
  ],
);

/** Students whose reminders are paused: until a date (they start again on it), or null until turned back on. */
export const dunningPauses = pgTable(
  'dunning_pauses',
  {
    adminId: tenantId(),
    studentId: integer('student_id').notNull(),
    until: date('until'),
    pausedByName: text('paused_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'dunning_pauses_pkey', columns: [t.adminId, t.studentId] }),
    foreignKey({
      name: 'dunning_pauses_student_id_fkey',
      columns: [t.adminId, t.studentId],
      foreignColumns: [students.adminId, students.id],
    }).onDelete('cascade'),
  ],
);
