import { PAYMENT_METHOD_LABELS, type TReceipt } from '@studydesk/contract';
import { formatDate, formatRupees } from '../common/format.ts';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

const COLUMNS: Column<TReceipt>[] = [
  { header: 'No.', cell: (r) => `#${r.number}` },
  { header: 'Date', cell: (r) => formatDate(r.paid_on) },
  { header: 'Received from', cell: (r) => r.customer_name },
  {
    header: 'Method',
    cell: (r) => `${PAYMENT_METHOD_LABELS[r.method]}${r.reference ? ` · ${r.reference}` : ''}`,
  },
  { header: 'Amount', cell: (r) => formatRupees(r.amount) },
  { header: 'Collected by', cell: (r) => r.collected_by },
  { header: 'Receipt', cell: (r) => <ReceiptActions receipt={r} /> },
];

/** Every receipt of the library, newest first, to download again or share. */
export function ReceiptsTab() {
  return (
    <PagedTable<TReceipt>
      path="/api/receipts"
      columns={COLUMNS}
      emptyText="No receipts yet."
      errorText="Failed to load receipts."
    />
  );
}
