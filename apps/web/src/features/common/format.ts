// One way to show dates ('23 Nov 2026', 24-hour times) and money ('₹1,23,456.00') across the app,
// shared with the server through the contract.
export { formatDate, formatDateTime } from '@studydesk/contract/dates';
export { formatRupees } from '@studydesk/contract/money';
