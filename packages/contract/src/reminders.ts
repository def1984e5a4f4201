import { z } from 'zod';
import { multiLineText, ZId } from './common.ts';
import { ZReminderDelivery } from './messaging.ts';
import { REMINDER_CHANNELS, REMINDER_KINDS, REMINDER_LANGS } from './reminder-text.ts';

/**
 * Reminders an owner sends by hand from the dues and expiring lists: a WhatsApp or SMS message
 * prefilled from a template in English or Hindi, or sent by a provider when the owner set one
 * (messaging.ts).
 */

export const ZReminderKind = z.enum(REMINDER_KINDS);
export const ZReminderLang = z.enum(REMINDER_LANGS);
export const ZReminderChannel = z.enum(REMINDER_CHANNELS);

export const ZReminderTemplates = z.object({
  dues: z.object({ en: z.string(), hi: z.string() }),
  expiry: z.object({ en: z.string(), hi: z.string() }),
});
export type TReminderTemplates = z.infer<typeof ZReminderTemplates>;
const ZTemplateText = multiLineText().min(1, { message: 'A template cannot be empty' }).max(1000);
export const ZReminderTemplatesRequest = z.object({
  dues: z.object({ en: ZTemplateText, hi: ZTemplateText }),
  expiry: z.object({ en: ZTemplateText, hi: ZTemplateText }),
});

export const ZReminderRequest = z.object({
  student_id: ZId,
  kind: ZReminderKind,
  channel: ZReminderChannel,
  lang: ZReminderLang.default('en'),
});
/** What the desk needs to open the message: the link, the text and where it goes. */
export const ZReminderPrepared = z.object({
  id: z.number().int(),
  phone: z.string(),
  message: z.string(),
  /** The link to tap when a person sends it; '' when a provider sent it by itself. */
  link: z.string(),
  delivery: ZReminderDelivery.nullable(),
});
export type TReminderPrepared = z.infer<typeof ZReminderPrepared>;

export const ZReminderLogEntry = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  kind: ZReminderKind,
  channel: ZReminderChannel,
  sent_by: z.string(),
  created_at: z.string(),
});
export type TReminderLogEntry = z.infer<typeof ZReminderLogEntry>;
export const ZLastRemindersQuery = z.object({
  /** Comma-separated student ids (at most 500). */
  students: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { message: 'List student ids separated by commas' }),
});
export const ZReminderLogList = z.array(ZReminderLogEntry);
