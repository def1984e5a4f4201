import { formatDate, formatDay, nameInitials } from '@studydesk/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** ISO/IEC 7810 ID-1: 85.6 x 54 mm, in PDF points. */
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;

export interface CardData {
  institute: string;
  /** The library's logo bytes (JPEG or PNG drawn in the band), or null. */
  logo?: Buffer | null;
  studentId: string;
  /** The QR's text: the card's signed token (crypto/card-tokens.ts), naming no one to a reader. */
  qr: string;
  name: string;
  course: string;
  phone: string;
  email: string;
  address: string;
  issued: Date;
  /** The seat of the current seat plan and its last day ('YYYY-MM-DD'), or null. */
  seat: string | null;
  validTill: string | null;
  /** The student's photo bytes (JPEG or PNG are drawn; other formats fall back to initials). */
  photo: Buffer | null;
}

/** A one-page PDF the size of an ID card, with photo (or initials), details and the QR code. */
export async function renderIdCardPdf(card: CardData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [CARD_WIDTH, CARD_HEIGHT],
    margin: 0,
    info: { Title: `ID card ${card.studentId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  await drawCard(doc, card, 0, 0);
  doc.end();
  return done;
}

/** A4 in points, and the sheet's grid: 2 columns x 4 rows of ID-1 cards, 5 mm apart. */
const A4 = { width: 595.28, height: 841.89 };
export const CARDS_PER_SHEET = 8;
const SHEET_COLUMNS = 2;
const GAP = 5 * MM;
const SHEET_LEFT = (A4.width - SHEET_COLUMNS * CARD_WIDTH - GAP) / 2;
const SHEET_TOP = (A4.height - 4 * CARD_HEIGHT - 3 * GAP) / 2;

/**
 * ID cards for printing, eight to an A4 page (2 x 4) with crop marks at each card's corners. The
 * document is a stream: `cards` are fetched and drawn one at a time while the first pages leave.
 */
export function idCardSheetPdf(count: number, cardAt: (index: number) => Promise<CardData>) {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'ID cards' } });
  const drawn = (async () => {
    for (let i = 0; i < count; i++) {
      const slot = i % CARDS_PER_SHEET;
      if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
      const x = SHEET_LEFT + (slot % SHEET_COLUMNS) * (CARD_WIDTH + GAP);
      const y = SHEET_TOP + Math.floor(slot / SHEET_COLUMNS) * (CARD_HEIGHT + GAP);
      cropMarks(doc, x, y);
      await drawCard(doc, await cardAt(i), x, y);
    }
    doc.end();
  })();
  drawn.catch((err: unknown) => doc.destroy(err instanceof Error ? err : new Error(String(err))));
  return doc;
}

/** Short hairlines outside each corner, where the cutter lines up. */
function cropMarks(doc: PDFKit.PDFDocument, x: number, y: number) {
  const len = 3 * MM;
  const off = 1 * MM;
  doc.save().lineWidth(0.3).strokeColor('#888888');
  for (const [cx, sx] of [
    [x, -1],
    [x + CARD_WIDTH, 1],
  ] as const) {
    for (const [cy, sy] of [
      [y, -1],
      [y + CARD_HEIGHT, 1],
    ] as const) {
      doc
        .moveTo(cx + sx * off, cy)
        .lineTo(cx + sx * (off + len), cy)
        .stroke();
      doc
        .moveTo(cx, cy + sy * off)
        .lineTo(cx, cy + sy * (off + len))
        .stroke();
    }
  }
  doc.restore();
}

/** One card with its top-left corner at (left, top) of the current page. */
async function drawCard(doc: PDFKit.PDFDocument, card: CardData, left: number, top0: number) {
  const qr = await QRCode.toBuffer(card.qr, {
    margin: 0,
    width: 160,
    errorCorrectionLevel: 'M',
  });
  const photo = card.photo && isJpegOrPng(card.photo) ? card.photo : null;
  doc.save();
  doc.translate(left, top0);
  const teal = '#0b7285';
  doc.rect(0, 0, CARD_WIDTH, 30).fill(teal);
  const logo = card.logo && isJpegOrPng(card.logo) ? card.logo : null;
  const textLeft = logo ? 34 : 8;
  if (logo) doc.image(logo, 6, 4, { fit: [22, 22] });
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(card.institute, textLeft, 6, {
      width: CARD_WIDTH - textLeft - 8,
      lineBreak: false,
      ellipsis: true,
    });
  doc.font('Helvetica').fontSize(6.5).text('Student ID Card', textLeft, 18);

  const top = 36;
  if (photo) {
    doc.image(photo, 8, top, { fit: [44, 54] });
  } else {
    doc.rect(8, top, 44, 54).fill('#e3fafc');
    doc
      .fillColor(teal)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(nameInitials(card.name), 8, top + 18, { width: 44, align: 'center' });
  }
  const x = 58;
  const width = CARD_WIDTH - x - 52;
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(card.name, x, top, { width, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(5.6).fillColor('#333333');
  const lines = [
    `Course: ${card.course}`,
    `ID: ${card.studentId}`,
    `Phone: ${card.phone}`,
    `Email: ${card.email}`,
    `Address: ${card.address || '—'}`,
    `Issued: ${formatDate(card.issued)}`,
  ];
  lines.forEach((line, i) => {
    doc.text(line, x, top + 12 + i * 7.4, { width, lineBreak: false, ellipsis: true });
  });
  doc.image(qr, CARD_WIDTH - 48, top, { width: 40, height: 40 });
  // Under the QR: the seat, then 'Valid Till' over its date (one line would not fit the column).
  const side = { width: 42, align: 'center' } as const;
  doc
    .fontSize(5)
    .fillColor('#555555')
    .text(`Seat: ${card.seat ?? '—'}`, CARD_WIDTH - 48, top + 44, side)
    .text('Valid Till', CARD_WIDTH - 48, top + 51, side)
    .text(card.validTill ? formatDay(card.validTill) : '—', CARD_WIDTH - 48, top + 57, side);
  doc
    .moveTo(8, CARD_HEIGHT - 14)
    .lineTo(60, CARD_HEIGHT - 14)
    .strokeColor('#999999')
    .lineWidth(0.4)
    .stroke();
  doc
    .fontSize(5)
    .fillColor('#555555')
    .text('Signature', 8, CARD_HEIGHT - 12);
  doc.restore();
}

/** pdfkit draws JPEG and PNG only. */
function isJpegOrPng(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg;
}
