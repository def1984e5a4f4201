import { LANGUAGES } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** A tenant table's id: its primary key is (id, admin_id). */
const tenantRowId = () => integer('id').generatedAlwaysAsIdentity();
/** The person's language for the web app (migration 0010). */
const language = () => text('language', { enum: LANGUAGES }).notNull().default('en');

export const superadmins = pgTable(
  'superadmins',
  {
    id: identityId(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    language: language(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [oneOf('superadmins_language', t.language, LANGUAGES)],
);

/**
 * An admin is a library owner: the tenant, and the root of every tenant table (distributed by its
 * own id). Email and join code are unique across the platform in the directory (directory.ts).
 */
export const admins = pgTable(
  'admins',
  {
    id: identityId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    joinCode: text('join_code').notNull(),
    totalSeats: integer('total_seats').notNull().default(0),
    totalLockers: integer('total_lockers').notNull().default(0),
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    /** The institute's UPI ID (VPA) students pay to; empty when not set. */
    upiId: text('upi_id').notNull().default(''),
    /** Last number handed out for students' human ids (STU-0001, ...); bumped atomically. */
    studentSeq: integer('student_seq').notNull().default(0),
    language: language(),
    /** The day of the month students are asked 'Continuing next month?' (0050), and whether they are. */
    monthEndDay: integer('month_end_day').notNull().default(25),
    monthEndOn: boolean('month_end_on').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('admins_language', t.language, LANGUAGES),
    check('admins_month_end_day', sql`${t.monthEndDay} between 1 and 28`),
  ],
);

/** A library's staff member; the email is unique across the platform in account_emails (directory.ts). */
export const staff = pgTable(
  'staff',
  {
    id: tenantRowId(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    language: language(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'staff_pkey', columns: [t.id, t.adminId] }),
    oneOf('staff_language', t.language, LANGUAGES),
    index('staff_admin_created_idx').on(t.adminId, t.createdAt, t.id),
    index('staff_created_idx').on(t.createdAt, t.id),
    index('staff_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('staff_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('staff_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('staff_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** A library's student; the email is unique across the platform in account_emails (directory.ts). */
export const students = pgTable(
  'students',
  {
    id: tenantRowId(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** Human-facing id, unique within the tenant (e.g. STU-0001). */
    studentId: text('student_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    phone: text('phone').notNull().default(''),
    /**
     * Sealed with AES-256-GCM (`v1.iv.tag.ciphertext`, crypto/aadhaar-vault.ts); null when an
     * import could not supply it ("Aadhaar missing").
     */
    aadhaar: text('aadhaar'),
    /** HMAC of the number, for duplicate checks without decrypting. */
    aadhaarHash: text('aadhaar_hash'),
    /** The last four digits, all that lists, cards and exports show. */
    aadhaarLast4: text('aadhaar_last4'),
    course: text('course').notNull().default(''),
    address: text('address').notNull().default(''),
    dob: date('dob'),
    fatherName: text('father_name').notNull().default(''),
    motherName: text('mother_name').notNull().default(''),
    permanentAddress: text('permanent_address').notNull().default(''),
    image: text('image'),
    idCardGenerated: boolean('id_card_generated').notNull().default(false),
    idCardNumber: text('id_card_number'),
    /** Which issue of the card is valid: bumped on every generate, so older QR tokens refuse (0039). */
    idCardVersion: integer('id_card_version').notNull().default(1),
    language: language(),
    /** GST place of supply: a state code, or '' for the library's own state (0057). */
    gstState: text('gst_state').notNull().default(''),
    /** The student's GSTIN when they are registered (B2B invoices), else '' (0057). */
    gstin: text('gstin').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // What every tenant table's student key references (0027, 0037): a row names a student of its own library.
    primaryKey({ name: 'students_pkey', columns: [t.id, t.adminId] }),
    oneOf('students_language', t.language, LANGUAGES),
    uniqueIndex('students_admin_student_id_uq').on(t.adminId, t.studentId),
    index('students_admin_created_idx').on(t.adminId, t.createdAt, t.id),
    index('students_admin_name_idx').on(t.adminId, sql`lower(${t.name})`),
    // The platform's list newest first: a page's ids, index-only (0029).
    index('students_newest_ids_idx').on(t.createdAt, t.id),
    index('students_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('students_admin_aadhaar_hash_idx').on(t.adminId, t.aadhaarHash),
    check('students_aadhaar_sealed', sql`${t.aadhaar} is null or ${t.aadhaar} like 'v1.%'`),
    // The contract lowercases every email (ZEmail); the database holds every row to it (0028).
    check('students_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('students_aadhaar_last4', sql`${t.aadhaarLast4} is null or ${t.aadhaarLast4} ~ '^[0-9]{4}$'`),
    index('students_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('students_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // INCLUDE (name) in its migration (0015): a 1-2 character search's total reads only the index.
    index('students_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('students_image_idx').on(t.image).where(sql`${t.image} is not null`),
    // A card number typed at the desk (0039).
    index('students_admin_code_lower_idx').on(t.adminId, sql`lower(${t.studentId})`),
    check('students_id_card_version', sql`${t.idCardVersion} >= 1`),
  ],
);

/**
 * Opaque session tokens: only the SHA-256 of the token is stored. Found by token before the
 * library is known, so not distributed: no key to admins (0037); a library's go with it (admins.queries.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['superadmin', 'admin', 'staff', 'student'] }).notNull(),
    userId: integer('user_id').notNull(),
    /** The tenant (admin id) for admin, staff and student sessions; null for the superadmin. */
    adminId: integer('admin_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.role, t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_admin_idx').on(t.adminId).where(sql`${t.adminId} is not null`),
  ],
);

/** One row (id = 1): platform-wide switches owned by the superadmin. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    loginEnabled: boolean('login_enabled').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * One row (id = 1): the fingerprint of the data key that sealed this database (0034), so that
 * a process with another key refuses to start (crypto/data-key-claim.ts). Never the key.
 */
export const dataKeyFingerprint = pgTable(
  'data_key_fingerprint',
  {
    id: smallint('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [check('data_key_fingerprint_single_row', sql`${t.id} = 1`)],
);
