import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks.ts';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { staff, students } from './identity.ts';

export const ACTIVE_STATUSES = ['Active', 'Inactive'] as const;

/** A shift (time slot). duration_minutes adds 1440 when the end is earlier than the start. */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    adminId: tenantId(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shifts_admin_idx').on(t.adminId, t.startTime),
    oneOf('shifts_status', t.status, ACTIVE_STATUSES),
    check('shifts_duration', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
  ],
);

/** Manage Seats & Time Slots: a seat number with its shift window. */
export const seats = pgTable(
  'seats',
  {
    id: id(),
    adminId: tenantId(),
    seatNumber: text('seat_number').notNull(),
    shiftStart: time('shift_start').notNull(),
    shiftEnd: time('shift_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seats_admin_seat_window_uq').on(t.adminId, t.seatNumber, t.shiftStart, t.shiftEnd)],
);

/**
 * A seat rented to a student for a shift and a date range. The database refuses two active
 * plans holding one seat on overlapping dates and overlapping shift minutes (EXCLUDE in the migration).
 */
export const seatPlans = pgTable(
  'seat_plans',
  {
    id: id(),
    adminId: tenantId(),
    seatNumber: text('seat_number').notNull(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** As the spec shows it: 'duration (start - end)'. */
    shiftLabel: text('shift_label'),
    duration: text('duration').notNull().default(''),
    pricePaise: integer('price_paise').notNull().default(0),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Active'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** Shift window in minutes since midnight; the end may pass 1440 for an overnight shift. */
    startMinute: integer('start_minute').notNull().default(0),
    endMinute: integer('end_minute').notNull().default(1440),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seat_plans_admin_created_idx').on(t.adminId, t.createdAt),
    index('seat_plans_student_idx').on(t.studentId),
    notNegative('seat_plans_price', t.pricePaise),
    oneOf('seat_plans_status', t.status, ACTIVE_STATUSES),
    check(
      'seat_plans_dates',
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
    check(
      'seat_plans_minutes',
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 2880`,
    ),
  ],
);

/** A locker rented to a student; one locker is never held twice on overlapping dates (EXCLUDE). */
export const lockerPlans = pgTable(
  'locker_plans',
  {
    id: id(),
    adminId: tenantId(),
    name: text('name').notNull(),
    lockerNumber: text('locker_number'),
    durationDays: integer('duration_days').notNull().default(30),
    pricePaise: integer('price_paise').notNull().default(0),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Active'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locker_plans_admin_created_idx').on(t.adminId, t.createdAt),
    index('locker_plans_student_idx').on(t.studentId),
    notNegative('locker_plans_price', t.pricePaise),
    check('locker_plans_duration', sql`${t.durationDays} > 0`),
    oneOf('locker_plans_status', t.status, ACTIVE_STATUSES),
    check(
      'locker_plans_dates',
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

/** Membership plans students choose on the plans page. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: id(),
    adminId: tenantId(),
    name: text('name').notNull(),
    durationDays: integer('duration_days').notNull(),
    pricePaise: integer('price_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('membership_plans_admin_idx').on(t.adminId),
    check('membership_plans_duration', sql`${t.durationDays} > 0`),
    notNegative('membership_plans_price', t.pricePaise),
  ],
);

/** A seat booked by staff for a day; one seat is booked once per day. */
export const seatBookings = pgTable(
  'seat_bookings',
  {
    id: id(),
    adminId: tenantId(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    seatNumber: text('seat_number').notNull(),
    bookingDate: date('booking_date').notNull(),
    status: text('status').notNull().default('Booked'),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_bookings_admin_date_idx').on(t.adminId, t.bookingDate),
    uniqueIndex('seat_bookings_seat_day_uq')
      .on(t.adminId, t.seatNumber, t.bookingDate)
      .where(sql`${t.status} = 'Booked'`),
  ],
);
