import { amountInWords, formatDate, formatRupees } from '@studydesk/contract';
import { type Institute, instituteHeading, moneyLine, moneyPdf } from './pdf-kit.ts';

/** What a tax invoice or GST credit note prints: plain data, made on the documents pool. */
export interface TaxDocumentData {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedOn: string;
  supplier: { legalName: string; gstin: string; state: string };
  recipient: { name: string; code: string | null; address: string; gstin: string | null };
  /** '27-Maharashtra'. */
  placeOfSupply: string;
  interState: boolean;
  sac: string;
  description: string;
  rate: number;
  /** Rupees. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** A credit note's invoice: its number and date, and why it was issued. */
  against: { number: string; date: string } | null;
  reason: string;
}

/**
 * A tax invoice with the particulars of CGST Rule 46, or a credit note with those of Rule 53(1A)
 * (docs/gst.md): supplier's name, address and GSTIN; a serial number unique in the financial year;
 * the date; the recipient's name, address and GSTIN when registered; place of supply with the
 * state's name and code; SAC; description; taxable value, rate and tax by CGST/SGST or IGST; total;
 * reverse charge; a signature line. One A4 page.
 */
export function renderTaxDocument(institute: Institute, d: TaxDocumentData): Promise<Buffer> {
  const invoice = d.kind === 'invoice';
  const title = invoice ? 'Tax Invoice' : 'Credit Note';
  const { doc, done } = moneyPdf({ size: 'A4', margin: 50, info: { Title: `${title} ${d.number}` } });
  instituteHeading(doc, institute, 18);
  doc.moveDown(0.3);
  doc.font('Money').fontSize(10);
  if (d.supplier.legalName && d.supplier.legalName !== institute.name) {
    doc.text(`Legal name: ${d.supplier.legalName}`);
  }
  doc.text(`GSTIN: ${d.supplier.gstin}    State: ${d.supplier.state}`);
  doc.moveDown(0.8);
  doc.font('Money-Bold').fontSize(15).text(title, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Money').fontSize(10);
  doc.text(`${invoice ? 'Invoice' : 'Credit note'} No.: ${d.number}`);
  doc.text(`Date: ${formatDate(d.issuedOn)}`);
  if (d.against) {
    doc.text(`Against tax invoice No. ${d.against.number} dated ${formatDate(d.against.date)}`);
  }
  doc.moveDown(0.6);
  doc.font('Money-Bold').text(invoice ? 'Billed to' : 'Issued to');
  doc.font('Money').text(`${d.recipient.name}${d.recipient.code ? ` (${d.recipient.code})` : ''}`);
  if (d.recipient.address) doc.text(d.recipient.address);
  doc.text(d.recipient.gstin ? `GSTIN: ${d.recipient.gstin}` : 'Unregistered (no GSTIN)');
  doc.text(`Place of supply: ${d.placeOfSupply}`);
  doc.moveDown(0.8);
  moneyLine(doc, `${d.description} (SAC ${d.sac})`, '');
  moneyLine(doc, 'Taxable value', formatRupees(d.taxable));
  if (d.interState) {
    moneyLine(doc, `IGST @ ${d.rate}%`, formatRupees(d.igst));
  } else {
    moneyLine(doc, `CGST @ ${d.rate / 2}%`, formatRupees(d.cgst));
    moneyLine(doc, `SGST/UTGST @ ${d.rate / 2}%`, formatRupees(d.sgst));
  }
  moneyLine(doc, invoice ? 'Total' : 'Total credited', formatRupees(d.total), true);
  doc.font('Money').text(amountInWords(d.total));
  doc.moveDown(0.6);
  if (!invoice && d.reason) doc.text(`Reason: ${d.reason}`);
  doc.text('Whether tax is payable on reverse charge: No');
  doc.moveDown(3);
  const right = { align: 'right' as const };
  doc.text(`For ${d.supplier.legalName || institute.name}`, right);
  doc.moveDown(2);
  doc.text('Authorised signatory', right);
  doc.end();
  return done;
}
