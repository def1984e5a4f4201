import {
  reminderLink,
  type TMessageKind,
  type TMessageValues,
  type TReminderChannel,
  type TReminderLang,
} from '@studydesk/contract';
import type { FailureReason } from './providers/failure-reasons.ts';

/** A message to one phone, over WhatsApp or SMS. */
export interface OutgoingReminder {
  channel: TReminderChannel;
  /** E.164, e.g. '+919876543210'. */
  to: string;
  /** The library's own wording, filled: what a person sends by hand. */
  text: string;
  /** What a provider's approved template is filled with. */
  kind: TMessageKind;
  lang: TReminderLang;
  values: TMessageValues;
}

/**
 * A message keeps its link as a path (`/student/payments`, a receipt's share path): whoever
 * queued it had no request to name the host. It becomes an address at delivery (PUBLIC_URL).
 */
export const withAddresses = (values: TMessageValues, publicUrl: string): TMessageValues =>
  values.link?.startsWith('/') ? { ...values, link: `${publicUrl}${values.link}` } : values;

/** What became of one message handed to a provider. */
export type Dispatched =
  | { outcome: 'link'; link: string }
  | { outcome: 'sent'; template: string; messageId: string }
  | { outcome: 'failed'; template: string; code: string; reason: FailureReason; text: string };

/**
 * Where reminders go out. By hand, the provider answers with the link that opens the desk's own
 * WhatsApp or SMS app with the message ready; a gateway (WhatsApp Cloud API, MSG91) sends by
 * itself and answers with the provider's message id, or why it refused. It never throws for
 * a refusal: every outcome is logged per message.
 */
export interface ReminderProvider {
  readonly sendsByItself: boolean;
  /** The name the message log keeps ('by_hand' for links, which are not logged there). */
  readonly name: 'by_hand' | 'whatsapp_cloud' | 'msg91';
  readonly channel: TReminderChannel | null;
  dispatch(message: OutgoingReminder): Promise<Dispatched>;
}

export const byHandProvider: ReminderProvider = {
  sendsByItself: false,
  name: 'by_hand',
  channel: null,
  dispatch: async (m) => ({ outcome: 'link', link: reminderLink(m.channel, m.to, m.text) }),
};

/** A kind the owner entered no template for: refused without calling the provider. */
export const notSetUp = (kind: TMessageKind): Dispatched => ({
  outcome: 'failed',
  template: '',
  code: 'template_not_set',
  reason: 'template_missing',
  text: `No ${kind.replace('_', '-')} template is set for this provider in Settings.`,
});
