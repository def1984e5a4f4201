import { z } from 'zod';
import { ZDate, ZId, ZPageQuery } from './common.ts';
import { ZLedgerTotals } from './finance.ts';
import { CHARGE_KINDS, LEDGER_ENTRY_TYPES, PAYMENT_METHODS } from './money.ts';
import { ZRupees } from './seating.ts';

const ZPositiveRupees = ZRupees.refine((v) => v > 0, { message: 'Enter an amount above 0' });
const ZText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\0'), { message: 'Text cannot contain NUL characters' });

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
    note: ZText(300).default(''),
  })
  .refine((b) => b.student_id || b.customer_name, {
    message: 'Choose a student or enter the customer name',
    path: ['student_id'],
  });

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
