import type { TFeeRecord } from '@studydesk/contract';
import PDFDocument from 'pdfkit';

/** Standard PDF fonts have no ₹ glyph, so the invoice writes 'Rs.'. */
const rs = (n: number) =>
  `Rs. ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A one-page A5 fee invoice for a student. */
export function renderFeeInvoice(library: string, fee: TFeeRecord, issuedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: `Fee invoice ${fee.student_code}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text(library);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`Fee invoice · ${issuedOn}`);
  doc.moveDown();
  doc.fillColor('#000000').fontSize(11).text(`Student: ${fee.name} (${fee.student_code})`);
  if (fee.father_name) doc.text(`Father's name: ${fee.father_name}`);
  doc.moveDown();
  const lines: [string, string][] = [
    ['Seat fees', rs(fee.seat_price)],
    ['Locker fees', rs(fee.locker_price)],
    ['Total fees', rs(fee.total_fees)],
    ['Paid', rs(fee.paid)],
    ['Discount', rs(fee.discount)],
    ['Due', rs(fee.due)],
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font(label === 'Due' ? 'Helvetica-Bold' : 'Helvetica').text(label, 36, y);
    doc.text(value, 36, y, { align: 'right' });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
