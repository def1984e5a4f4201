import { B2CL_THRESHOLD_PAISE, placeOfSupplyLabel } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { neutralise } from '../import-export/student-sheet.ts';

/** One tax invoice or GST credit note of the month, as GSTR-1 needs it (amounts in paise). */
export interface Gstr1Document {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedOn: string;
  recipientName: string;
  recipientGstin: string | null;
  /** The state code. */
  placeOfSupply: string;
  interState: boolean;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** A credit note's invoice: its number, date and value. */
  invoice: { number: string; date: string; total: number } | null;
}

export interface Gstr1Data {
  /** YYYY-MM. */
  month: string;
  gstin: string;
  legalName: string;
  documents: Gstr1Document[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '05-Nov-2026', the GST offline tool's date. */
const gstDate = (day: string) =>
  `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
const rupees = (paise: number) => paise / 100;

/**
 * Where GSTR-1 reports an invoice (docs/gst.md): B2B when the student gave a GSTIN; B2CL when
 * it crosses states to an unregistered student and is above ₹1,00,000; else summed in B2CS.
 */
export function gstr1Section(d: {
  recipientGstin: string | null;
  interState: boolean;
  invoiceTotal: number;
}): 'b2b' | 'b2cl' | 'b2cs' {
  if (d.recipientGstin) return 'b2b';
  return d.interState && d.invoiceTotal > B2CL_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
}

/** B2CS: one row per place of supply and rate, the month's invoices less its credit notes. */
function b2csRows(docs: Gstr1Document[]) {
  const rows = new Map<
    string,
    { pos: string; rate: number; taxable: number; igst: number; cgst: number; sgst: number }
  >();
  for (const d of docs) {
    const total = d.kind === 'invoice' ? d.total : (d.invoice?.total ?? d.total);
    if (
      gstr1Section({ recipientGstin: d.recipientGstin, interState: d.interState, invoiceTotal: total }) !==
      'b2cs'
    ) {
      continue;
    }
    const sign = d.kind === 'invoice' ? 1 : -1;
    const key = `${d.placeOfSupply}:${d.rate}`;
    const row = rows.get(key) ?? {
      pos: d.placeOfSupply,
      rate: d.rate,
      taxable: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    row.taxable += sign * d.taxable;
    row.igst += sign * d.igst;
    row.cgst += sign * d.cgst;
    row.sgst += sign * d.sgst;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate);
}

const MONEY = '0.00';

/**
 * A month's GSTR-1 as an .xlsx with the GST offline tool's sheets and column names (b2b, b2cl,
 * b2cs, cdnr, cdnur, docs), each tax (IGST, CGST, SGST) in a column of its own after them.
 */
export async function renderGstr1Workbook(data: Gstr1Data): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const sheet = (name: string, columns: [string, string, number?][]) => {
    const s = book.addWorksheet(name);
    s.columns = columns.map(([header, key, width]) => ({
      header,
      key,
      width: width ?? Math.max(12, header.length + 2),
      ...(key.startsWith('v_') ? { style: { numFmt: MONEY } } : {}),
    }));
    s.getRow(1).font = { bold: true };
    return s;
  };
  const invoices = data.documents.filter((d) => d.kind === 'invoice');
  const notes = data.documents.filter((d) => d.kind === 'credit_note');
  const section = (d: Gstr1Document) =>
    gstr1Section({
      recipientGstin: d.recipientGstin,
      interState: d.interState,
      invoiceTotal: d.kind === 'invoice' ? d.total : (d.invoice?.total ?? d.total),
    });
  const taxes = (d: { igst: number; cgst: number; sgst: number }) => ({
    v_igst: rupees(d.igst),
    v_cgst: rupees(d.cgst),
    v_sgst: rupees(d.sgst),
  });
  const taxColumns: [string, string][] = [
    ['Integrated Tax Amount', 'v_igst'],
    ['Central Tax Amount', 'v_cgst'],
    ['State/UT Tax Amount', 'v_sgst'],
  ];

  const b2b = sheet('b2b', [
    ['GSTIN/UIN of Recipient', 'gstin', 18],
    ['Receiver Name', 'name', 24],
    ['Invoice Number', 'number', 16],
    ['Invoice date', 'date'],
    ['Invoice Value', 'v_value'],
    ['Place Of Supply', 'pos', 22],
    ['Reverse Charge', 'rc'],
    ['Applicable % of Tax Rate', 'applicable'],
    ['Invoice Type', 'type'],
    ['E-Commerce GSTIN', 'ecom'],
    ['Rate', 'rate', 8],
    ['Taxable Value', 'v_taxable'],
    ['Cess Amount', 'v_cess'],
    ...taxColumns,
  ]);
  for (const d of invoices.filter((i) => section(i) === 'b2b')) {
    b2b.addRow({
      gstin: d.recipientGstin,
      name: neutralise(d.recipientName),
      number: d.number,
      date: gstDate(d.issuedOn),
      v_value: rupees(d.total),
      pos: placeOfSupplyLabel(d.placeOfSupply),
      rc: 'N',
      applicable: '',
      type: 'Regular B2B',
      ecom: '',
      rate: d.rate,
      v_taxable: rupees(d.taxable),
      v_cess: 0,
      ...taxes(d),
    });
  }

  const b2cl = sheet('b2cl', [
    ['Invoice Number', 'number', 16],
    ['Invoice date', 'date'],
    ['Invoice Value', 'v_value'],
    ['Place Of Supply', 'pos', 22],
    ['Applicable % of Tax Rate', 'applicable'],
    ['Rate', 'rate', 8],
    ['Taxable Value', 'v_taxable'],
    ['Cess Amount', 'v_cess'],
    ['E-Commerce GSTIN', 'ecom'],
    ['Integrated Tax Amount', 'v_igst'],
  ]);
  for (const d of invoices.filter((i) => section(i) === 'b2cl')) {
    b2cl.addRow({
      number: d.number,
      date: gstDate(d.issuedOn),
      v_value: rupees(d.total),
      pos: placeOfSupplyLabel(d.placeOfSupply),
      applicable: '',
      rate: d.rate,
      v_taxable: rupees(d.taxable),
      v_cess: 0,
      ecom: '',
      v_igst: rupees(d.igst),
    });
  }

  const b2cs = sheet('b2cs', [
    ['Type', 'type'],
    ['Place Of Supply', 'pos', 22],
    ['Applicable % of Tax Rate', 'applicable'],
    ['Rate', 'rate', 8],
    ['Taxable Value', 'v_taxable'],
    ['Cess Amount', 'v_cess'],
    ['E-Commerce GSTIN', 'ecom'],
    ...taxColumns,
  ]);
  for (const r of b2csRows(data.documents)) {
    b2cs.addRow({
      type: 'OE',
      pos: placeOfSupplyLabel(r.pos),
      applicable: '',
      rate: r.rate,
      v_taxable: rupees(r.taxable),
      v_cess: 0,
      ecom: '',
      ...taxes(r),
    });
  }

  const cdnr = sheet('cdnr', [
    ['GSTIN/UIN of Recipient', 'gstin', 18],
    ['Receiver Name', 'name', 24],
    ['Note Number', 'number', 16],
    ['Note Date', 'date'],
    ['Note Type', 'type'],
    ['Place Of Supply', 'pos', 22],
    ['Reverse Charge', 'rc'],
    ['Note Supply Type', 'supply'],
    ['Note Value', 'v_value'],
    ['Applicable % of Tax Rate', 'applicable'],
    ['Rate', 'rate', 8],
    ['Taxable Value', 'v_taxable'],
    ['Cess Amount', 'v_cess'],
    ...taxColumns,
    ['Invoice Number', 'invoice', 16],
    ['Invoice date', 'invoice_date'],
  ]);
  const cdnur = sheet('cdnur', [
    ['UR Type', 'ur'],
    ['Note Number', 'number', 16],
    ['Note Date', 'date'],
    ['Note Type', 'type'],
    ['Place Of Supply', 'pos', 22],
    ['Note Value', 'v_value'],
    ['Applicable % of Tax Rate', 'applicable'],
    ['Rate', 'rate', 8],
    ['Taxable Value', 'v_taxable'],
    ['Cess Amount', 'v_cess'],
    ['Integrated Tax Amount', 'v_igst'],
    ['Invoice Number', 'invoice', 16],
    ['Invoice date', 'invoice_date'],
  ]);
  for (const d of notes) {
    const common = {
      number: d.number,
      date: gstDate(d.issuedOn),
      type: 'C',
      pos: placeOfSupplyLabel(d.placeOfSupply),
      v_value: rupees(d.total),
      applicable: '',
      rate: d.rate,
      v_taxable: rupees(d.taxable),
      v_cess: 0,
      invoice: d.invoice?.number ?? '',
      invoice_date: d.invoice ? gstDate(d.invoice.date) : '',
    };
    const s = section(d);
    if (s === 'b2b') {
      cdnr.addRow({
        ...common,
        gstin: d.recipientGstin,
        name: neutralise(d.recipientName),
        rc: 'N',
        supply: 'Regular B2B',
        ...taxes(d),
      });
    } else if (s === 'b2cl') {
      cdnur.addRow({ ...common, ur: 'B2CL', v_igst: rupees(d.igst) });
    }
  }

  const docs = sheet('docs', [
    ['Nature of Document', 'nature', 40],
    ['Sr. No. From', 'from', 16],
    ['Sr. No. To', 'to', 16],
    ['Total Number', 'count'],
    ['Cancelled', 'cancelled'],
  ]);
  for (const [nature, list] of [
    ['Invoices for outward supply', invoices],
    ['Credit Note', notes],
  ] as const) {
    if (list.length === 0) continue;
    docs.addRow({
      nature,
      from: list[0]?.number,
      to: list[list.length - 1]?.number,
      count: list.length,
      cancelled: 0,
    });
  }
  book.title = `GSTR-1 ${data.month} ${data.gstin}`;
  return Buffer.from(await book.xlsx.writeBuffer());
}
