import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { students } from './identity.ts';
import { shifts } from './seating.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'visited', 'joined', 'lost'] as const;

/** What the owner publishes on the library's public page `/l/<slug>` (0058); off until switched on. */
export const publicPages = pgTable(
  'public_pages',
  {
    adminId: tenantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    facilities: text('facilities').array().notNull().default(sql`'{}'`),
    /** Image paths (`uploads/public/...`), in the order shown. */
    photos: text('photos').array().notNull().default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('public_pages_slug', sql`${t.slug} ~ '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$'`),
    check('public_pages_facilities', sql`cardinality(${t.facilities}) <= 20`),
    check('public_pages_photos', sql`cardinality(${t.photos}) <= 6`),
  ],
);

/** Someone who asked about joining through the public page: followed up by the desk until joined or lost. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    adminId: tenantId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The shift they prefer (0058: ON DELETE SET NULL (shift_id); the migration is the truth). */
    shiftId: integer('shift_id'),
    status: text('status').$type<(typeof LEAD_STATUSES)[number]>().notNull().default('new'),
    followUpOn: date('follow_up_on'),
    notes: text('notes').notNull().default(''),
    /** The student they became (0058: ON DELETE SET NULL (student_id)). */
    studentId: integer('student_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey('leads', t),
    tenantReference('leads_shift_id_fkey', t, t.shiftId, shifts),
    tenantReference('leads_student_id_fkey', t, t.studentId, students),
    index('leads_admin_idx').on(t.adminId, t.createdAt, t.id),
    index('leads_status_idx').on(t.adminId, t.status, t.createdAt),
    index('leads_phone_idx').on(t.adminId, t.phone),
    index('leads_shift_idx').on(t.adminId, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('leads_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    oneOf('leads_status', t.status, LEAD_STATUSES),
    check('leads_name', sql`length(${t.name}) between 1 and 120`),
  ],
);
