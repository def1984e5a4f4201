import type { MessageKey } from './keys.ts';

/**
 * The server's answers to a library's public page and its 'I'm interested' form, with their keys
 * in the leads dictionary (the one the page loads), so a stranger reads them in the page's language.
 * A field's refusal is the contract's words (the client drops the field's name): those a person can
 * meet, as the page caps the name's length and sends the token it was given.
 * server-messages.test.ts checks the server and the contract still say each of them.
 */
export const PUBLIC_SERVER_TEXTS: Record<string, MessageKey> = {
  'This library page is not available.': 'leads.page.server.pageNotAvailable',
  'This form has expired: reload the page and try again.': 'leads.page.server.expired',
  'That was quick! Check your details, wait a moment and send again.': 'leads.page.server.tooQuick',
  'This number has sent enough enquiries for now. The library will call you.': 'leads.page.server.phoneLimit',
  'Too many attempts. Please wait {seconds} seconds and try again.': 'leads.page.server.tooManyAttempts',
  'Something went wrong on our side. Please try again.': 'leads.page.server.ourSide',
  'Enter your name': 'leads.page.server.nameMissing',
  'Enter a valid 10-digit Indian mobile number': 'leads.page.server.phoneInvalid',
  'Tick the box to let the library contact you': 'leads.page.server.consentMissing',
};
