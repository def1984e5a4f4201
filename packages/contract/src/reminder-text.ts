/**
 * Reminder wording and links, free of schemas so the web's first screens can use them cheaply.
 * Reminders are sent by hand from the dues and expiring lists over WhatsApp or SMS.
 */

export const REMINDER_KINDS = ['dues', 'expiry'] as const;
export const REMINDER_LANGS = ['en', 'hi'] as const;
export const REMINDER_CHANNELS = ['whatsapp', 'sms'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];
export type TReminderLang = (typeof REMINDER_LANGS)[number];
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The placeholders a template may use. */
export const REMINDER_FIELDS = [
  'name',
  'amount',
  'due_date',
  'seat',
  'shift',
  'upi_link',
  'institute',
] as const;
export type TReminderValues = Partial<Record<(typeof REMINDER_FIELDS)[number], string>>;

export const DEFAULT_REMINDER_TEMPLATES: Record<TReminderKind, Record<TReminderLang, string>> = {
  dues: {
    en: 'Hello {name}, this is a reminder from {institute}: {amount} is due on your account (since {due_date}). You can pay by UPI here: {upi_link}. Thank you!',
    hi: 'नमस्ते {name}, {institute} की ओर से याद दिलाना चाहते हैं: आपके खाते में {amount} बकाया है ({due_date} से)। आप यहाँ UPI से भुगतान कर सकते हैं: {upi_link}। धन्यवाद!',
  },
  expiry: {
    en: 'Hello {name}, your seat {seat} ({shift}) at {institute} is valid till {due_date}. Renew to keep your seat. Thank you!',
    hi: 'नमस्ते {name}, {institute} में आपकी सीट {seat} ({shift}) {due_date} तक मान्य है। अपनी सीट बनाए रखने के लिए नवीनीकरण कराएँ। धन्यवाद!',
  },
};

/** A template with its {placeholders} filled; unknown or empty ones become '—' (never '{x}'). */
export function renderReminder(template: string, values: TReminderValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    if (!(REMINDER_FIELDS as readonly string[]).includes(key)) return whole;
    const value = values[key as keyof TReminderValues];
    return value?.trim() ? value : '—';
  });
}

/**
 * An Indian mobile number in E.164 ('+919876543210') from what people type: '98765 43210',
 * '+91 98111 22244', '098111 22244', '91-98111-22244'. Null when it is not one.
 */
export function toE164India(input: string): string | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** The link that opens WhatsApp or the SMS app with the message ready to send. */
export function reminderLink(channel: TReminderChannel, phoneE164: string, message: string): string {
  const text = encodeURIComponent(message);
  return channel === 'whatsapp'
    ? `https://wa.me/${phoneE164.replace('+', '')}?text=${text}`
    : `sms:${phoneE164}?body=${text}`;
}

/** 'reminded 2 days ago by Meena', from the log's time. */
export function remindedAgo(createdAt: string, by: string, now = new Date()): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(createdAt)) / 60_000));
  const ago =
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : minutes < 1440
          ? `${Math.round(minutes / 60)} h ago`
          : `${Math.round(minutes / 1440)} day${Math.round(minutes / 1440) === 1 ? '' : 's'} ago`;
  return `reminded ${ago} by ${by}`;
}

/** The message a receipt is shared with, in the student's language (not the sender's screen's). */
export const RECEIPT_SHARE_TEXT: Record<TReminderLang, string> = {
  en: 'Hello {name}, here is your receipt #{number} for {amount}: {link}',
  hi: 'नमस्ते {name}, {amount} की आपकी रसीद #{number}: {link}',
};

/**
 * The WhatsApp link that shares a receipt: to the student's number (E.164) when there is one,
 * else WhatsApp asks whom to send it to; worded in `lang`.
 */
export function receiptShareLink(
  to: { phone: string | null; lang: TReminderLang },
  values: { name: string; number: number; amount: string; link: string },
): string {
  const text = RECEIPT_SHARE_TEXT[to.lang].replace(/\{(name|number|amount|link)\}/g, (_, key: string) =>
    String(values[key as keyof typeof values]),
  );
  return to.phone
    ? reminderLink('whatsapp', to.phone, text)
    : `https://wa.me/?text=${encodeURIComponent(text)}`;
}
