import { formatRupees, type TReconciliation, type TReconciliationDifference } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { neutralise } from '../import-export/student-sheet.ts';

/** Each difference in the words the screen uses (the workbook is in English). */
const DIFFERENCE_TEXT: Record<TReconciliationDifference, string> = {
  no_receipt: 'Paid on Razorpay, but no receipt was made',
  unknown_at_gateway: 'The receipt names a Razorpay payment Razorpay does not have',
  amount_differs: "Razorpay's amount is not the receipt's",
  refund_without_credit_note: 'Refunded on Razorpay, but no credit note was issued',
  credit_note_without_refund: 'Credit note issued, but Razorpay has no refund for it',
  not_settled: 'Paid, not yet settled to the bank',
  no_ledger: "The receipt is missing from the student's ledger",
  ledger_differs: "The ledger's amount is not the receipt's",
  statement_differs: "The bank statement's amount is not the receipt's",
};
const RUPEES = { numFmt: '#,##,##0.00' };

/** The reconciliation as an .xlsx: its lines side by side, the totals by method, Razorpay's settlements. */
export async function renderReconciliationWorkbook(r: TReconciliation): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const lines = book.addWorksheet('Reconciliation');
  lines.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Came in', key: 'channel', width: 12 },
    { header: 'Razorpay payment', key: 'payment', width: 24 },
    { header: 'Razorpay (₹)', key: 'gateway', width: 14, style: RUPEES },
    { header: 'Fee (₹)', key: 'fee', width: 10, style: RUPEES },
    { header: 'Tax (₹)', key: 'tax', width: 10, style: RUPEES },
    { header: 'Settled (₹)', key: 'settled', width: 14, style: RUPEES },
    { header: 'Settlement UTR', key: 'utr', width: 22 },
    { header: 'Refunded on Razorpay (₹)', key: 'refunded', width: 14, style: RUPEES },
    { header: 'Receipt no.', key: 'number', width: 10 },
    { header: 'Received from', key: 'name', width: 24 },
    { header: 'Method', key: 'method', width: 12 },
    { header: 'Receipt (₹)', key: 'receipt', width: 14, style: RUPEES },
    { header: 'Credit notes (₹)', key: 'credit', width: 14, style: RUPEES },
    { header: 'Ledger (₹)', key: 'ledger', width: 14, style: RUPEES },
    { header: 'Bank statement (₹)', key: 'statement', width: 14, style: RUPEES },
    { header: 'Statement UTR', key: 'statementUtr', width: 16 },
    { header: 'Differences', key: 'differences', width: 60 },
  ];
  lines.getRow(1).font = { bold: true };
  for (const l of r.lines) {
    const row = lines.addRow({
      date: l.date,
      channel: l.channel,
      payment: neutralise(l.gateway?.payment_id ?? ''),
      gateway: l.gateway?.amount ?? null,
      fee: l.gateway?.fee ?? null,
      tax: l.gateway?.tax ?? null,
      settled: l.gateway?.settled ?? null,
      utr: neutralise(l.gateway?.settlement_utr ?? ''),
      refunded: l.gateway?.refunded || null,
      number: l.receipt?.number ?? null,
      name: neutralise(l.receipt?.customer_name ?? ''),
      method: l.receipt?.method ?? '',
      receipt: l.receipt?.amount ?? null,
      credit: l.receipt?.credit_notes || null,
      ledger: l.ledger,
      statement: l.statement?.amount ?? null,
      statementUtr: neutralise(l.statement?.utr ?? ''),
      differences: l.differences.map((d) => DIFFERENCE_TEXT[d]).join('; '),
    });
    if (l.differences.length > 0)
      row.getCell('differences').font = { bold: true, color: { argb: 'FFC92A2A' } };
  }

  const summary = book.addWorksheet('Totals');
  summary.columns = [
    { header: `Reconciliation ${r.from} to ${r.to}`, key: 'what', width: 40 },
    { header: 'Count', key: 'count', width: 10 },
    { header: 'Amount (₹)', key: 'amount', width: 16, style: RUPEES },
  ];
  summary.getRow(1).font = { bold: true };
  const t = r.totals;
  for (const [what, amount] of [
    ['Receipts', t.receipts],
    ['Ledger payments', t.ledger],
    ['Paid on Razorpay', t.gateway_captured],
    ['Razorpay fees', t.gateway_fees],
    ['Tax on fees', t.gateway_tax],
    ['Settled to bank', t.gateway_settled],
    ['Matched from bank statements', t.statement_matched],
  ] as const)
    summary.addRow({ what, amount });
  summary.addRow({ what: 'Differences', count: t.differences });
  if (r.gateway !== 'ok') summary.addRow({ what: `Razorpay: ${r.gateway.replace('_', ' ')}` });
  summary.addRow({});
  for (const m of r.by_method)
    summary.addRow({ what: `${m.method} (${m.channel})`, count: m.count, amount: m.amount });

  const settlements = book.addWorksheet('Settlements');
  settlements.columns = [
    { header: 'Settled at', key: 'at', width: 22 },
    { header: 'UTR', key: 'utr', width: 24 },
    { header: 'Fees (₹)', key: 'fees', width: 12, style: RUPEES },
    { header: 'Tax (₹)', key: 'tax', width: 12, style: RUPEES },
    { header: 'Settled (₹)', key: 'amount', width: 14, style: RUPEES },
  ];
  settlements.getRow(1).font = { bold: true };
  for (const s of r.settlements) {
    settlements.addRow({
      at: s.created_at,
      utr: neutralise(s.utr),
      fees: s.fees,
      tax: s.tax,
      amount: s.amount,
    });
  }
  if (r.lines.length === 0) lines.addRow({ name: `Nothing received (${formatRupees(0)})` });
  return Buffer.from(await book.xlsx.writeBuffer());
}
