import { formatRupees, PAYMENT_METHOD_LABELS, type TReceipt } from '@studydesk/contract';
import { type Institute, instituteHeading, moneyLine, moneyPdf } from './pdf-kit.ts';

/** 80 mm thermal roll: 226.77 pt wide. */
const THERMAL_WIDTH = 226.77;

/** A payment receipt, A4 or 80 mm thermal, with the balance after it, in ₹ with Indian grouping. */
export function renderReceipt(
  institute: Institute,
  r: TReceipt,
  studentCode: string | null,
  format: 'a4' | 'thermal',
): Promise<Buffer> {
  const thermal = format === 'thermal';
  const { doc, done } = moneyPdf({
    size: thermal ? [THERMAL_WIDTH, 420] : 'A4',
    margin: thermal ? 10 : 50,
    info: { Title: `Receipt ${r.number}` },
  });
  const base = thermal ? 8 : 11;
  instituteHeading(doc, institute, thermal ? 12 : 20);
  doc.moveDown(0.5);
  doc
    .font('Money-Bold')
    .fontSize(base + 2)
    .text(`Receipt No. ${r.number}`);
  doc.font('Money').fontSize(base).text(`Date: ${r.paid_on}`);
  doc.text(`Received from: ${r.customer_name}${studentCode ? ` (${studentCode})` : ''}`);
  doc.moveDown(0.5);
  const method = PAYMENT_METHOD_LABELS[r.method];
  moneyLine(
    doc,
    `${r.note || 'Fees'} · ${method}${r.reference ? ` ${r.reference}` : ''}`,
    formatRupees(r.amount),
  );
  moneyLine(doc, 'Total received', formatRupees(r.amount), true);
  if (r.balance_after !== null) {
    const label = r.balance_after < 0 ? 'Advance after this payment' : 'Balance due after this payment';
    moneyLine(doc, label, formatRupees(Math.abs(r.balance_after)), true);
  }
  doc.moveDown(0.5);
  doc
    .fontSize(base - 1)
    .fillColor('#444444')
    .text(`Collected by ${r.collected_by}`);
  doc.end();
  return done;
}
