import {
  amountInWords,
  formatDate,
  formatRupees,
  PAYMENT_METHOD_LABELS,
  type TCreditNote,
} from '@studydesk/contract';
import { creditNoteLabel } from './finance.present.ts';
import { type Institute, instituteHeading, moneyLine, moneyPdf } from './pdf-kit.ts';

/** A one-page A5 credit note: the money given back, against which receipt, and why. */
export function renderCreditNote(institute: Institute, note: TCreditNote, studentCode: string | null) {
  const label = creditNoteLabel(note.number);
  const { doc, done } = moneyPdf({ size: 'A5', margin: 36, info: { Title: `Credit note ${label}` } });
  instituteHeading(doc, institute, 16);
  doc.moveDown(0.5);
  doc.font('Money-Bold').fontSize(13).text(`Credit note ${label}`);
  doc
    .font('Money')
    .fontSize(10)
    .text(`Issued ${formatDate(note.issued_on)} by ${note.issued_by}`);
  doc.moveDown();
  doc.fontSize(11).text(`To: ${note.customer_name}${studentCode ? ` (${studentCode})` : ''}`);
  doc.text(`Against receipt #${note.receipt_number}`);
  doc.text(`Reason: ${note.reason}`);
  doc.moveDown();
  moneyLine(doc, `Refunded by ${PAYMENT_METHOD_LABELS[note.method]}`, formatRupees(note.amount), true);
  doc.fontSize(9).text(amountInWords(note.amount));
  doc.end();
  return done;
}
