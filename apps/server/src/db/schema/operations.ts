import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, studentId, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { admins, staff, students } from './identity.ts';

/** Library events shown to students as alerts (at most 3 per library, checked by the service). */
export const events = pgTable(
  'events',
  {
    id: id(),
    adminId: tenantId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    eventDate: date('event_date').notNull(),
    status: text('status').notNull().default('Scheduled'),
    /** Paths of rows in `uploads` (uploads/events/<generated name>). */
    desktopImage: text('desktop_image'),
    mobileImage: text('mobile_image'),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey('events', t), index('events_admin_date_idx').on(t.adminId, t.eventDate)],
);

/** Check-in and check-out at the front desk; a student has at most one open check-in. */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    checkinTime: timestamp('checkin_time', { withTimezone: true }).notNull().defaultNow(),
    checkoutTime: timestamp('checkout_time', { withTimezone: true }),
    createdByStaffId: integer('created_by_staff_id'),
  },
  (t) => [
    tenantPrimaryKey('checkins', t),
    tenantReference('checkins_student_id_students_id_fk', t, t.studentId, students).onDelete('cascade'),
    tenantReference('checkins_created_by_staff_id_staff_id_fk', t, t.createdByStaffId, staff).onDelete(
      'set null',
    ),
    index('checkins_admin_time_idx').on(t.adminId, t.checkinTime.desc(), t.id.desc()),
    uniqueIndex('checkins_one_open_uq').on(t.adminId, t.studentId).where(sql`${t.checkoutTime} is null`),
    index('checkins_student_time_idx').on(t.adminId, t.studentId, t.checkinTime),
    index('checkins_staff_idx')
      .on(t.adminId, t.createdByStaffId)
      .where(sql`${t.createdByStaffId} is not null`),
  ],
);

/**
 * Daily attendance: one mark per student per date (a second mark updates it). Hash-partitioned by
 * library into 16 tables (migration 0023), so a library's marks share pages with few others': its
 * keys include `admin_id`, and the student's marks have their own index for the SET NULL.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    adminId: tenantId(),
    // (admin_id, student_id) of students (admin_id, id), clearing student_id alone when the
    // student is deleted (0027: ON DELETE SET NULL (student_id)). Drizzle cannot spell that column
    // list, so the key below declares no action; the migration is the truth.
    studentId: integer('student_id'),
    studentName: text('student_name').notNull(),
    attendanceDate: date('attendance_date').notNull(),
    status: text('status').notNull().default('Present'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'attendance_pkey', columns: [t.id, t.adminId] }),
    foreignKey({
      name: 'attendance_student_id_students_id_fk',
      columns: [t.adminId, t.studentId],
      foreignColumns: [students.adminId, students.id],
    }).onDelete('set null'),
    index('attendance_admin_date_idx').on(t.adminId, t.attendanceDate.desc(), t.id.desc()),
    uniqueIndex('attendance_student_day_uq').on(t.adminId, t.studentId, t.attendanceDate),
    oneOf('attendance_status', t.status, ['Present', 'Absent']),
  ],
);

/** The owner's rules at the door, one row per library (none: the column defaults). */
export const doorRules = pgTable(
  'door_rules',
  {
    adminId: integer('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    cardRevoked: text('card_revoked').notNull().default('refuse'),
    planExpired: text('plan_expired').notNull().default('refuse'),
    noPlan: text('no_plan').notNull().default('warn'),
    outsideShift: text('outside_shift').notNull().default('warn'),
    dues: text('dues').notNull().default('warn'),
    duesAbovePaise: integer('dues_above_paise').notNull().default(0),
    alreadyIn: text('already_in').notNull().default('warn'),
    /** 'Free a no-show's seat for the day' (0042): off unless the owner turns it on. */
    freeNoShowSeats: boolean('free_no_show_seats').notNull().default(false),
    noShowAfterMinutes: integer('no_show_after_minutes').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'door_rules_modes',
      sql`ARRAY[${t.cardRevoked}, ${t.planExpired}, ${t.noPlan}, ${t.outsideShift}, ${t.dues}, ${t.alreadyIn}] <@ ARRAY['refuse', 'warn']`,
    ),
    check('door_rules_dues_above', sql`${t.duesAbovePaise} BETWEEN 0 AND 1000000000`),
    check('door_rules_no_show_after', sql`${t.noShowAfterMinutes} BETWEEN 0 AND 240`),
  ],
);

/** Refusals at the door and the overrides that let a refused student through (0039). */
export const doorRefusals = pgTable(
  'door_refusals',
  {
    id: id(),
    adminId: tenantId(),
    /** Null for an unknown card. */
    studentId: integer('student_id'),
    rules: text('rules').array().notNull(),
    overridden: boolean('overridden').notNull().default(false),
    overrideReason: text('override_reason'),
    staffName: text('staff_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('door_refusals', t),
    tenantReference('door_refusals_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    index('door_refusals_admin_created_idx').on(t.adminId, t.createdAt.desc(), t.id.desc()),
    index('door_refusals_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    check('door_refusals_override', sql`${t.overridden} = (${t.overrideReason} is not null)`),
  ],
);

/** Kiosks and door posters (0045): self check-in at the door, revocable in Settings. */
export const doorDevices = pgTable(
  'door_devices',
  {
    id: id(),
    adminId: tenantId(),
    kind: text('kind', { enum: ['kiosk', 'poster'] }).notNull(),
    name: text('name').notNull(),
    pairingHash: text('pairing_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    secretHash: text('secret_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('door_devices', t),
    index('door_devices_admin_idx').on(t.adminId, t.id.desc()),
    oneOf('door_devices_kind', t.kind, ['kiosk', 'poster']),
    check(
      'door_devices_poster_has_no_secret',
      sql`${t.kind} = 'kiosk' OR (${t.pairingHash} IS NULL AND ${t.secretHash} IS NULL)`,
    ),
  ],
);
