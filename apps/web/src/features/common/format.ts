// One way to show dates ('23 Nov 2026', in Hindi '23 नव॰ 2026'; 24-hour times) and money
// ('₹1,23,456.00') across the app, shared with the server through the contract.
import { formatDate as formatDay, formatDateTime as formatMoment } from '@studydesk/contract/dates';
import { currentLanguage } from '../../i18n/i18n.ts';

export { formatRupees } from '@studydesk/contract/money';

/** A day in the language shown: '23 Nov 2026' or '23 नव॰ 2026'. */
export const formatDate = (value: string | Date, timeZone?: string) =>
  formatDay(value, timeZone, currentLanguage());

/** A moment in the language shown: '23 Nov 2026, 14:05' or '23 नव॰ 2026, 14:05'. */
export const formatDateTime = (value: string | Date, timeZone?: string) =>
  formatMoment(value, timeZone, currentLanguage());

/** A count with its digits grouped as in India ('15,000', '1,50,000'), in either language. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');
