import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { staff, students } from './identity.ts';

export const ACTIVE_STATUSES = ['Active', 'Inactive'] as const;

/** A shift (time slot). duration_minutes adds 1440 when the end is earlier than the start. */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    adminId: tenantId(),
    /** 'Morning', 'Evening' ...: unique per library whatever the case (0040). */
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').notNull().default('Active'),
    /** Where a seat plan for this shift starts its price (0044); null: the membership plan's. */
    pricePaise: integer('price_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey('shifts', t),
    index('shifts_admin_idx').on(t.adminId, t.startTime),
    uniqueIndex('shifts_admin_name_uq').on(t.adminId, sql`lower(${t.name})`),
    oneOf('shifts_status', t.status, ACTIVE_STATUSES),
    check('shifts_duration', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('shifts_price', sql`${t.pricePaise} is null or ${t.pricePaise} between 0 and 1000000000`),
  ],
);

export const PLACE_KINDS = ['seat', 'locker'] as const;

/** A numbered seat or locker of the library; retired ones stay for history but take no new holds. */
export const places = pgTable(
  'places',
  {
    id: id(),
    adminId: tenantId(),
    kind: text('kind').notNull().$type<(typeof PLACE_KINDS)[number]>(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey('places', t),
    uniqueIndex('places_admin_kind_label_uq').on(t.adminId, t.kind, sql`lower(${t.label})`),
    // INCLUDE (label, active) in its migration (0012): the seat lists read only the index.
    index('places_admin_kind_idx').on(t.adminId, t.kind, t.id),
    oneOf('places_kind', t.kind, PLACE_KINDS),
    check('places_label', sql`length(${t.label}) between 1 and 20`),
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
  (t) => [
    tenantPrimaryKey('seats', t),
    uniqueIndex('seats_admin_seat_window_uq').on(t.adminId, t.seatNumber, t.shiftStart, t.shiftEnd),
  ],
);

/** A seat rented to a student for a shift and a date range; while Active it holds its place (holds.ts). */
export const seatPlans = pgTable(
  'seat_plans',
  {
    id: id(),
    adminId: tenantId(),
    seatNumber: text('seat_number').notNull(),
    placeId: integer('place_id'),
    renewedFromId: integer('renewed_from_id'),
    shiftId: integer('shift_id'),
    /** As the spec shows it: 'duration (start - end)'. */
    shiftLabel: text('shift_label'),
    duration: text('duration').notNull().default(''),
    pricePaise: integer('price_paise').notNull().default(0),
    studentId: integer('student_id'),
    status: text('status').notNull().default('Active'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** Shift window in minutes since midnight; the end may pass 1440 for an overnight shift. */
    startMinute: integer('start_minute').notNull().default(0),
    endMinute: integer('end_minute').notNull().default(1440),
    /** Days its end moved by approved pauses (0059): `ends_on` is the period's end plus these. */
    pausedDays: integer('paused_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey('seat_plans', t),
    notNegative('seat_plans_paused_days', t.pausedDays),
    tenantReference('seat_plans_place_id_fkey', t, t.placeId, places).onDelete('cascade'),
    tenantReference('seat_plans_renewed_from_id_fkey', t, t.renewedFromId, t).onDelete('set null'),
    tenantReference('seat_plans_shift_id_shifts_id_fk', t, t.shiftId, shifts).onDelete('set null'),
    tenantReference('seat_plans_student_id_students_id_fk', t, t.studentId, students).onDelete('set null'),
    index('seat_plans_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    // Plans ending on a day or within a window (renewals to chase, who is due today): 0017.
    index('seat_plans_admin_status_ends_idx').on(t.adminId, t.status, t.endsOn),
    index('seat_plans_student_idx').on(t.adminId, t.studentId),
    index('seat_plans_place_idx').on(t.adminId, t.placeId),
    uniqueIndex('seat_plans_renewed_from_uq')
      .on(t.adminId, t.renewedFromId)
      .where(sql`${t.renewedFromId} is not null`),
    index('seat_plans_shift_idx').on(t.adminId, t.shiftId).where(sql`${t.shiftId} is not null`),
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

/** A locker rented to a student; while Active with a locker number it holds that place (holds.ts). */
export const lockerPlans = pgTable(
  'locker_plans',
  {
    id: id(),
    adminId: tenantId(),
    name: text('name').notNull(),
    lockerNumber: text('locker_number'),
    placeId: integer('place_id'),
    renewedFromId: integer('renewed_from_id'),
    durationDays: integer('duration_days').notNull().default(30),
    pricePaise: integer('price_paise').notNull().default(0),
    studentId: integer('student_id'),
    status: text('status').notNull().default('Active'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey('locker_plans', t),
    tenantReference('locker_plans_place_id_fkey', t, t.placeId, places).onDelete('cascade'),
    tenantReference('locker_plans_renewed_from_id_fkey', t, t.renewedFromId, t).onDelete('set null'),
    tenantReference('locker_plans_student_id_students_id_fk', t, t.studentId, students).onDelete('set null'),
    index('locker_plans_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index('locker_plans_admin_status_ends_idx').on(t.adminId, t.status, t.endsOn),
    index('locker_plans_student_idx').on(t.adminId, t.studentId),
    index('locker_plans_place_idx').on(t.adminId, t.placeId),
    uniqueIndex('locker_plans_renewed_from_uq')
      .on(t.adminId, t.renewedFromId)
      .where(sql`${t.renewedFromId} is not null`),
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
    tenantPrimaryKey('membership_plans', t),
    index('membership_plans_admin_idx').on(t.adminId),
    check('membership_plans_duration', sql`${t.durationDays} > 0`),
    notNegative('membership_plans_price', t.pricePaise),
  ],
);

/** A seat booked at the desk for one day, for a shift's window or the whole day (a hold). */
export const seatBookings = pgTable(
  'seat_bookings',
  {
    id: id(),
    adminId: tenantId(),
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    seatNumber: text('seat_number').notNull(),
    placeId: integer('place_id'),
    shiftId: integer('shift_id'),
    shiftLabel: text('shift_label'),
    startMinute: integer('start_minute').notNull().default(0),
    endMinute: integer('end_minute').notNull().default(1440),
    studentId: integer('student_id'),
    bookingDate: date('booking_date').notNull(),
    status: text('status').notNull().default('Booked'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('seat_bookings', t),
    tenantReference('seat_bookings_place_id_fkey', t, t.placeId, places).onDelete('cascade'),
    tenantReference('seat_bookings_shift_id_fkey', t, t.shiftId, shifts).onDelete('set null'),
    tenantReference('seat_bookings_staff_id_staff_id_fk', t, t.staffId, staff).onDelete('set null'),
    tenantReference('seat_bookings_student_id_fkey', t, t.studentId, students).onDelete('set null'),
    index('seat_bookings_admin_date_idx').on(t.adminId, t.bookingDate, t.id),
    index('seat_bookings_place_idx').on(t.adminId, t.placeId),
    index('seat_bookings_shift_idx').on(t.adminId, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('seat_bookings_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    index('seat_bookings_staff_idx').on(t.adminId, t.staffId).where(sql`${t.staffId} is not null`),
    check(
      'seat_bookings_minutes',
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 2880`,
    ),
  ],
);
