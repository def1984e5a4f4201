import { formatDate, nameInitials } from '@studydesk/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** ISO/IEC 7810 ID-1: 85.6 x 54 mm, in PDF points. */
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;

export interface CardData {
  institute: string;
  studentId: string;
  /** The QR's text: the card's signed token (crypto/card-tokens.ts), naming no one to a reader. */
  qr: string;
  name: string;
  course: string;
  phone: string;
  email: string;
  address: string;
  issued: Date;
  /** The student's photo bytes (JPEG or PNG are drawn; other formats fall back to initials). */
  photo: Buffer | null;
}

/** A one-page PDF the size of an ID card, with photo (or initials), details and the QR code. */
export async function renderIdCardPdf(card: CardData): Promise<Buffer> {
  const qr = await QRCode.toBuffer(card.qr, {
    margin: 0,
    width: 160,
    errorCorrectionLevel: 'M',
  });
  const photo = card.photo && isJpegOrPng(card.photo) ? card.photo : null;
  const doc = new PDFDocument({
    size: [CARD_WIDTH, CARD_HEIGHT],
    margin: 0,
    info: { Title: `ID card ${card.studentId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const teal = '#0b7285';
  doc.rect(0, 0, CARD_WIDTH, 30).fill(teal);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(card.institute, 8, 6, { width: CARD_WIDTH - 16, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(6.5).text('Student ID Card', 8, 18);

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
  doc
    .fontSize(5)
    .fillColor('#555555')
    .text('Valid Till: —', CARD_WIDTH - 48, top + 44, { width: 42, align: 'center' });
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
  doc.end();
  return done;
}

/** pdfkit draws JPEG and PNG only. */
function isJpegOrPng(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return png || jpeg;
}
