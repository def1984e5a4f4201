import { z } from 'zod';
import { singleLineText, ZDate, ZId } from './common.ts';
import { ZGstBreakdown } from './gst-api.ts';
import { PAYMENT_METHODS } from './money.ts';
import { ZRupees } from './seating.ts';

// Bank statements that confirm UPI payments, and refunds with credit notes (docs/bank-statements.md).

export const STATEMENT_BANKS = ['sbi', 'hdfc', 'icici'] as const;
export type TStatementBank = (typeof STATEMENT_BANKS)[number];

/** At most this many lines of a statement are read (a month of a busy library's credits). */
export const MAX_STATEMENT_ROWS = 5000;

/** A statement's credit line as read from the file. */
export const ZStatementLine = z.object({
  bank: z.enum(STATEMENT_BANKS),
  line: z.number().int(),
  date: z.string(),
  amount: z.number(),
  narration: z.string(),
  reference: z.string(),
  /** The balance after the line (part of its fingerprint: two like credits differ by it). */
  balance: z.number().nullable(),
  /** The UPI reference (12 digits) found in the narration or reference, or ''. */
  utr: z.string(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/** A line sent back as the review gave it, to confirm or assign it. */
const ZStatementLineInput = z.object({
  bank: z.enum(STATEMENT_BANKS),
  line: z.number().int().min(1).max(1_000_000),
  date: ZDate,
  amount: ZRupees.refine((v) => v > 0, { message: 'Enter an amount above 0' }),
  narration: singleLineText().max(500),
  reference: singleLineText().max(100),
  balance: z.number().min(-1e12).max(1e12).nullable(),
  utr: z.string().regex(/^(\d{12})?$/, { message: 'A UTR has 12 digits' }),
});

/** A waiting (Pending) payment a line may be. */
export const ZStatementCandidate = z.object({
  payment_id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  amount: z.number(),
  utr: z.string(),
  sent_on: z.string(),
});

export const STATEMENT_ROW_STATUSES = ['matched', 'ambiguous', 'unmatched', 'confirmed'] as const;
export type TStatementRowStatus = (typeof STATEMENT_ROW_STATUSES)[number];

export const ZStatementRow = ZStatementLine.extend({
  status: z.enum(STATEMENT_ROW_STATUSES),
  /** How a matched line found its payment. */
  matched_by: z.enum(['utr', 'amount_date']).nullable(),
  /** The payment a matched line confirms. */
  payment_id: z.number().int().nullable(),
  /** Matched: its payment; ambiguous: the payments it may be. */
  candidates: z.array(ZStatementCandidate),
  /** Confirmed before (an earlier upload): its receipt's number. */
  receipt_number: z.number().int().nullable(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;

export const ZStatementReview = z.object({
  bank: z.enum(STATEMENT_BANKS),
  file_name: z.string(),
  counts: z.object({
    matched: z.number().int(),
    ambiguous: z.number().int(),
    unmatched: z.number().int(),
    confirmed: z.number().int(),
  }),
  rows: z.array(ZStatementRow),
});
export type TStatementReview = z.infer<typeof ZStatementReview>;

/** Confirms waiting payments from statement lines: each line with the payment it is. */
export const ZStatementConfirmRequest = z.object({
  rows: z
    .array(ZStatementLineInput.extend({ payment_id: ZId }))
    .min(1)
    .max(MAX_STATEMENT_ROWS),
});
export const ZStatementConfirmResult = z.object({
  message: z.string(),
  confirmed: z.number().int(),
  /** Lines recorded before, or whose payment is no longer waiting or no longer fits. */
  skipped: z.number().int(),
  receipt_numbers: z.array(z.number().int()),
});
export type TStatementConfirmResult = z.infer<typeof ZStatementConfirmResult>;

/** An unmatched credit given to a student by hand: a desk payment by UPI with its UTR. */
export const ZStatementAssignRequest = z.object({ row: ZStatementLineInput, student_id: ZId });

/** A refund of a receipt's money, in full or in part, with the reason on its credit note. */
export const ZRefundRequest = z.object({
  amount: ZRupees.refine((v) => v > 0, { message: 'Enter an amount above 0' }),
  reason: singleLineText()
    .max(300)
    .pipe(z.string().min(1, { message: 'Give a reason' })),
});

export const ZCreditNote = z.object({
  id: z.number().int(),
  number: z.number().int(),
  receipt_id: z.number().int(),
  receipt_number: z.number().int(),
  student_id: z.number().int().nullable(),
  customer_name: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  issued_on: z.string(),
  issued_by: z.string(),
  /** Its GST credit note when the receipt was a tax invoice (docs/gst.md), else null. */
  gst: ZGstBreakdown.nullable(),
  created_at: z.string(),
  /**
   * A refund through the payment gateway: `pending` (Razorpay accepted it, the money is on its
   * way), `processed` (paid out), `failed` (not paid out: put back on the ledger); null: by hand.
   */
  gateway_status: z.enum(['pending', 'processed', 'failed']).nullable(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
export const ZCreditNoteList = z.array(ZCreditNote);
export const ZCreditNoteListQuery = z.object({ receipt_id: ZId.optional(), student_id: ZId.optional() });
