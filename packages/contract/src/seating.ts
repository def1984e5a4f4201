import { z } from 'zod';
import { MAX_ID, multiLineText, numeric, singleLineText, ZDate, ZId, ZPageQuery } from './common.ts';
import { durationDays, MAX_PLAN_DAYS } from './dates.ts';
import { EXPIRING_WITHIN_DAYS } from './holds.ts';

/**
 * The most one amount may be: ₹1,00,00,000.00 (1 crore, 10^9 paise). A single amount (a ledger
 * row, a receipt, a price) then fits a database `integer`; sums and balances are `bigint` paise
 * (migration 0033) and stay exact in a JS number up to ₹90 lakh crore.
 */
export const MAX_AMOUNT_RUPEES = 10_000_000;
// A JSON number, or a decimal string as a form sends it: digits, then at most 2 decimals. No
// spaces, no bare point ('5.', '.5'), no exponent; a number must print the same way (0.30000000000000004 does not).
const AMOUNT_TEXT = /^-?\d+(\.\d{1,2})?$/;
const AMOUNT_FORMAT = 'Enter rupees with at most 2 decimals, such as 1500 or 1500.50';

/** Money on the wire: rupees with at most 2 decimals, up to `MAX_AMOUNT_RUPEES` (stored as paise). */
export const ZRupees = z
  .union([z.number(), z.string()], { error: 'Enter an amount' })
  .refine((v) => AMOUNT_TEXT.test(typeof v === 'number' ? String(v) : v), { message: AMOUNT_FORMAT })
  .pipe(z.coerce.number())
  .pipe(
    z
      .number()
      .min(0, { message: 'Amount cannot be negative' })
      .max(MAX_AMOUNT_RUPEES, { message: 'Amount cannot be more than ₹1,00,00,000.00' }),
  );

/** A price to charge: at least ₹1 (spec: the price form's minimum). */
const ZPrice = ZRupees.refine((v) => v >= 1, { message: 'Price must be at least 1' });

const ZTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Use a time such as 09:30' })
  .transform((v) => v.slice(0, 5));
const ZStatus = z.enum(['Active', 'Inactive']);

/** Minutes from start to end; an end earlier than the start is the next day (+1440). */
export function shiftMinutes(start: string, end: string): number {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const diff = toMin(end) - toMin(start);
  return diff <= 0 ? diff + 1440 : diff;
}

export { formatShiftDuration, formatShiftLabel, formatShiftTimes, splitShiftLabel } from './shift-label.ts';

export const MAX_SHIFT_NAME = 40;

// Shifts
export const ZShift = z.object({
  id: z.number().int(),
  /** 'Morning', 'Evening' ...: unique per library. */
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.string(),
  duration_minutes: z.number().int(),
  status: ZStatus,
  /** Where a seat plan for this shift starts its price; null: the membership plan's. */
  price: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TShift = z.infer<typeof ZShift>;
export const ZShiftRequest = z.object({
  name: singleLineText({ missing: 'Give the shift a name, such as Morning' })
    .min(1, { message: 'Give the shift a name, such as Morning' })
    .max(MAX_SHIFT_NAME, { message: `A shift name is at most ${MAX_SHIFT_NAME} characters` }),
  start_time: ZTime,
  end_time: ZTime,
  /** The spec's client computes and sends it; the server recomputes. */
  duration: singleLineText().optional(),
  status: ZStatus.default('Active'),
  /** Null clears it; left out, an edit keeps the price the shift had. */
  price: ZPrice.nullable().optional(),
});
export type TShiftRequest = z.input<typeof ZShiftRequest>;

// Seats & time slots
export const ZSeat = z.object({
  id: z.number().int(),
  seat_number: z.string(),
  shift_start: z.string(),
  shift_end: z.string(),
});
export type TSeat = z.infer<typeof ZSeat>;
export const ZSeatRequest = z.object({
  seat_number: singleLineText().min(1, { message: 'All fields are required.' }).max(20),
  shift_start: ZTime,
  shift_end: ZTime,
});

// Places: the library's numbered seats and lockers
export const ZPlaceKind = z.enum(['seat', 'locker']);
export type TPlaceKind = z.infer<typeof ZPlaceKind>;
export const ZPlace = z.object({
  id: z.number().int(),
  kind: ZPlaceKind,
  label: z.string(),
  active: z.boolean(),
});
export type TPlace = z.infer<typeof ZPlace>;
export const ZPlacesQuery = z.object({
  kind: ZPlaceKind.default('seat'),
  /** Retired places too (Manage Seats shows them; pickers do not). */
  all: z.enum(['true', 'false']).default('false'),
});
export const ZPlacesBulkRequest = z.object({
  kind: ZPlaceKind,
  /** 'A1-A40', '1-80' or 'B1, B2, C7' (or one a line, or tab-separated as pasted from a sheet). */
  labels: multiLineText().min(1, { message: "Enter seat numbers such as 'A1-A40' or '1-80'." }).max(4000),
});
export const ZPlacesBulkResponse = z.object({ message: z.string(), created: z.array(ZPlace) });
export const ZPlaceUpdate = z.object({
  label: singleLineText().min(1, { message: 'Enter a number or name' }).max(20).optional(),
  active: z.boolean().optional(),
});

/**
 * The seat picker of the plan form: the library's active seats, each free or taken for a shift
 * (none: the whole day) on `days` days from `starts_on` (default today), as a plan of that length
 * would hold it. `plan_id` names the plan being edited, whose own hold does not count.
 */
export const ZSeatAvailabilityQuery = z.object({
  shift_id: ZId.optional(),
  starts_on: ZDate.optional(),
  days: numeric(
    z
      .number()
      .int()
      .min(1, { message: 'Ask for at least 1 day' })
      .max(MAX_PLAN_DAYS, { message: 'A plan can run for at most ten years' }),
  ).default(1),
  plan_id: ZId.optional(),
});
export type TSeatAvailabilityQuery = z.input<typeof ZSeatAvailabilityQuery>;
/** A seat and whether it is free; a taken one names who holds it when a student does. */
export const ZSeatAvailability = z.object({
  id: z.number().int(),
  label: z.string(),
  free: z.boolean(),
  holder: z.string().nullable(),
});
export type TSeatAvailability = z.infer<typeof ZSeatAvailability>;
/** Free seats first, then taken ones, each in seat-number order. */
export const ZSeatAvailabilityList = z.array(ZSeatAvailability);

/** Where a plan stands by its dates in the institute's time zone. */
export const ZValidity = z.enum(['Upcoming', 'Active', 'Expiring', 'Expired']);
const planDates = {
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  validity: ZValidity.nullable(),
  days_left: z.number().int().nullable(),
  /** The plan this one renewed, and the plan that renewed this one. */
  renewed_from_id: z.number().int().nullable(),
  renewed_by_id: z.number().int().nullable(),
};

/** What a seat or locker plan request says about its holder, start and state. */
const planHolding = {
  student_id: ZId.nullable().optional(),
  starts_on: ZDate.nullable().optional(),
  status: ZStatus.default('Active'),
  admin_id: ZId.optional(),
};

/** What a seat or locker plan answers after its own fields: price, holder, state and dates. */
const planRecord = {
  price: z.number(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  status: ZStatus,
  ...planDates,
  created_at: z.string(),
  updated_at: z.string(),
};

// Seat plans
export const ZSeatPlan = z.object({
  id: z.number().int(),
  seat_number: z.string(),
  shift_id: z.number().int().nullable(),
  shift: z.string().nullable(),
  duration: z.string(),
  ...planRecord,
  admin_id: z.number().int(),
});
export type TSeatPlan = z.infer<typeof ZSeatPlan>;
export const ZSeatPlanRequest = z.object({
  seat_number: singleLineText().min(1, { message: 'Please provide valid seat number.' }).max(20),
  shift_id: ZId.nullable().optional(),
  duration: singleLineText()
    .max(40)
    .default('30 Days')
    .refine((v) => durationDays(v) <= MAX_PLAN_DAYS, { message: 'A plan can run for at most ten years' }),
  price: ZPrice,
  ...planHolding,
});
export type TSeatPlanRequest = z.input<typeof ZSeatPlanRequest>;

// Locker plans
export const ZLockerPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  locker_number: z.string().nullable(),
  duration_days: z.number().int(),
  ...planRecord,
});
export type TLockerPlan = z.infer<typeof ZLockerPlan>;
export const ZLockerPlanRequest = z.object({
  name: singleLineText().min(1, { message: 'Please provide valid locker plan fields.' }).max(80),
  locker_number: singleLineText().max(20).nullable().optional(),
  duration_days: numeric(
    z.number().int().min(1, { message: 'Please provide valid locker plan fields.' }).max(MAX_PLAN_DAYS),
    'Please provide valid locker plan fields.',
  ).default(30),
  price: ZRupees,
  ...planHolding,
});
export type TLockerPlanRequest = z.input<typeof ZLockerPlanRequest>;

// Membership plans (students choose one on the plans page)
export const ZMembershipPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_days: z.number().int(),
  price: z.number(),
});
export type TMembershipPlan = z.infer<typeof ZMembershipPlan>;
export const ZMembershipPlanRequest = z.object({
  name: singleLineText().min(1, { message: 'Name is required' }).max(80),
  duration_days: numeric(
    z.number().int().min(1, { message: 'Duration must be at least 1 day' }).max(MAX_PLAN_DAYS),
  ),
  price: ZRupees,
});

// Occupancy
export const ZOccupancyQuery = z.object({ date: ZDate.optional() });
/** The grid pages by seats, in seat-number order: 100 rows a page unless asked (at most 200). */
export const GRID_SEATS_PER_PAGE = 100;
export const ZOccupancyGridQuery = ZOccupancyQuery.extend({
  limit: numeric(z.number().int().min(1).max(200)).default(GRID_SEATS_PER_PAGE),
  offset: numeric(z.number().int().min(0).max(MAX_ID)).default(0),
});
export type TOccupancyGridQuery = z.input<typeof ZOccupancyGridQuery>;
export const ZOccupancyEntry = z.object({
  seat_id: z.number().int().nullable(),
  seat_number: z.string(),
  /**
   * free_today: every hold of the seat on the day is a no-show's (Settings: 'Free a no-show's seat
   * for the day'), so the desk may book it for today only.
   */
  status: z.enum(['occupied', 'reserved', 'free_today', 'free']),
});
export const ZOccupancy = z.object({ date: z.string(), seats: z.array(ZOccupancyEntry) });
export type TOccupancy = z.infer<typeof ZOccupancy>;

// Occupancy by shift: the seat x shift grid of one date (admin and staff)
export const ZGridHolder = z.object({
  status: z.enum(['occupied', 'reserved']),
  source: z.enum(['seat-plan', 'booking']),
  source_id: z.number().int(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  window: z.string(),
  /** Holds the seat the whole day (no shift): the only holder the 'All day' column names. */
  whole_day: z.boolean(),
  /**
   * The plan's approved pause over the grid's date: its seat kept for the student (still held), or
   * freed for others (the cells it frees list the plan in `paused`); null when not paused.
   */
  pause: z.object({ starts_on: z.string(), ends_on: z.string(), seat_kept: z.boolean() }).nullable(),
});
/** One seat in one column of the grid. */
export const ZGridCell = z.object({
  /** Indexes in `holders` of everyone holding the seat at some minute of the column; empty when free. */
  holders: z.array(z.number().int().min(0)),
  /**
   * Every hold here is a no-show's shift of today (past its start + the owner's minutes, no
   * check-in): the desk may book the seat for today only.
   */
  free_today: z.boolean(),
  /** Indexes in `holders` of plans whose pause over the date freed the seat in this column. */
  paused: z.array(z.number().int().min(0)),
});
export type TGridCell = z.infer<typeof ZGridCell>;
export const ZOccupancyGrid = z.object({
  date: z.string(),
  shifts: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      start_minute: z.number().int(),
      duration_minutes: z.number().int(),
    }),
  ),
  /** Who holds what, each plan or booking once (a whole-day plan fills every column of its seat). */
  holders: z.array(ZGridHolder),
  /** How many active seats the library has; `seats` is the page of them at `offset`. */
  total_seats: z.number().int(),
  offset: z.number().int(),
  /**
   * The page's active seats, each with one cell per column — the whole day, then each shift in
   * `shifts`' order —: who holds the seat in that column.
   */
  seats: z.array(
    z.object({
      place_id: z.number().int(),
      seat_number: z.string(),
      cells: z.array(ZGridCell),
    }),
  ),
});
export type TOccupancyGrid = z.infer<typeof ZOccupancyGrid>;
export type TGridHolder = z.infer<typeof ZGridHolder>;

// Renewals
export const ZRenewalsQuery = z.object({
  list: z.enum(['expiring', 'lapsed']).default('expiring'),
});
export const ZRenewalEntry = z.object({
  kind: ZPlaceKind,
  plan_id: z.number().int(),
  place: z.string(),
  shift: z.string().nullable(),
  student_id: z.number().int(),
  student_name: z.string(),
  ends_on: z.string(),
  days_left: z.number().int(),
  price: z.number(),
});
export type TRenewalEntry = z.infer<typeof ZRenewalEntry>;
export const RENEWAL_WINDOWS = { expiringWithinDays: EXPIRING_WITHIN_DAYS, lapsedWithinDays: 30 } as const;

// Lists, paths and the student's memberships view
export const ZShiftList = z.array(ZShift);
export const ZSeatList = z.array(ZSeat);
export const ZPlaceList = z.array(ZPlace);
export const ZSeatPlanList = z.array(ZSeatPlan);
export const ZLockerPlanList = z.array(ZLockerPlan);
export const ZMembershipPlanList = z.array(ZMembershipPlan);
export const ZRenewalList = z.array(ZRenewalEntry);
export const ZPlanListQuery = ZPageQuery.extend({ admin_id: ZId.optional() });
/** The spec's staff Memberships pages name the library in the path. */
export const ZLibraryParams = z.object({ adminId: ZId });

/** One of a student's seat or locker plans as their Memberships page shows it. */
export const ZMembership = z.object({
  id: z.string(),
  kind: z.enum(['Seat', 'Locker']),
  name: z.string(),
  price: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  status: z.enum(['Active', 'Expired']),
  validity: ZValidity.nullable(),
  days_left: z.number().int().nullable(),
});
export type TMembership = z.infer<typeof ZMembership>;
export const ZMembershipList = z.array(ZMembership);
