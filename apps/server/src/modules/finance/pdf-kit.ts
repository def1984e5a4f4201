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

/** The institute's name, address and contact at the top of a page. */
export function instituteHeading(doc: PDFKit.PDFDocument, institute: Institute, size: number) {
  doc.font('Money-Bold').fontSize(size).text(institute.name);
  doc
    .font('Money')
    .fontSize(size * 0.6)
    .fillColor('#444444');
  if (institute.address) doc.text(institute.address);
  if (institute.contact) doc.text(institute.contact);
  doc.fillColor('#000000');
}

/** One label/value line, the value right-aligned. */
export function moneyLine(doc: PDFKit.PDFDocument, label: string, value: string, bold = false) {
  const y = doc.y;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(bold ? 'Money-Bold' : 'Money').text(label, left, y, { width });
  doc.text(value, left, y, { width, align: 'right' });
  doc.moveDown(0.3);
}
