import { z } from 'zod';
import { ZDoorRefusal } from './door.ts';

const ZMoneyByMethod = z.array(z.object({ method: z.string(), amount: z.number() }));

/** The owner's cockpit: every tile and chart in one answer, computed in the institute's time zone. */
export const ZCockpit = z.object({
  today: z.string(),
  now: z.string(),
  collections: z.object({
    today: z.number(),
    today_by_method: ZMoneyByMethod,
    yesterday: z.number(),
    month: z.number(),
  }),
  dues: z.object({
    total: z.number(),
    students: z.number().int(),
    top: z.array(z.object({ student_id: z.number().int(), name: z.string(), amount: z.number() })),
  }),
  seats: z.object({
    total: z.number().int(),
    occupied_now: z.number().int(),
    free_now: z.number().int(),
    /** Today, per active shift: seats held in it, of the total. */
    by_shift: z.array(
      z.object({
        shift_id: z.number().int(),
        label: z.string(),
        held: z.number().int(),
        free: z.number().int(),
        percent: z.number(),
      }),
    ),
  }),
  checkins_today: z.number().int(),
  plans: z.object({ expiring_7_days: z.number().int(), lapsed_30_days: z.number().int() }),
  payments_to_confirm: z.number().int(),
  admissions_this_month: z.number().int(),
  /** Enquiries from the public page: new this week (since Monday) and, over 30 days, how many joined. */
  leads: z.object({
    new_this_week: z.number().int(),
    enquiries_30_days: z.number().int(),
    joined_30_days: z.number().int(),
    conversion_percent: z.number(),
  }),
  charts: z.object({
    /** The last 30 days, oldest first. */
    collections_30_days: z.array(z.object({ date: z.string(), amount: z.number() })),
    /**
     * Average share of seats held, per shift and weekday (1 = Monday), over the last 4 weeks: only
     * the days since a seat was first held count; null where none of those fell on that weekday.
     */
    occupancy_heatmap: z.array(
      z.object({
        shift_id: z.number().int(),
        label: z.string(),
        weekday: z.number().int(),
        percent: z.number().nullable(),
      }),
    ),
    /** The last 12 months, oldest first ('2026-11'). */
    admissions_renewals_12_months: z.array(
      z.object({ month: z.string(), admissions: z.number().int(), renewals: z.number().int() }),
    ),
  }),
});
export type TCockpit = z.infer<typeof ZCockpit>;

/** The staff's home: who is in, who is expected and has not come, what waits for them. */
export const ZStaffHome = z.object({
  today: z.string(),
  checked_in: z.array(
    z.object({ student_id: z.number().int(), name: z.string(), student_code: z.string(), since: z.string() }),
  ),
  expected_not_come: z.array(
    z.object({
      shift_id: z.number().int().nullable(),
      shift: z.string(),
      students: z.array(z.object({ student_id: z.number().int(), name: z.string(), seat: z.string() })),
    }),
  ),
  payments_to_confirm: z.number().int(),
  expiring_today: z.array(
    z.object({
      student_id: z.number().int(),
      name: z.string(),
      place: z.string(),
      kind: z.enum(['seat', 'locker']),
    }),
  ),
  /** Refused at the door today (newest first), overridden or not. */
  refused_today: z.array(ZDoorRefusal),
});
export type TStaffHome = z.infer<typeof ZStaffHome>;

/** A library as the platform team sees it: size, money this month, the owner's last sign-in. */
export const ZLibraryActivity = z.object({
  /** The owner's (admin's) id. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  students: z.number().int(),
  collections_month: z.number(),
  last_sign_in: z.string().nullable(),
});
export type TLibraryActivity = z.infer<typeof ZLibraryActivity>;

/** The student's home (phone first): seat and days left, locker, what they owe, recent payments. */
export const ZStudentHome = z.object({
  today: z.string(),
  seat: z
    .object({
      seat: z.string(),
      shift: z.string().nullable(),
      valid_till: z.string().nullable(),
      days_left: z.number().int().nullable(),
      validity: z.string().nullable(),
    })
    .nullable(),
  locker: z.object({ locker: z.string(), valid_till: z.string().nullable() }).nullable(),
  due: z.number(),
  advance: z.number(),
  /** Whether the institute takes UPI (Pay opens the UPI flow). */
  upi: z.boolean(),
  payments: z.array(
    z.object({ id: z.number().int(), amount: z.number(), status: z.string(), date: z.string() }),
  ),
  checked_in_today: z.object({ since: z.string(), out: z.string().nullable() }).nullable(),
  alert: z.object({ title: z.string(), date: z.string() }).nullable(),
  id_card: z.boolean(),
});
export type TStudentHome = z.infer<typeof ZStudentHome>;
export const ZLibraryActivityList = z.array(ZLibraryActivity);
