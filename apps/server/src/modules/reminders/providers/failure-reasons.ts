/**
 * Why a provider refused a message, in the few kinds the owner can act on; the provider's own
 * code and text are kept beside it in the message log.
 */
export const FAILURE_REASONS = [
  'not_on_whatsapp',
  'template_missing',
  'rate_limited',
  'credentials',
  'unreachable',
  'rejected',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Graph API error codes of the WhatsApp Cloud API that have a reason of their own. */
const WHATSAPP_CODES: Record<string, FailureReason> = {
  // Message undeliverable: the number is not on WhatsApp, or has not accepted the terms.
  '131026': 'not_on_whatsapp',
  // The recipient is not on the test number's allowed list.
  '131030': 'not_on_whatsapp',
  '132001': 'template_missing',
  '132015': 'template_missing',
  '132016': 'template_missing',
  '130429': 'rate_limited',
  '131048': 'rate_limited',
  '131056': 'rate_limited',
  '80007': 'rate_limited',
  '4': 'rate_limited',
  '190': 'credentials',
  '10': 'credentials',
  '200': 'credentials',
};

export function whatsappReason(code: string, httpStatus: number): FailureReason {
  if (httpStatus === 429) return 'rate_limited';
  return WHATSAPP_CODES[code] ?? (httpStatus === 401 ? 'credentials' : 'rejected');
}

/** MSG91 answers `{ type: 'error', message }` with words, not codes. */
export function msg91Reason(message: string, httpStatus: number): FailureReason {
  if (httpStatus === 429) return 'rate_limited';
  if (httpStatus === 401 || /auth ?key/i.test(message)) return 'credentials';
  if (/template|flow|dlt/i.test(message)) return 'template_missing';
  return 'rejected';
}
