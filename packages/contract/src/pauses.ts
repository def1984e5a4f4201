import { z } from 'zod';
import { numeric, singleLineText, ZDate, ZId, ZPageQuery, ZPhone } from './common.ts';
import { ZReceipt } from './finance.ts';
import { PAYMENT_METHODS } from './money.ts';
import { ZRupees } from './seating.ts';

/**
 * Pauses of a seat plan (issue 37, item 4) and the desk's walk-in day pass (item 5).
 * A pause covers days `starts_on`..`ends_on` (inclusive); once approved the plan's end moves by
 * those days, and the seat is freed for others meanwhile or kept, as the owner's policy says.
 */
export const PAUSE_SEAT_RULES = ['freed', 'kept'] as const;
export const PAUSE_LEDGER_RULES = ['none', 'credit'] as const;
export const PAUSE_STATUSES = ['Pending', 'Approved', 'Refused', 'Cancelled'] as const;
export type TPauseStatus = (typeof PAUSE_STATUSES)[number];

/** The most days one pause may cover, whatever the policy. */
export const MAX_PAUSE_DAYS = 365;

export const ZPausePolicy = z.object({
  min_days: z.number().int(),
  max_days: z.number().int(),
  /** Paused days a student may have in one calendar year. */
  yearly_cap_days: z.number().int(),
  seat_rule: z.enum(PAUSE_SEAT_RULES),
  ledger_rule: z.enum(PAUSE_LEDGER_RULES),
});
export type TPausePolicy = z.infer<typeof ZPausePolicy>;

const days = (min: number, max: number, message: string) =>
  numeric(z.number().int().min(min, { message }).max(max, { message }), message);

export const ZPausePolicyRequest = z
  .object({
    min_days: days(1, MAX_PAUSE_DAYS, 'Enter the fewest days, 1 to 365'),
    max_days: days(1, MAX_PAUSE_DAYS, 'Enter the most days, 1 to 365'),
    yearly_cap_days: days(0, 366, 'Enter the days a year, 0 to 366'),
    seat_rule: z.enum(PAUSE_SEAT_RULES, { message: 'Choose freed or kept' }),
    ledger_rule: z.enum(PAUSE_LEDGER_RULES, { message: 'Choose no change or a pro-rata credit' }),
  })
  .refine((p) => p.max_days >= p.min_days, {
    message: 'The most days cannot be fewer than the fewest',
    path: ['max_days'],
  });
export type TPausePolicyRequest = z.input<typeof ZPausePolicyRequest>;

export const ZPause = z.object({
  id: z.number().int(),
  seat_plan_id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  seat_number: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  days: z.number().int(),
  status: z.enum(PAUSE_STATUSES),
  seat_kept: z.boolean(),
  reason: z.string(),
  asked_by_student: z.boolean(),
  /** Rupees credited to the student's ledger (0 for none). */
  credit: z.number(),
  /** The plan's end as it stands now. */
  plan_ends_on: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
});
export type TPause = z.infer<typeof ZPause>;
export const ZPauseList = z.array(ZPause);

export const ZPauseListQuery = ZPageQuery.extend({
  status: z.enum(PAUSE_STATUSES, { message: 'Choose Pending, Approved, Refused or Cancelled' }).optional(),
  student_id: ZId.optional(),
});

/** Asked by a student for their own plan (Pending), or made by the desk (Approved at once). */
export const ZPauseRequest = z
  .object({
    seat_plan_id: ZId,
    starts_on: ZDate,
    ends_on: ZDate,
    reason: singleLineText().max(200).default(''),
  })
  .refine((p) => p.ends_on >= p.starts_on, {
    message: 'The pause cannot end before it starts',
    path: ['ends_on'],
  });
export type TPauseRequest = z.input<typeof ZPauseRequest>;

/**
 * A walk-in's day pass, sold at the desk: who (found by phone, else registered), a seat for today
 * (a shift of it, or the whole day), the price and how it was paid. One charge, one payment, one receipt.
 */
export const ZDayPassRequest = z.object({
  name: singleLineText({ missing: 'Enter the name' })
    .min(1, { message: 'Enter the name' })
    .max(120, { message: 'A name is at most 120 characters' }),
  phone: ZPhone,
  seat_number: singleLineText().min(1, { message: 'Choose a seat' }).max(20),
  shift_id: ZId.nullable().optional(),
  price: ZRupees.refine((v) => v >= 1, { message: 'Price must be at least 1' }),
  method: z.enum(PAYMENT_METHODS, { message: 'Choose cash, UPI, card or bank transfer' }).default('cash'),
});
export type TDayPassRequest = z.input<typeof ZDayPassRequest>;

export const ZDayPass = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  /** True when this sale registered them. */
  new_student: z.boolean(),
  seat_plan_id: z.number().int(),
  seat_number: z.string(),
  date: z.string(),
  receipt: ZReceipt,
});
export type TDayPass = z.infer<typeof ZDayPass>;
