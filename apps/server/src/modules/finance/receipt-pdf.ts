import {
  amountInWords,
  formatDate,
  formatRupees,
  PAYMENT_METHOD_LABELS,
  type TReceipt,
} from '@studydesk/contract';
import { type Institute, instituteHeading, moneyLine, moneyPdf } from './pdf-kit.ts';

/** 80 mm thermal roll: 226.77 pt wide. */
const THERMAL_WIDTH = 226.77;
const THERMAL_MARGIN = 10;
/** The tallest page a PDF may have: room enough to measure any receipt before cutting the roll. */
const MEASURING_HEIGHT = 14_400;

/** What the payment was for: 'Seat A-1 · Morning (06:00 - 12:00)' and '01 Dec 2026 to 31 Dec 2026'. */
function paidFor(r: TReceipt): { seat: string | null; period: string | null } {
  const seat = r.seat ? [`Seat ${r.seat}`, r.shift].filter(Boolean).join(' · ') : null;
  const period =
    r.period_from && r.period_to
      ? `${formatDate(r.period_from)} to ${formatDate(r.period_to)}`
      : r.period_to
        ? `till ${formatDate(r.period_to)}`
        : null;
  return { seat, period };
}

/** Draws the receipt from the top of the page; returns where its content ends. */
function drawReceipt(
  doc: PDFKit.PDFDocument,
  institute: Institute,
  r: TReceipt,
  studentCode: string | null,
  thermal: boolean,
): number {
  const base = thermal ? 8 : 11;
  instituteHeading(doc, institute, thermal ? 12 : 20);
  doc.moveDown(0.5);
  doc
    .font('Money-Bold')
    .fontSize(base + 2)
    .text(`Receipt No. ${r.number}`);
  doc
    .font('Money')
    .fontSize(base)
    .text(`Date: ${formatDate(r.paid_on)}`);
  doc.text(`Received from: ${r.customer_name}${studentCode ? ` (${studentCode})` : ''}`);
  const { seat, period } = paidFor(r);
  if (seat) doc.text(`For: ${seat}`);
  if (period) doc.text(`Period: ${period}`);
  doc.moveDown(0.5);
  const method = PAYMENT_METHOD_LABELS[r.method];
  moneyLine(
    doc,
    `${r.note || 'Fees'} · ${method}${r.reference ? ` ${r.reference}` : ''}`,
    formatRupees(r.amount),
  );
  moneyLine(doc, 'Total received', formatRupees(r.amount), true);
  doc.font('Money').text(amountInWords(r.amount));
  doc.moveDown(0.3);
  if (r.balance_after !== null) {
    const label = r.balance_after < 0 ? 'Advance after this payment' : 'Balance due after this payment';
    moneyLine(doc, label, formatRupees(Math.abs(r.balance_after)), true);
  }
  doc.moveDown(0.5);
  doc
    .font('Money')
    .fontSize(base - 1)
    .fillColor('#444444')
    .text(`Collected by ${r.collected_by}`);
  return doc.y;
}

/**
 * A payment receipt, A4 or 80 mm thermal, with what it was for, the amount in words and the
 * balance after it, in ₹ with Indian grouping. The thermal page is as long as its content: drawn
 * once on a page tall enough to measure it, then again on a page cut to that length.
 */
export async function renderReceipt(
  institute: Institute,
  r: TReceipt,
  studentCode: string | null,
  format: 'a4' | 'thermal',
): Promise<Buffer> {
  const info = { Title: `Receipt ${r.number}` };
  if (format === 'a4') {
    const { doc, done } = moneyPdf({ size: 'A4', margin: 50, info });
    drawReceipt(doc, institute, r, studentCode, false);
    doc.end();
    return done;
  }
  const measure = moneyPdf({ size: [THERMAL_WIDTH, MEASURING_HEIGHT], margin: THERMAL_MARGIN, info });
  const bottom = drawReceipt(measure.doc, institute, r, studentCode, true);
  measure.doc.end();
  await measure.done;
  // A few points of slack so that rounding never pushes the last line onto a second page.
  const height = Math.ceil(bottom + THERMAL_MARGIN + 4);
  const { doc, done } = moneyPdf({ size: [THERMAL_WIDTH, height], margin: THERMAL_MARGIN, info });
  drawReceipt(doc, institute, r, studentCode, true);
  doc.end();
  return done;
}
