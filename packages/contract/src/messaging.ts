import { z } from 'zod';
import { cursorOf, numeric, singleLineText, ZCursorTime, ZDate, ZId } from './common.ts';
import { REMINDER_CHANNELS, REMINDER_FIELDS } from './reminder-text.ts';

/**
 * Providers that send reminders by themselves (docs/reminders.md): the WhatsApp Business Cloud
 * API with approved templates, and MSG91 SMS with DLT-registered templates as the fallback.
 * Secrets (access token, app secret, auth key) go in and never come back: the answer says only
 * whether each is set.
 */

/**
 * Everything StudyDesk sends by a provider: the desk's reminders (dues, expiry) and what it sends
 * by itself (receipts, the month-end question, the owner's morning digest). A kind goes out only
 * where the owner entered its approved template; dues and expiry are required to turn a provider on.
 */
export const MESSAGE_KINDS = ['dues', 'expiry', 'receipt', 'month_end', 'digest'] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];
/** The kinds a provider needs before it can be turned on: the desk's reminders. */
export const REQUIRED_MESSAGE_KINDS = ['dues', 'expiry'] as const satisfies readonly TMessageKind[];

/** The values a message's template may take: a reminder's, and those of the kinds sent by themselves. */
export const MESSAGE_FIELDS = [
  ...REMINDER_FIELDS,
  'receipt_no',
  'link',
  'month',
  'date',
  'collected',
  'dues_total',
] as const;
export type TMessageField = (typeof MESSAGE_FIELDS)[number];
export type TMessageValues = Partial<Record<TMessageField, string>>;

/** The values each kind's template receives, in this order: WhatsApp {{1}}.., MSG91 var1... */
export const TEMPLATE_PARAMETERS: Record<TMessageKind, readonly TMessageField[]> = {
  dues: ['name', 'institute', 'amount', 'due_date', 'upi_link'],
  expiry: ['name', 'institute', 'seat', 'shift', 'due_date', 'link'],
  receipt: ['name', 'institute', 'amount', 'receipt_no', 'link'],
  month_end: ['name', 'institute', 'month', 'due_date', 'link'],
  digest: ['institute', 'date', 'collected', 'dues_total', 'link'],
};

/**
 * Where a plan's end notice sends the student: their payments page with the plan's price filled
 * in (a path; the server puts its PUBLIC_URL before it when the message goes out).
 */
export const renewAndPayPath = (amountRupees: number) =>
  amountRupees > 0 ? `/student/payments?amount=${amountRupees.toFixed(2)}` : '/student/payments';

/** A receipt's public link: its PDF, by the receipt's share token (no sign-in). */
export const sharedReceiptPath = (token: string) => `/api/receipts/shared/${token}`;

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_PROVIDERS = ['whatsapp_cloud', 'msg91'] as const;
export type TMessageProvider = (typeof MESSAGE_PROVIDERS)[number];

const ZNumericId = (label: string) =>
  z.string().regex(/^\d{5,20}$/, { message: `${label} is the number Meta shows (digits only)` });
const ZTemplateName = z
  .string()
  .regex(/^[a-z0-9_]{1,512}$/, { message: 'Template names use lower-case letters, digits and _' });
const ZDltId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'Use the template id MSG91 shows' });
const ZDltIds = z.object({ en: ZDltId.or(z.literal('')), hi: ZDltId.or(z.literal('')) });
/** A secret field: absent or null keeps what is stored, '' clears it, text replaces it. */
const ZSecret = singleLineText().max(1000).nullish();

export const ZWhatsappSettingsRequest = z.object({
  enabled: z.boolean(),
  phone_number_id: ZNumericId('The phone number ID').or(z.literal('')),
  /** One approved template name per kind (the same name in English and Hindi); optional kinds may be ''. */
  templates: z.object({
    dues: ZTemplateName.or(z.literal('')),
    expiry: ZTemplateName.or(z.literal('')),
    receipt: ZTemplateName.or(z.literal('')).default(''),
    month_end: ZTemplateName.or(z.literal('')).default(''),
    digest: ZTemplateName.or(z.literal('')).default(''),
  }),
  access_token: ZSecret,
  app_secret: ZSecret,
  verify_token: ZSecret,
});
export const ZSmsSettingsRequest = z.object({
  enabled: z.boolean(),
  sender_id: z.string().regex(/^([A-Z]{6})?$/, { message: 'The sender ID (header) is six capital letters' }),
  templates: z.object({
    dues: ZDltIds,
    expiry: ZDltIds,
    receipt: ZDltIds.default({ en: '', hi: '' }),
    month_end: ZDltIds.default({ en: '', hi: '' }),
    digest: ZDltIds.default({ en: '', hi: '' }),
  }),
  auth_key: ZSecret,
  /** What MSG91's delivery reports carry in their URL (`?token=`): at least 16 characters. */
  dlr_token: singleLineText()
    .max(200)
    .refine((v) => v === '' || /^[A-Za-z0-9_-]{16,}$/.test(v), {
      message: 'The delivery report token is at least 16 letters, digits, - or _',
    })
    .nullish(),
});
export const ZMessagingSettingsRequest = z.object({
  whatsapp: ZWhatsappSettingsRequest,
  sms: ZSmsSettingsRequest,
});
export type TMessagingSettingsRequest = z.infer<typeof ZMessagingSettingsRequest>;

const ZLangTexts = z.object({ en: z.string(), hi: z.string() });
export const ZMessagingSettings = z.object({
  whatsapp: z.object({
    enabled: z.boolean(),
    phone_number_id: z.string(),
    templates: z.object({
      dues: z.string(),
      expiry: z.string(),
      receipt: z.string(),
      month_end: z.string(),
      digest: z.string(),
    }),
    access_token_set: z.boolean(),
    app_secret_set: z.boolean(),
    verify_token_set: z.boolean(),
    /** Where Meta sends statuses: the path under this server to enter as the callback URL. */
    webhook_path: z.string(),
  }),
  sms: z.object({
    enabled: z.boolean(),
    sender_id: z.string(),
    templates: z.object({
      dues: ZLangTexts,
      expiry: ZLangTexts,
      receipt: ZLangTexts,
      month_end: ZLangTexts,
      digest: ZLangTexts,
    }),
    auth_key_set: z.boolean(),
    dlr_token_set: z.boolean(),
    /** Where MSG91 posts delivery reports: this path with `?token=<the delivery report token>`. */
    webhook_path: z.string(),
  }),
  /** True when reminders go out by themselves (a provider is on and complete). */
  sends_by_itself: z.boolean(),
});
export type TMessagingSettings = z.infer<typeof ZMessagingSettings>;

/** What the desk needs to know before a tap: does a provider send, and on which channels. */
export const ZReminderDeliveryMode = z.object({
  sends_by_itself: z.boolean(),
  whatsapp: z.boolean(),
  sms: z.boolean(),
});
export type TReminderDeliveryMode = z.infer<typeof ZReminderDeliveryMode>;

export const ZConnectionTest = z.object({ ok: z.boolean(), message: z.string() });
export type TConnectionTest = z.infer<typeof ZConnectionTest>;

/** How one reminder went out when a provider sent it; null when it was a link to tap. */
export const ZReminderDelivery = z.object({
  status: z.enum(['sent', 'failed']),
  channel: z.enum(REMINDER_CHANNELS),
  /** Why the last provider tried refused it (FAILURE_REASONS); null when sent. */
  reason: z.string().nullable(),
  /** The provider's own words for it; null when sent. */
  error: z.string().nullable(),
});
export type TReminderDelivery = z.infer<typeof ZReminderDelivery>;

/** MSG91 calls `/api/webhooks/msg91/<library>?token=<the owner's delivery report token>`. */
export const ZMsg91WebhookParams = z.object({ library: ZId });
export const ZMsg91WebhookQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'The token is letters, digits, - or _' })
    .optional(),
});

/** Meta calls `/api/webhooks/whatsapp/<library>`: the library whose settings hold its secrets. */
export const ZWhatsappWebhookParams = z.object({ library: ZId });
/** Meta's subscription check: `?hub.mode=subscribe&hub.verify_token=..&hub.challenge=..`. */
export const ZWhatsappVerifyQuery = z.object({
  'hub.mode': singleLineText().max(40),
  'hub.verify_token': singleLineText().max(1000),
  'hub.challenge': z.string().regex(/^[\w-]{1,200}$/, { message: 'The challenge is a short token' }),
});
/** The subscription check's answer: hub.challenge, echoed as text. */
export const ZWhatsappChallenge = z.string();
/** Meta signs each webhook body: `sha256=<hex HMAC of the raw body with the app secret>`. */
export const ZWhatsappSignatureHeaders = z.object({ 'x-hub-signature-256': z.string().max(200).optional() });

export const ZWebhookReceipt = z.object({
  /** Statuses in the call. */
  received: z.number().int(),
  /** Messages whose status moved forward. */
  updated: z.number().int(),
});

/**
 * The owner's message log: what StudyDesk sent or queued, newest first, a page at a time by
 * keyset on (created_at, id), filtered by kind, status or student.
 */
export const ZMessageLogQuery = z
  .object({
    limit: numeric(z.number().int().min(1).max(500)).default(50),
    before: cursorOf(ZCursorTime).optional(),
    after: cursorOf(ZCursorTime).optional(),
    kind: z.enum(MESSAGE_KINDS, { message: `Use one of ${MESSAGE_KINDS.join(', ')}` }).optional(),
    status: z.enum(MESSAGE_STATUSES, { message: `Use one of ${MESSAGE_STATUSES.join(', ')}` }).optional(),
    student_id: ZId.optional(),
  })
  .refine((q) => !(q.before && q.after), { message: 'Send before or after, not both', path: ['after'] });

/** Why a message did not go out, in a few words the owner can act on (null when it did). */
export const MESSAGE_FAILURES = [
  'not_on_whatsapp',
  'template_missing',
  'rate_limited',
  'credentials',
  'unreachable',
  'rejected',
  'not_set_up',
  'interrupted',
] as const;
export type TMessageFailure = (typeof MESSAGE_FAILURES)[number];

export const ZMessageLogEntry = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  provider: z.enum(MESSAGE_PROVIDERS).nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /** Null for a message to the owner. */
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  phone: z.string(),
  lang: z.enum(['en', 'hi']),
  reason: z.enum(MESSAGE_FAILURES).nullable(),
  /** The provider's own words for a failure; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
  status_at: z.string(),
});
export type TMessageLogEntry = z.infer<typeof ZMessageLogEntry>;
export const ZMessageLog = z.array(ZMessageLogEntry);

/** A plan end notice due in the coming days, computed from the plans as they stand. */
export const ZScheduledNotice = z.object({
  /** The library day it goes out (between 09:00 and 21:00). */
  day: ZDate,
  kind: z.literal('expiry'),
  student_id: z.number().int(),
  student_name: z.string(),
  plan: z.enum(['seat', 'locker']),
  place: z.string(),
  ends_on: ZDate,
  days_before: z.number().int(),
});
export type TScheduledNotice = z.infer<typeof ZScheduledNotice>;
export const ZScheduledMessages = z.object({
  /** Whether the library sends plan end notices by itself (a provider has the expiry template). */
  sends_notices: z.boolean(),
  /** Notices of today (not yet queued) and the next 6 days. */
  notices: z.array(ZScheduledNotice),
  /** Messages queued and not yet handed to a provider (at most 100, oldest first). */
  queued: ZMessageLog,
});
export type TScheduledMessages = z.infer<typeof ZScheduledMessages>;
