import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { admins, students } from './identity.ts';
import { lockerPlans, places, seatBookings, seatPlans } from './seating.ts';

/** A PostgreSQL range, read and written in its text form ('[2026-11-01,2026-12-01)'). */
const range = (pgType: 'daterange' | 'int4range') =>
  customType<{ data: string; driverData: string }>({ dataType: () => pgType });

/**
 * The seat ledger: one row per calendar-day segment of a hold on a seat or locker. A hold with a
 * daily window [a, b) minutes over days s..e is [a, min(b, 1440)) on s..e plus, when an overnight
 * window passes midnight, [0, b - 1440) on s+1..e+1. The EXCLUDE constraint `holds_no_overlap`
 * (migration 0001; (admin_id =, place_id =, days &&, minutes &&) since 0037) refuses two rows of one
 * place sharing a day and a minute, whatever wrote them.
 */
export const holds = pgTable(
  'holds',
  {
    id: id(),
    adminId: tenantId(),
    placeId: integer('place_id').notNull(),
    seatPlanId: integer('seat_plan_id'),
    lockerPlanId: integer('locker_plan_id'),
    bookingId: integer('booking_id'),
    studentId: integer('student_id'),
    days: range('daterange')('days').notNull(),
    minutes: range('int4range')('minutes').notNull(),
  },
  (t) => [
    tenantPrimaryKey('holds', t),
    tenantReference('holds_place_id_fkey', t, t.placeId, places).onDelete('cascade'),
    tenantReference('holds_seat_plan_id_fkey', t, t.seatPlanId, seatPlans).onDelete('cascade'),
    tenantReference('holds_locker_plan_id_fkey', t, t.lockerPlanId, lockerPlans).onDelete('cascade'),
    tenantReference('holds_booking_id_fkey', t, t.bookingId, seatBookings).onDelete('cascade'),
    tenantReference('holds_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    // INCLUDE (days, minutes, seat_plan_id, booking_id, student_id) in its migration (0014, 0030):
    // a seat's holds by their last day, so a probe of a date skips those that ended before it.
    index('holds_admin_place_idx').on(t.adminId, t.placeId, sql`upper(${t.days})`),
    index('holds_admin_days_idx').using('gist', t.adminId, t.days),
    index('holds_seat_plan_idx').on(t.adminId, t.seatPlanId),
    index('holds_locker_plan_idx').on(t.adminId, t.lockerPlanId),
    index('holds_booking_idx').on(t.adminId, t.bookingId),
    index('holds_student_idx').on(t.adminId, t.studentId),
    check('holds_one_source', sql`num_nonnulls(${t.seatPlanId}, ${t.lockerPlanId}, ${t.bookingId}) = 1`),
  ],
);

/**
 * A day a seat plan gave back (0042): the desk booked its no-show's seat for that day. The plan's
 * holds leave the day out, so the EXCLUDE constraint above stays the one rule for everybody.
 */
export const seatReleases = pgTable(
  'seat_releases',
  {
    id: id(),
    adminId: tenantId(),
    seatPlanId: integer('seat_plan_id').notNull(),
    releasedOn: date('released_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('seat_releases', t),
    tenantReference('seat_releases_seat_plan_id_fkey', t, t.seatPlanId, seatPlans).onDelete('cascade'),
    uniqueIndex('seat_releases_plan_day_uq').on(t.adminId, t.seatPlanId, t.releasedOn),
  ],
);

export const PAUSE_STATUSES = ['Pending', 'Approved', 'Refused', 'Cancelled'] as const;

/**
 * The owner's pause policy (0059): the fewest and most days of one pause, the most paused days of
 * a student in a calendar year, whether a paused seat is freed or kept, and the ledger rule.
 */
export const pausePolicies = pgTable(
  'pause_policies',
  {
    adminId: integer('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    minDays: integer('min_days').notNull().default(3),
    maxDays: integer('max_days').notNull().default(30),
    yearlyCapDays: integer('yearly_cap_days').notNull().default(60),
    seatRule: text('seat_rule').notNull().default('freed'),
    ledgerRule: text('ledger_rule').notNull().default('none'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'pause_policies_days',
      sql`${t.minDays} BETWEEN 1 AND 365 AND ${t.maxDays} BETWEEN ${t.minDays} AND 365 AND ${t.yearlyCapDays} BETWEEN 0 AND 366`,
    ),
    oneOf('pause_policies_seat_rule', t.seatRule, ['freed', 'kept']),
    oneOf('pause_policies_ledger_rule', t.ledgerRule, ['none', 'credit']),
  ],
);

/**
 * A pause of a seat plan over days starts_on..ends_on (0059): asked by the student (Pending) or
 * made by the desk (Approved). Approved with the seat freed, its days are left out of the plan's
 * holds; either way the plan's end moves by its days.
 */
export const planPauses = pgTable(
  'plan_pauses',
  {
    id: id(),
    adminId: tenantId(),
    seatPlanId: integer('seat_plan_id').notNull(),
    studentId: integer('student_id').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    status: text('status').notNull().default('Pending'),
    seatKept: boolean('seat_kept').notNull().default(false),
    reason: text('reason').notNull().default(''),
    askedByStudent: boolean('asked_by_student').notNull().default(false),
    /** The pro-rata credit's ledger row, reversed if the pause is cancelled. */
    creditEntryId: integer('credit_entry_id'),
    creditPaise: integer('credit_paise').notNull().default(0),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('plan_pauses', t),
    tenantReference('plan_pauses_seat_plan_id_fkey', t, t.seatPlanId, seatPlans).onDelete('cascade'),
    tenantReference('plan_pauses_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    check('plan_pauses_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    oneOf('plan_pauses_status', t.status, PAUSE_STATUSES),
    notNegative('plan_pauses_credit', t.creditPaise),
    index('plan_pauses_plan_idx').on(t.adminId, t.seatPlanId),
    index('plan_pauses_student_idx').on(t.adminId, t.studentId, t.startsOn),
    index('plan_pauses_status_idx').on(t.adminId, t.status, t.createdAt),
  ],
);
