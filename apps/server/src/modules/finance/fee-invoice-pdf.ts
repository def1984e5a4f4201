import { formatRupees, type TFeeRecord } from '@studydesk/contract';
import { type Institute, instituteHeading, moneyLine, moneyPdf } from './pdf-kit.ts';

/** A one-page A5 fee invoice for a student: every figure from the ledger, in ₹. */
export function renderFeeInvoice(institute: Institute, fee: TFeeRecord, issuedOn: string): Promise<Buffer> {
  const number = `INV-${fee.student_code}-${issuedOn.replaceAll('-', '')}`;
  const { doc, done } = moneyPdf({ size: 'A5', margin: 36, info: { Title: `Fee invoice ${number}` } });
  instituteHeading(doc, institute, 16);
  doc.moveDown(0.5);
  doc.fontSize(10).text(`Fee invoice ${number} · ${issuedOn}`);
  doc.moveDown();
  doc.fontSize(11).text(`Student: ${fee.name} (${fee.student_code})`);
  if (fee.father_name) doc.text(`Father's name: ${fee.father_name}`);
  doc.moveDown();
  moneyLine(doc, 'Seat fees', formatRupees(fee.seat_price));
  moneyLine(doc, 'Locker fees', formatRupees(fee.locker_price));
  moneyLine(doc, 'Total fees', formatRupees(fee.total_fees));
  moneyLine(doc, 'Paid', formatRupees(fee.paid));
  moneyLine(doc, 'Discount', formatRupees(fee.discount));
  moneyLine(doc, 'Due', formatRupees(fee.due), true);
  if (fee.advance > 0) moneyLine(doc, 'Advance', formatRupees(fee.advance), true);
  doc.end();
  return done;
}
