import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
/** DejaVu Sans has the ₹ glyph the standard PDF fonts lack; read once, embedded (subset) in every money PDF. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const moneyFonts = () => {
  fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  return fonts;
};

export interface Institute {
  name: string;
  address: string;
  contact: string;
  /** The logo's bytes: drawn when JPEG or PNG (what PDFKit draws). */
  logoBytes?: Buffer | null;
}

/** JPEG and PNG are what PDFKit can draw. */
export function isJpegOrPng(b: Buffer): boolean {
  return (
    (b[0] === 0xff && b[1] === 0xd8) || (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47)
  );
}

/** A PDF document with the money fonts registered, and its bytes once ended. */
export function moneyPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const { regular, bold } = moneyFonts();
  doc.registerFont('Money', regular);
  doc.registerFont('Money-Bold', bold);
  doc.font('Money');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The institute's name, address and contact at the top of a page, its logo (if any) at the right. */
export function instituteHeading(doc: PDFKit.PDFDocument, institute: Institute, size: number) {
  const logo = institute.logoBytes && isJpegOrPng(institute.logoBytes) ? institute.logoBytes : null;
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const side = size * 2.4;
  const top = doc.y;
  if (logo) doc.image(logo, left + full - side, top, { fit: [side, side] });
  const width = logo ? full - side - 6 : full;
  doc.font('Money-Bold').fontSize(size).text(institute.name, left, top, { width });
  doc
    .font('Money')
    .fontSize(size * 0.6)
    .fillColor('#444444');
  if (institute.address) doc.text(institute.address, { width });
  if (institute.contact) doc.text(institute.contact, { width });
  doc.fillColor('#000000');
  if (logo && doc.y < top + side) doc.y = top + side;
}

/**
 * One label/value line, the value right-aligned; a long label wraps beside the value (never under
 * it), and what follows starts below the label's last line.
 */
export function moneyLine(doc: PDFKit.PDFDocument, label: string, value: string, bold = false) {
  const y = doc.y;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(bold ? 'Money-Bold' : 'Money');
  doc.text(label, left, y, { width: width - doc.widthOfString(value) - 6 });
  const belowLabel = doc.y;
  doc.text(value, left, y, { width, align: 'right' });
  doc.y = Math.max(belowLabel, doc.y);
  doc.moveDown(0.3);
}
