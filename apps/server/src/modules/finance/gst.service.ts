import {
  creditNoteSplit,
  financialYear,
  formatDate,
  GST_STATES,
  type GstSplit,
  placeOfSupplyLabel,
  splitGst,
  type TGstSettings,
  type TGstSettingsRequest,
  taxCreditNoteNumber,
  taxInvoiceNumber,
  type ZGstSettingsRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { makeDocument } from '../../workers/pool.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import {
  creditedOfReceipt,
  findGstDocument,
  type GstDocumentRow,
  type GstSettingsRow,
  gstDocumentsIssued,
  gstDocumentsOf,
  gstNotesOf,
  insertGstDocument,
  invoiceOfReceipt,
  nextGstSerial,
  readGstSettings,
  receiptOfDocument,
  studentGstDetails,
  writeGstSettings,
} from './gst.queries.ts';
import type { TaxDocumentData } from './gst-pdf.ts';
import type { Gstr1Document } from './gstr1-workbook.ts';

/*
 * GST tax invoices and credit notes (docs/gst.md). The ledger calls these inside the payment's,
 * refund's or reversal's transaction; a library without a GSTIN gets nothing from them.
 */

export type { TGstSettingsRequest };

/** The library's GST settings as the owner edits them (defaults before the first save). */
export async function gstSettingsOf(db: Db, adminId: number): Promise<TGstSettings> {
  const row = await readGstSettings(db, adminId);
  return {
    gstin: row?.gstin ?? '',
    legal_name: row?.legalName ?? '',
    state: row?.stateCode ?? '',
    sac: row?.sac ?? '998451',
    rate: row?.ratePercent ?? 18,
    prices_include_tax: row?.pricesIncludeTax ?? true,
  };
}

/** Saves the registration; the state is the GSTIN's (its first two digits). */
export async function saveGstSettings(
  db: Db,
  actor: TenantActor,
  body: z.output<typeof ZGstSettingsRequest>,
): Promise<TGstSettings> {
  await writeGstSettings(db, actor.tenantId, {
    gstin: body.gstin,
    legalName: body.legal_name,
    stateCode: body.gstin.slice(0, 2),
    sac: body.sac,
    ratePercent: body.rate,
    pricesIncludeTax: body.prices_include_tax,
  });
  return gstSettingsOf(db, actor.tenantId);
}

/** The library's registration when it has a GSTIN, else null (plain receipts). */
export async function gstRegistration(db: Db, adminId: number): Promise<GstSettingsRow | null> {
  const row = await readGstSettings(db, adminId);
  return row && row.gstin !== '' ? row : null;
}

/**
 * The GST a charge adds when the library's prices exclude tax (0 when they include it, or the
 * library is not registered): the ledger posts it as a charge of its own beside the price.
 */
export async function taxOnCharge(db: Db, adminId: number, pricePaise: number) {
  const reg = await gstRegistration(db, adminId);
  if (!reg || reg.pricesIncludeTax) return null;
  const s = splitGst(pricePaise, reg.ratePercent, { inclusive: false, interState: false });
  return { paise: s.total - s.taxable, rate: reg.ratePercent };
}

const partsOf = (d: GstDocumentRow): GstSplit => ({
  taxable: d.taxablePaise,
  cgst: d.cgstPaise,
  sgst: d.sgstPaise,
  igst: d.igstPaise,
  total: d.totalPaise,
});
const columnsOf = (s: GstSplit) => ({
  taxablePaise: s.taxable,
  cgstPaise: s.cgst,
  sgstPaise: s.sgst,
  igstPaise: s.igst,
  totalPaise: s.total,
});

/**
 * Makes a receipt a tax invoice when its library has a GSTIN: the next number of the financial
 * year's series, the place of supply (the student's state, else the library's), and the amount
 * received split into taxable value and CGST + SGST (same state) or IGST (another state).
 */
export async function issueTaxInvoice(
  db: Db,
  receipt: { id: number; adminId: number; studentId: number | null; amountPaise: number; paidOn: string },
): Promise<GstDocumentRow | null> {
  const reg = await gstRegistration(db, receipt.adminId);
  if (!reg) return null;
  const student = receipt.studentId ? await studentGstDetails(db, receipt.adminId, receipt.studentId) : null;
  const place = student?.gstState || reg.stateCode;
  const split = splitGst(receipt.amountPaise, reg.ratePercent, {
    inclusive: true,
    interState: place !== reg.stateCode,
  });
  const fy = financialYear(receipt.paidOn);
  const serial = await nextGstSerial(db, receipt.adminId, 'invoice', fy);
  return insertGstDocument(db, receipt.adminId, {
    kind: 'invoice',
    fy,
    serial,
    number: taxInvoiceNumber(fy, serial),
    receiptId: receipt.id,
    creditNoteId: null,
    issuedOn: receipt.paidOn,
    supplierGstin: reg.gstin,
    supplierLegalName: reg.legalName,
    supplierState: reg.stateCode,
    recipientGstin: student?.gstin || null,
    placeOfSupply: place,
    sac: reg.sac,
    ratePercent: reg.ratePercent,
    pricesIncludeTax: reg.pricesIncludeTax,
    ...columnsOf(split),
  });
}

/**
 * A GST credit note against a receipt's tax invoice for `amountPaise` given back (a refund, with
 * its credit_notes row; or the reversal of the whole payment, without): numbered in the financial
 * year's credit-note series, split at the invoice's rate and place, never crediting more of a part
 * than the invoice charged (creditNoteSplit). Nothing when the receipt is a plain one.
 */
export async function issueGstCreditNote(
  db: Db,
  n: {
    adminId: number;
    receiptId: number;
    creditNoteId: number | null;
    amountPaise: number | 'rest';
    issuedOn: string;
    reason: string;
  },
): Promise<GstDocumentRow | null> {
  const invoice = await invoiceOfReceipt(db, n.adminId, n.receiptId);
  if (!invoice) return null;
  const fy = financialYear(n.issuedOn);
  // The serial first: it queues the library's credit notes, so the sum below sees every earlier one.
  const serial = await nextGstSerial(db, n.adminId, 'credit_note', fy);
  const credited = await creditedOfReceipt(db, n.adminId, n.receiptId);
  const inv = partsOf(invoice);
  const left: GstSplit = {
    taxable: inv.taxable - credited.taxable,
    cgst: inv.cgst - credited.cgst,
    sgst: inv.sgst - credited.sgst,
    igst: inv.igst - credited.igst,
    total: inv.total - credited.total,
  };
  const amount = n.amountPaise === 'rest' ? left.total : Math.min(n.amountPaise, left.total);
  if (amount <= 0) return null;
  const interState = invoice.placeOfSupply !== invoice.supplierState;
  const split = creditNoteSplit(amount, invoice.ratePercent, interState, left);
  return insertGstDocument(db, n.adminId, {
    kind: 'credit_note',
    fy,
    serial,
    number: taxCreditNoteNumber(fy, serial),
    receiptId: n.receiptId,
    creditNoteId: n.creditNoteId,
    issuedOn: n.issuedOn,
    reason: n.reason,
    supplierGstin: invoice.supplierGstin,
    supplierLegalName: invoice.supplierLegalName,
    supplierState: invoice.supplierState,
    recipientGstin: invoice.recipientGstin,
    placeOfSupply: invoice.placeOfSupply,
    sac: invoice.sac,
    ratePercent: invoice.ratePercent,
    pricesIncludeTax: invoice.pricesIncludeTax,
    ...columnsOf(split),
  });
}

/** Receipts with their tax invoice and GST credit notes (`gst`), for presenting. */
export async function withGstDocuments<R extends { id: number; adminId: number }>(
  db: Db,
  adminId: number,
  rows: R[],
): Promise<(R & { gst: GstDocumentRow[] })[]> {
  const docs = await gstDocumentsOf(
    db,
    adminId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, gst: docs.filter((d) => d.receiptId === r.id) }));
}

/** Credit notes with their GST credit note (`gst`, null for a plain receipt's). */
export async function withGstNotes<N extends { id: number }>(
  db: Db,
  adminId: number,
  notes: N[],
): Promise<(N & { gst: GstDocumentRow | null })[]> {
  const docs = await gstNotesOf(
    db,
    adminId,
    notes.map((n) => n.id),
  );
  return notes.map((n) => ({ ...n, gst: docs.find((d) => d.creditNoteId === n.id) ?? null }));
}

/** What a receipt paid for, as the invoice describes the service. */
function serviceDescription(r: {
  seat: string | null;
  shift: string | null;
  periodFrom: string | null;
  periodTo: string | null;
}) {
  const seat = r.seat ? ` · Seat ${r.seat}${r.shift ? ` (${r.shift})` : ''}` : '';
  const period =
    r.periodFrom && r.periodTo ? ` · ${formatDate(r.periodFrom)} to ${formatDate(r.periodTo)}` : '';
  return `Library services${seat}${period}`;
}

/** A tax invoice or GST credit note as a PDF (made on the documents pool). */
export async function taxDocumentPdf(db: Db, d: GstDocumentRow) {
  const found = await receiptOfDocument(db, d.adminId, d.receiptId);
  if (!found) throw notFound('Receipt not found.');
  const { receipt, studentCode, studentAddress } = found;
  const invoice = d.kind === 'invoice' ? null : await invoiceOfReceipt(db, d.adminId, d.receiptId);
  const data: TaxDocumentData = {
    kind: d.kind as TaxDocumentData['kind'],
    number: d.number,
    issuedOn: d.issuedOn,
    supplier: {
      legalName: d.supplierLegalName,
      gstin: d.supplierGstin,
      state: placeOfSupplyLabel(d.supplierState),
    },
    recipient: {
      name: receipt.customerName,
      code: studentCode,
      address: studentAddress ?? '',
      gstin: d.recipientGstin,
    },
    placeOfSupply: placeOfSupplyLabel(d.placeOfSupply),
    interState: d.placeOfSupply !== d.supplierState,
    sac: d.sac,
    description: serviceDescription(receipt),
    rate: d.ratePercent,
    taxable: toRupees(d.taxablePaise),
    cgst: toRupees(d.cgstPaise),
    sgst: toRupees(d.sgstPaise),
    igst: toRupees(d.igstPaise),
    total: toRupees(d.totalPaise),
    against: invoice ? { number: invoice.number, date: invoice.issuedOn } : null,
    reason: d.reason,
  };
  const letterhead = await libraryLetterhead(db, d.adminId);
  const pdf = await makeDocument('taxDocument', letterhead, data);
  const name = d.kind === 'invoice' ? 'tax-invoice' : 'credit-note';
  return { pdf, filename: `${name}-${d.number.replace('/', '-')}.pdf` };
}

/** A tax invoice or GST credit note of the library by id; a student gets only their own (else 404). */
export async function gstDocumentPdf(db: Db, actor: TenantActor, id: number) {
  const d = await findGstDocument(db, actor.tenantId, id);
  const mine =
    d &&
    (actor.role !== 'student' ||
      (await receiptOfDocument(db, d.adminId, d.receiptId))?.receipt.studentId === actor.userId);
  if (!d || !mine) throw notFound('Tax invoice not found.');
  return taxDocumentPdf(db, d);
}

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string) {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The month's GSTR-1 workbook: its tax invoices and credit notes in the GST offline tool's sheets.
 * 409 for a library that has never been registered and so has nothing to file.
 */
export async function gstr1Workbook(db: Db, actor: TenantActor, month: string) {
  const reg = await readGstSettings(db, actor.tenantId);
  const rows = await gstDocumentsIssued(db, actor.tenantId, `${month}-01`, nextMonth(month));
  const gstin = reg?.gstin || rows[0]?.doc.supplierGstin || '';
  if (!gstin) throw conflict('This library has no GSTIN: it issues plain receipts and files no GSTR-1.');
  const documents: Gstr1Document[] = rows.map(
    ({ doc, recipientName, invoiceNumber, invoiceDate, invoiceTotal }) => ({
      kind: doc.kind as Gstr1Document['kind'],
      number: doc.number,
      issuedOn: doc.issuedOn,
      recipientName,
      recipientGstin: doc.recipientGstin,
      placeOfSupply: doc.placeOfSupply,
      interState: doc.placeOfSupply !== doc.supplierState,
      rate: doc.ratePercent,
      taxable: doc.taxablePaise,
      cgst: doc.cgstPaise,
      sgst: doc.sgstPaise,
      igst: doc.igstPaise,
      total: doc.totalPaise,
      invoice:
        doc.kind === 'credit_note' && invoiceNumber && invoiceDate && invoiceTotal !== null
          ? { number: invoiceNumber, date: invoiceDate, total: invoiceTotal }
          : null,
    }),
  );
  const file = await makeDocument('gstr1Workbook', {
    month,
    gstin,
    legalName: reg?.legalName ?? '',
    documents,
  });
  return { file, filename: `GSTR-1-${month}-${gstin}.xlsx` };
}

/** The state's name of a code, for messages. */
export const gstStateName = (code: string) => (GST_STATES as Record<string, string>)[code] ?? code;
