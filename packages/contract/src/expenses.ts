import { z } from 'zod';
import { multiLineText, numeric, singleLineText, ZDate, ZPageQuery } from './common.ts';
import { ZRupees } from './seating.ts';

// Expenses and profit (issue 37 item 1): what the library spends, the monthly expenses that post
// themselves, and the month's profit and loss read from the money ledger's receipts and credit notes.

/** The usual categories; any other name (1-40 characters) is one of the owner's own. */
export const EXPENSE_CATEGORIES = [
  'rent',
  'electricity',
  'salaries',
  'internet',
  'maintenance',
  'other',
] as const;
export type TExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_METHODS = ['cash', 'upi', 'card', 'bank_transfer', 'cheque'] as const;
export type TExpenseMethod = (typeof EXPENSE_METHODS)[number];

/** A month, YYYY-MM, between 1900 and 2100. */
export const ZMonth = z
  .string({ message: 'Use a month such as 2026-12' })
  .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, { message: 'Use a month such as 2026-12' });

const ZCategory = singleLineText({ missing: 'Choose a category' })
  .min(1, { message: 'Choose a category' })
  .max(40, { message: 'A category is at most 40 characters' });
const ZExpenseAmount = ZRupees.refine((v) => v >= 0.01, { message: 'Amount must be more than 0' });
const ZExpenseMethod = z.enum(EXPENSE_METHODS, { message: 'Choose how it was paid' });
const ZNote = multiLineText().max(500, { message: 'A note is at most 500 characters' });

export const ZExpenseRequest = z.object({
  category: ZCategory,
  spent_on: ZDate,
  amount: ZExpenseAmount,
  method: ZExpenseMethod,
  note: ZNote.default(''),
});
export type TExpenseRequest = z.input<typeof ZExpenseRequest>;

export const ZExpense = z.object({
  id: z.number().int(),
  category: z.string(),
  spent_on: z.string(),
  amount: z.number(),
  method: z.enum(EXPENSE_METHODS),
  note: z.string(),
  /** The bill's photo, as a path under /api (`/uploads/bills/<file>`), or null. */
  bill: z.string().nullable(),
  /** The monthly expense that posted it, if one did. */
  recurring_id: z.number().int().nullable(),
  recorded_by: z.string(),
  created_at: z.string(),
  /** Whoever asks may change it: the owner any; a desk member what they recorded, that day. */
  can_change: z.boolean(),
});
export type TExpense = z.infer<typeof ZExpense>;
export const ZExpenseList = z.array(ZExpense);

export const ZExpensesQuery = ZPageQuery.extend({
  month: ZMonth.optional(),
  category: ZCategory.optional(),
});

/** The categories to choose from: the usual ones and the owner's own already used. */
export const ZExpenseCategories = z.object({
  usual: z.array(z.enum(EXPENSE_CATEGORIES)),
  own: z.array(z.string()),
});
export type TExpenseCategories = z.infer<typeof ZExpenseCategories>;

export const ZRecurringExpenseRequest = z.object({
  category: ZCategory,
  amount: ZExpenseAmount,
  method: ZExpenseMethod,
  note: singleLineText().max(200, { message: 'A note is at most 200 characters' }).default(''),
  day_of_month: numeric(
    z
      .number()
      .int({ message: 'Pick a day from 1 to 28' })
      .min(1, { message: 'Pick a day from 1 to 28' })
      .max(28, { message: 'Pick a day from 1 to 28' }),
  ),
  active: z.boolean().default(true),
});
export type TRecurringExpenseRequest = z.input<typeof ZRecurringExpenseRequest>;
export const ZRecurringExpense = z.object({
  id: z.number().int(),
  category: z.string(),
  amount: z.number(),
  method: z.enum(EXPENSE_METHODS),
  note: z.string(),
  day_of_month: z.number().int(),
  active: z.boolean(),
});
export type TRecurringExpense = z.infer<typeof ZRecurringExpense>;
export const ZRecurringExpenseList = z.array(ZRecurringExpense);

export const ZExpenseSettings = z.object({ staff_may_record: z.boolean() });
export type TExpenseSettings = z.infer<typeof ZExpenseSettings>;

export const ZProfitQuery = z.object({ month: ZMonth.optional() });

/** A shift's share of the month: money taken for its seat plans, given back, its share of expenses. */
export const ZShiftProfit = z.object({
  /** The shift as the receipts name it; null: money not tied to a shift (walk-ins, lockers...). */
  shift: z.string().nullable(),
  collections: z.number(),
  refunds: z.number(),
  expenses: z.number(),
  profit: z.number(),
});

/**
 * A month's profit and loss (rupees): receipts by their paid-on day, credit notes by their issue
 * day, expenses by their day. Profit per seat divides by the library's active seats; per shift,
 * expenses are split evenly across the shifts that took money (SHIFT_RULE).
 */
export const ZProfitAndLoss = z.object({
  month: z.string(),
  collections: z.number(),
  refunds: z.number(),
  expenses: z.number(),
  expenses_by_category: z.array(z.object({ category: z.string(), amount: z.number() })),
  profit: z.number(),
  seats: z.number().int(),
  profit_per_seat: z.number().nullable(),
  shifts: z.array(ZShiftProfit),
});
export type TProfitAndLoss = z.infer<typeof ZProfitAndLoss>;

/** The last 12 months (oldest first, this month last) for the cockpit's chart, and this month's figures. */
export const ZProfitTrend = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      collections: z.number(),
      refunds: z.number(),
      expenses: z.number(),
      profit: z.number(),
    }),
  ),
  this_month: z.object({
    month: z.string(),
    profit: z.number(),
    seats: z.number().int(),
    profit_per_seat: z.number().nullable(),
  }),
});
export type TProfitTrend = z.infer<typeof ZProfitTrend>;
