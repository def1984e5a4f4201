import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { students } from './identity.ts';
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
