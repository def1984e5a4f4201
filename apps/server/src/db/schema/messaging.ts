import {
  boolean,
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
import { reminders } from './reminders.ts';

const STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
const PROVIDERS = ['whatsapp_cloud', 'msg91'] as const;

/** Template names (WhatsApp) or DLT template ids (SMS) per reminder kind and language. */
export interface StoredProviderTemplates {
  dues: { en: string; hi: string };
  expiry: { en: string; hi: string };
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
  updatedAt: updatedAt(),
});

/** Every message a provider was asked to send, and what became of it. */
export const messageLog = pgTable(
  'message_log',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    reminderId: integer('reminder_id'),
    kind: text('kind').notNull().$type<'dues' | 'expiry'>(),
    channel: text('channel').notNull().$type<'whatsapp' | 'sms'>(),
    provider: text('provider').notNull().$type<(typeof PROVIDERS)[number]>(),
    template: text('template').notNull(),
    phone: text('phone').notNull(),
    providerMessageId: text('provider_message_id'),
    status: text('status').notNull().$type<(typeof STATUSES)[number]>(),
    errorCode: text('error_code'),
    errorText: text('error_text'),
    costPaise: integer('cost_paise'),
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
    oneOf('message_log_status', t.status, STATUSES),
    oneOf('message_log_provider', t.provider, PROVIDERS),
    oneOf('message_log_channel', t.channel, ['whatsapp', 'sms']),
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
