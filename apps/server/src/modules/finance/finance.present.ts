import type {
  TChargeKind,
  TCreditNote,
  TGstBreakdown,
  TLedgerEntry,
  TLedgerEntryType,
  TPayment,
  TPaymentMethod,
  TReceipt,
} from '@studydesk/contract';
import { placeOfSupplyLabel, sharedReceiptPath, toE164India, upiPayUri } from '@studydesk/contract';
import type { ledgerEntries, payments } from '../../db/schema/index.ts';
import { toRupees } from '../../money.ts';
import type { CreditNoteRow } from './credit-notes.queries.ts';
import type { GstDocumentRow } from './gst.queries.ts';
import type { LedgerTotals } from './ledger.queries.ts';
import type { ReceiptRow } from './receipts.queries.ts';

export const presentReceipt = (r: ReceiptRow): TReceipt => ({
  id: r.id,
  number: r.number,
  student_id: r.studentId,
  customer_name: r.customerName,
  amount: toRupees(r.amountPaise),
  method: r.method as TPaymentMethod,
  reference: r.reference,
  note: r.note,
  paid_on: r.paidOn,
  balance_after: r.balanceAfterPaise === null ? null : toRupees(r.balanceAfterPaise),
  collected_by: r.collectedByName,
  share_path: sharedReceiptPath(r.shareToken),
  seat: r.seat,
  shift: r.shift,
  period_from: r.periodFrom,
  period_to: r.periodTo,
  student_phone: r.studentPhone ? toE164India(r.studentPhone) : null,
  student_language: r.studentLanguage ?? 'en',
  tax_documents: (r.gst ?? []).map(presentGstDocument),
  created_at: r.createdAt.toISOString(),
});

export const presentLedgerEntry = (
  e: typeof ledgerEntries.$inferSelect,
  balanceAfter: number,
): TLedgerEntry => ({
  id: e.id,
  date: e.entryDate,
  entry_type: e.entryType as TLedgerEntryType,
  charge_kind: e.chargeKind as TChargeKind | null,
  method: e.method as TPaymentMethod | null,
  amount: toRupees(e.amountPaise),
  description: e.description,
  reference: e.reference,
  receipt_id: e.receiptId,
  reverses_id: e.reversesId,
  credit_note_id: e.sourceType === 'credit_note' ? e.sourceId : null,
  recorded_by: e.actorName,
  balance_after: toRupees(balanceAfter),
});

/** The reference a student writes on a UPI payment so the desk can match it. */
export const paymentReference = (id: number) => `SDP${id}`;

/** Where students pay by UPI; null when the institute has not set its UPI ID. */
export interface UpiPayee {
  vpa: string;
  payee: string;
}

export const presentPayment = (
  p: typeof payments.$inferSelect,
  studentName: string,
  upi: UpiPayee | null,
  receiptNumber: number | null,
): TPayment => ({
  id: p.id,
  student_id: p.studentId,
  student_name: studentName,
  amount: toRupees(p.amountPaise),
  method: p.method,
  status: p.status as TPayment['status'],
  payment_date: p.paymentDate.toISOString(),
  description: p.description,
  reference: paymentReference(p.id),
  utr: p.utr,
  screenshot: p.screenshot,
  reject_reason: p.rejectReason,
  receipt_id: p.receiptId,
  receipt_number: receiptNumber,
  upi_uri:
    upi && (p.status === 'Unfinished' || p.status === 'Pending')
      ? upiPayUri({ ...upi, amount: toRupees(p.amountPaise), reference: paymentReference(p.id) })
      : null,
});

/** The Fees table's figures of a student, all read from the ledger. */
export function feeFigures(t: LedgerTotals) {
  return {
    seat_price: toRupees(t.seat),
    locker_price: toRupees(t.locker),
    total_fees: toRupees(t.charges),
    paid: toRupees(t.paid),
    discount: toRupees(t.discounts),
    due: toRupees(Math.max(0, t.balance)),
    advance: toRupees(Math.max(0, -t.balance)),
    balance: toRupees(t.balance),
  };
}

/** A credit note's number as printed: CN-12. */
export const creditNoteLabel = (n: number) => `CN-${n}`;

/** A credit note; `gatewayStatus`: the state of its refund through the gateway (null: given by hand). */
export const presentCreditNote = (
  n: CreditNoteRow,
  gatewayStatus: TCreditNote['gateway_status'] = null,
): TCreditNote => ({
  id: n.id,
  number: n.number,
  receipt_id: n.receiptId,
  receipt_number: n.receiptNumber,
  student_id: n.studentId,
  customer_name: n.customerName,
  amount: toRupees(n.amountPaise),
  method: n.method as TPaymentMethod,
  reason: n.reason,
  issued_on: n.issuedOn,
  issued_by: n.issuedByName,
  gst: n.gst ? presentGstDocument(n.gst) : null,
  created_at: n.createdAt.toISOString(),
  gateway_status: gatewayStatus,
});

export const presentGstDocument = (d: GstDocumentRow): TGstBreakdown => ({
  id: d.id,
  kind: d.kind as TGstBreakdown['kind'],
  number: d.number,
  issued_on: d.issuedOn,
  place_of_supply: placeOfSupplyLabel(d.placeOfSupply),
  recipient_gstin: d.recipientGstin,
  rate: d.ratePercent,
  taxable: toRupees(d.taxablePaise),
  cgst: toRupees(d.cgstPaise),
  sgst: toRupees(d.sgstPaise),
  igst: toRupees(d.igstPaise),
  total: toRupees(d.totalPaise),
});
