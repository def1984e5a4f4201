import { reminderLink, type TReminderChannel } from '@studydesk/contract';

/** A message to one phone, over WhatsApp or SMS. */
export interface OutgoingReminder {
  channel: TReminderChannel;
  /** E.164, e.g. '+919876543210'. */
  to: string;
  text: string;
}

/**
 * Where reminders go out. Today a person sends them: the provider answers with the link that opens
 * their WhatsApp or SMS app with the message ready. A gateway (an SMS or WhatsApp Business API)
 * would implement the same interface and send by itself.
 */
export interface ReminderProvider {
  readonly sendsByItself: boolean;
  dispatch(message: OutgoingReminder): Promise<{ link: string }>;
}

export const byHandProvider: ReminderProvider = {
  sendsByItself: false,
  dispatch: async (m) => ({ link: reminderLink(m.channel, m.to, m.text) }),
};
