import { z } from 'zod';
import { numeric, ZDate } from './common.ts';
import { PAYMENT_METHODS } from './money.ts';

/**
 * Reconciliation (owner): for a date range, the gateway's settlements, the receipts and the ledger
 * side by side, with every difference named. Amounts are rupees, as everywhere in the API.
 */

/** The longest range one reconciliation covers, in days (both ends counted). */
export const RECONCILIATION_MAX_DAYS = 92;

/** How money came in: at the desk, through the payment gateway, or confirmed from a bank statement. */
export const MONEY_CHANNELS = ['desk', 'gateway', 'statement'] as const;
export type TMoneyChannel = (typeof MONEY_CHANNELS)[number];

/** What does not agree (each shown to the owner in plain words). */
export const RECONCILIATION_DIFFERENCES = [
  'no_receipt',
  'unknown_at_gateway',
  'amount_differs',
  'refund_without_credit_note',
  'credit_note_without_refund',
  'not_settled',
  'no_ledger',
  'ledger_differs',
  'statement_differs',
] as const;
export type TReconciliationDifference = (typeof RECONCILIATION_DIFFERENCES)[number];

export const ZReconciliationQuery = z.object({
  from: ZDate,
  to: ZDate,
  /** Only the lines with a difference. */
  differences: z.enum(['only', 'all']).default('all'),
  limit: numeric(z.number().int().min(1).max(500)).default(50),
  offset: numeric(z.number().int().min(0).max(100_000)).default(0),
});
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

const ZGatewaySide = z.object({
  payment_id: z.string(),
  amount: z.number(),
  fee: z.number(),
  tax: z.number(),
  /** What reached the bank for it (amount - fee - tax), null until settled. */
  settled: z.number().nullable(),
  settlement_id: z.string().nullable(),
  settlement_utr: z.string().nullable(),
  refunded: z.number(),
});
const ZReceiptSide = z.object({
  id: z.number().int(),
  number: z.number().int(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  paid_on: z.string(),
  customer_name: z.string(),
  credit_notes: z.number(),
});
const ZStatementSide = z.object({
  bank: z.string(),
  txn_date: z.string(),
  amount: z.number(),
  utr: z.string(),
});

export const ZReconciliationLine = z.object({
  key: z.string(),
  channel: z.enum(MONEY_CHANNELS),
  date: z.string(),
  gateway: ZGatewaySide.nullable(),
  statement: ZStatementSide.nullable(),
  receipt: ZReceiptSide.nullable(),
  /** The ledger's payment rows of the receipt (net of reversals); null when there are none. */
  ledger: z.number().nullable(),
  differences: z.array(z.enum(RECONCILIATION_DIFFERENCES)),
});
export type TReconciliationLine = z.infer<typeof ZReconciliationLine>;

export const ZReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  /** 'not_set': the library has no Razorpay keys; 'unreachable': Razorpay did not answer (see gateway_error). */
  gateway: z.enum(['ok', 'not_set', 'unreachable']),
  gateway_error: z.string().nullable(),
  totals: z.object({
    receipts: z.number(),
    ledger: z.number(),
    gateway_captured: z.number(),
    gateway_fees: z.number(),
    gateway_tax: z.number(),
    gateway_settled: z.number(),
    statement_matched: z.number(),
    differences: z.number().int(),
  }),
  by_method: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      channel: z.enum(MONEY_CHANNELS),
      count: z.number().int(),
      amount: z.number(),
    }),
  ),
  settlements: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      fees: z.number(),
      tax: z.number(),
      utr: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Lines with a difference first, then by date; `count` is of all lines the filter keeps. */
  count: z.number().int(),
  lines: z.array(ZReconciliationLine),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
