import { z } from 'zod';
import { MAX_ID, multiLineText, numeric, singleLineText, ZDate, ZId, ZPageQuery } from './common.ts';
import { ZDunningNext, ZLastMessage } from './dunning.ts';
import { ZGstBreakdown } from './gst-api.ts';
import { LANGUAGES } from './languages.ts';
import { CHARGE_KINDS, LEDGER_ENTRY_TYPES, PAYMENT_METHODS } from './money.ts';
import { MONEY_CHANNELS } from './reconciliation.ts';
import { ZRupees } from './seating.ts';

/** The ledger's sums as every screen shows them (rupees). */
export const ZLedgerTotals = z.object({
  seat_price: z.number(),
  locker_price: z.number(),
  /** Every charge. */
  total_fees: z.number(),
  /** Payments less refunds. */
  paid: z.number(),
  discount: z.number(),
  /** max(0, balance). */
  due: z.number(),
  /** max(0, -balance): paid ahead. */
  advance: z.number(),
  /** Charges - discounts - payments + refunds. */
  balance: z.number(),
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

/** A student's fee record (Fees Management): the student and their ledger's sums. */
export const ZFeeRecord = z
  .object({
    student_id: z.number().int(),
    student_code: z.string(),
    name: z.string(),
    father_name: z.string(),
  })
  .extend(ZLedgerTotals.shape);
export type TFeeRecord = z.infer<typeof ZFeeRecord>;

/** The spec's live rule, shared by the form and the server. */
export const feeDue = (f: { seat_price: number; locker_price: number; paid: number; discount: number }) =>
  Math.max(0, Math.round((f.seat_price + f.locker_price - f.paid - f.discount) * 100) / 100);

export const ZFeeListQuery = ZPageQuery.extend({ admin_id: ZId.optional() });
export const ZFeeSearchQuery = ZFeeListQuery.extend({ query: singleLineText().max(200).default('') });

export const ZAssignFeesRequest = z.object({
  student_id: ZId,
  seat_price: ZRupees.default(0),
  locker_price: ZRupees.default(0),
  /** Sent by the spec's client; the server recomputes it. */
  total_fees: numeric(z.number()).optional(),
  paid: ZRupees.default(0),
  discount: ZRupees.default(0),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_code: z.string(),
  amount: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZGenerateInvoiceRequest = z.object({
  student_id: numeric(
    z.number().int().positive({ message: 'All fields are required.' }).max(MAX_ID),
    'All fields are required.',
  ),
  amount: ZRupees.refine((v) => v > 0, { message: 'All fields are required.' }),
  description: singleLineText().min(1, { message: 'All fields are required.' }).max(500),
});

export const ZStaffInvoice = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(['Pending', 'Paid']),
  student_id: z.number().int().nullable(),
  /** The desk receipt of a Paid invoice. */
  receipt_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TStaffInvoice = z.infer<typeof ZStaffInvoice>;
export const ZStaffInvoiceRequest = z.object({
  customer_name: singleLineText().min(1, { message: 'Customer name is required' }).max(120),
  amount: ZRupees.refine((v) => v > 0, { message: 'Amount must be above 0' }),
  due_date: z.iso.date({ message: 'Use a date such as 2026-12-01' }),
  status: z.enum(['Pending', 'Paid']).default('Pending'),
  /** The student the walk-in is, when there is one. */
  student_id: ZId.nullable().optional(),
  method: z.enum(PAYMENT_METHODS).default('cash'),
});
export type TStaffInvoiceRequest = z.infer<typeof ZStaffInvoiceRequest>;

/**
 * Unfinished: the student's own payment, not yet shown to the desk (one per student, reused);
 * Pending: sent with a UTR or a screenshot of the UPI receipt, in the desk's 'To confirm' queue.
 */
export const PAYMENT_STATUSES = ['Unfinished', 'Pending', 'Paid', 'Failed', 'Rejected'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ZPayment = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  amount: z.number(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  payment_date: z.string(),
  description: z.string(),
  /** The reference the student puts on the UPI payment (SD-P<id>). */
  reference: z.string(),
  utr: z.string(),
  /** The screenshot of the UPI receipt the student sent (path relative to the API base), if any. */
  screenshot: z.string().nullable(),
  reject_reason: z.string(),
  receipt_id: z.number().int().nullable(),
  receipt_number: z.number().int().nullable(),
  /** A `upi://pay` link for the exact amount while Unfinished or Pending and the institute has a UPI ID. */
  upi_uri: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;
const ZUtr = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{0,35}$/, { message: 'The UTR has letters and digits only (up to 35)' });
export const ZPaymentRequest = z.object({
  student_id: ZId,
  amount: ZRupees.refine((v) => v > 0, { message: 'Enter a valid amount to pay' }),
  method: z.literal('Online').default('Online'),
  /** The membership plan paid for (plans page). */
  plan_id: ZId.optional(),
  /** With a UTR the payment goes to the desk at once; without, it stays the student's unfinished one. */
  utr: ZUtr.default(''),
});
export const ZPaymentUtrRequest = z.object({
  utr: ZUtr.pipe(z.string().min(1, { message: 'Enter the UTR' })),
});
export const ZPaymentCreated = z.object({ message: z.string(), id: z.number().int(), payment: ZPayment });

/** `upi://pay` link for an exact amount with our reference (NPCI deep-link parameters). */
export function upiPayUri(p: { vpa: string; payee: string; amount: number; reference: string }) {
  const q: [string, string][] = [
    ['pa', p.vpa],
    ['pn', p.payee],
    ['am', p.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.reference],
    ['tr', p.reference],
  ];
  return `upi://pay?${q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

// The money ledger: entries, receipts, dues and the day-close report.
const ZPositiveRupees = ZRupees.refine((v) => v > 0, { message: 'Enter an amount above 0' });
const ZText = (max: number) => singleLineText().max(max);

/** One row of a student's ledger, with the balance right after it (rupees; below 0 = advance). */
export const ZLedgerEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  entry_type: z.enum(LEDGER_ENTRY_TYPES),
  charge_kind: z.enum(CHARGE_KINDS).nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: z.number(),
  description: z.string(),
  reference: z.string(),
  receipt_id: z.number().int().nullable(),
  reverses_id: z.number().int().nullable(),
  /** A refund's credit note (its PDF: /api/credit-notes/{id}/pdf). */
  credit_note_id: z.number().int().nullable(),
  recorded_by: z.string(),
  balance_after: z.number(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZStudentLedger = z.object({
  student: z.object({ id: z.number().int(), student_id: z.string(), name: z.string() }),
  totals: ZLedgerTotals,
  entries: z.array(ZLedgerEntry),
});
export type TStudentLedger = z.infer<typeof ZStudentLedger>;

/** A row the owner posts by hand: a charge (admission, late fee...), a discount or a refund. */
export const ZLedgerEntryRequest = z.object({
  student_id: ZId,
  entry_type: z.enum(['charge', 'discount', 'refund']),
  charge_kind: z.enum(['admission', 'late_fee', 'manual']).default('manual'),
  method: z.enum(PAYMENT_METHODS).default('cash'),
  amount: ZPositiveRupees,
  description: ZText(300).default(''),
});

export const ZReasonRequest = z.object({
  reason: ZText(300).pipe(z.string().min(1, { message: 'Give a reason' })),
});

/** Money taken at the desk: from a student (student_id) or a walk-in (customer_name). */
export const ZDeskPaymentRequest = z
  .object({
    student_id: ZId.nullable().optional(),
    customer_name: ZText(120).default(''),
    amount: ZPositiveRupees,
    method: z.enum(PAYMENT_METHODS, { message: 'Choose cash, UPI, card or bank transfer' }),
    reference: ZText(100).default(''),
    paid_on: ZDate.optional(),
    note: multiLineText().max(300).default(''),
  })
  .refine((b) => b.student_id || b.customer_name, {
    message: 'Choose a student or enter the customer name',
    path: ['student_id'],
  });
export type TDeskPaymentRequest = z.infer<typeof ZDeskPaymentRequest>;

export const ZReceipt = z.object({
  id: z.number().int(),
  number: z.number().int(),
  student_id: z.number().int().nullable(),
  customer_name: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  note: z.string(),
  paid_on: z.string(),
  balance_after: z.number().nullable(),
  collected_by: z.string(),
  /** Public link to the receipt PDF, for sharing on WhatsApp. */
  share_path: z.string(),
  /** What was paid for: the student's seat plan at the time (null for none, and for walk-ins). */
  seat: z.string().nullable(),
  shift: z.string().nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  /** Where the receipt is shared: the student's mobile number (E.164) and language; null for walk-ins. */
  student_phone: z.string().nullable(),
  student_language: z.enum(LANGUAGES),
  /**
   * A library with a GSTIN: the receipt's tax invoice and then the GST credit notes against it
   * (refunds, a reversal), oldest first; [] for a plain receipt (docs/gst.md).
   */
  tax_documents: z.array(ZGstBreakdown),
  created_at: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptListQuery = ZPageQuery.extend({
  student_id: ZId.optional(),
});
export const ZReceiptPdfQuery = z.object({ format: z.enum(['a4', 'thermal']).default('a4') });

/** Dues: every student with a balance above 0. */
export const ZDuesQuery = ZPageQuery.extend({
  sort: z.enum(['amount', 'overdue']).default('amount'),
  shift_id: ZId.optional(),
  plan: z.enum(['seat', 'locker', 'none']).optional(),
  expires_before: ZDate.optional(),
});
export const ZDuesRow = z.object({
  student_id: z.number().int(),
  student_code: z.string(),
  name: z.string(),
  phone: z.string(),
  due: z.number(),
  /** Days since the oldest charge not yet covered. */
  days_overdue: z.number().int(),
  shift: z.string().nullable(),
  plan_ends_on: z.string().nullable(),
  /** The last message a provider was asked to send the student about dues (null: none). */
  last_message: ZLastMessage.nullable(),
  /** The next reminder StudyDesk sends by itself (dunning). */
  next_reminder: ZDunningNext,
  /** The student's reminders are paused (until a date, or until turned back on). */
  paused: z.boolean(),
});
export type TDuesRow = z.infer<typeof ZDuesRow>;
export const ZDues = z.object({
  total_outstanding: z.number(),
  count: z.number().int(),
  rows: z.array(ZDuesRow),
});
export type TDues = z.infer<typeof ZDues>;

export const ZDayCloseQuery = z.object({ from: ZDate.optional(), to: ZDate.optional() });
export const ZDayClose = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  count: z.number().int(),
  cash_to_hand_over: z.number(),
  by_method: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), count: z.number().int(), amount: z.number() }),
  ),
  /** The same money by method and by how it came in (desk, gateway, bank statement). */
  by_channel: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      channel: z.enum(MONEY_CHANNELS),
      count: z.number().int(),
      amount: z.number(),
    }),
  ),
  by_collector: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      count: z.number().int(),
      amount: z.number(),
      cash: z.number(),
    }),
  ),
  receipts: z.array(ZReceipt),
});
export type TDayClose = z.infer<typeof ZDayClose>;

export const ZFeeRecordList = z.array(ZFeeRecord);
export const ZInvoiceList = z.array(ZInvoice);
export const ZStaffInvoiceList = z.array(ZStaffInvoice);
export const ZPaymentList = z.array(ZPayment);
export const ZReceiptList = z.array(ZReceipt);
/** A receipt's public link (`share_path`). */
export const ZReceiptShareParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Not a receipt link' }),
});
