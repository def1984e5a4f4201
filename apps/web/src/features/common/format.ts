// One way to show dates ('23 Nov 2026', 24-hour times) and money ('₹1,23,456.00') across the app,
// shared with the server through the contract.
export { formatDate, formatDateTime } from '@studydesk/contract/dates';
export { formatRupees } from '@studydesk/contract/money';

/** A count with its digits grouped as in India ('15,000', '1,50,000'), in either language. */
export const formatCount = (n: number) => n.toLocaleString('en-IN');
