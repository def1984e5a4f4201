import { z } from 'zod';

/** Money on the wire: rupees with at most 2 decimals (stored as paise). */
export const ZRupees = z.coerce
  .number({ message: 'Enter an amount' })
  .min(0, { message: 'Amount cannot be negative' })
  .max(10_000_000, { message: 'Amount is too large' })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), { message: 'At most 2 decimals' });

const ZTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: 'Use a time such as 09:30' })
  .transform((v) => v.slice(0, 5));
const ZStatus = z.enum(['Active', 'Inactive']);
const ZDate = z.iso.date({ message: 'Use a date such as 2026-12-01' });

/** Minutes from start to end; an end earlier than the start is the next day (+1440). */
export function shiftMinutes(start: string, end: string): number {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const diff = toMin(end) - toMin(start);
  return diff <= 0 ? diff + 1440 : diff;
}

/** '2 hr 30 min' style duration of a shift. */
export function formatShiftDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

// Shifts
export const ZShift = z.object({
  id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.string(),
  duration_minutes: z.number().int(),
  status: ZStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TShift = z.infer<typeof ZShift>;
export const ZShiftRequest = z.object({
  start_time: ZTime,
  end_time: ZTime,
  /** The spec's client computes and sends it; the server recomputes. */
  duration: z.string().optional(),
  status: ZStatus.default('Active'),
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
  seat_number: z.string().trim().min(1, { message: 'All fields are required.' }).max(20),
  shift_start: ZTime,
  shift_end: ZTime,
});

// Seat plans
export const ZSeatPlan = z.object({
  id: z.number().int(),
  seat_number: z.string(),
  shift_id: z.number().int().nullable(),
  shift: z.string().nullable(),
  duration: z.string(),
  price: z.number(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  status: ZStatus,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  admin_id: z.number().int(),
});
export type TSeatPlan = z.infer<typeof ZSeatPlan>;
export const ZSeatPlanRequest = z.object({
  seat_number: z.string().trim().min(1, { message: 'Please provide valid seat number.' }).max(20),
  shift_id: z.coerce.number().int().positive().nullable().optional(),
  duration: z.string().trim().max(40).default('30 Days'),
  price: ZRupees,
  student_id: z.coerce.number().int().positive().nullable().optional(),
  starts_on: ZDate.nullable().optional(),
  status: ZStatus.default('Active'),
  admin_id: z.coerce.number().int().optional(),
});
export type TSeatPlanRequest = z.input<typeof ZSeatPlanRequest>;

// Locker plans
export const ZLockerPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  locker_number: z.string().nullable(),
  duration_days: z.number().int(),
  price: z.number(),
  student_id: z.number().int().nullable(),
  student_name: z.string().nullable(),
  status: ZStatus,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TLockerPlan = z.infer<typeof ZLockerPlan>;
export const ZLockerPlanRequest = z.object({
  name: z.string().trim().min(1, { message: 'Please provide valid locker plan fields.' }).max(80),
  locker_number: z.string().trim().max(20).nullable().optional(),
  duration_days: z.coerce
    .number()
    .int()
    .min(1, { message: 'Please provide valid locker plan fields.' })
    .max(3660)
    .default(30),
  price: ZRupees,
  student_id: z.coerce.number().int().positive().nullable().optional(),
  starts_on: ZDate.nullable().optional(),
  status: ZStatus.default('Active'),
  admin_id: z.coerce.number().int().optional(),
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
  name: z.string().trim().min(1, { message: 'Name is required' }).max(80),
  duration_days: z.coerce.number().int().min(1, { message: 'Duration must be at least 1 day' }).max(3660),
  price: ZRupees,
});

// Occupancy
export const ZOccupancyQuery = z.object({ date: ZDate.optional() });
export const ZOccupancyEntry = z.object({
  seat_id: z.number().int().nullable(),
  seat_number: z.string(),
  status: z.enum(['occupied', 'reserved', 'free']),
});
export type TOccupancyEntry = z.infer<typeof ZOccupancyEntry>;
export const ZOccupancy = z.object({ date: z.string(), seats: z.array(ZOccupancyEntry) });
export type TOccupancy = z.infer<typeof ZOccupancy>;
