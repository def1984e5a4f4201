import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, studentId, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { students } from './identity.ts';
import { seatPlans, shifts } from './seating.ts';

export const MONTH_END_ANSWERS = ['yes', 'no'] as const;
export const MONTH_END_CHANNELS = ['app', 'link'] as const;

/**
 * 'Continuing next month?' asked of a student for a month (YYYY-MM), about the seat plan that ends
 * before the next asking day; the answer stays null until they give one (0050).
 */
export const monthEndAnswers = pgTable(
  'month_end_answers',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    month: text('month').notNull(),
    seatPlanId: integer('seat_plan_id').notNull(),
    answer: text('answer').$type<(typeof MONTH_END_ANSWERS)[number]>(),
    answeredBy: text('answered_by').$type<(typeof MONTH_END_CHANNELS)[number]>(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('month_end_answers', t),
    tenantReference('month_end_answers_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    tenantReference('month_end_answers_seat_plan_id_fkey', t, t.seatPlanId, seatPlans).onDelete('cascade'),
    uniqueIndex('month_end_answers_student_month_uq').on(t.adminId, t.studentId, t.month),
    index('month_end_answers_month_idx').on(t.adminId, t.month, t.answer),
    index('month_end_answers_plan_idx').on(t.adminId, t.seatPlanId),
    check('month_end_answers_month', sql`${t.month} ~ '^\\d{4}-\\d{2}$'`),
    oneOf('month_end_answers_answer', t.answer, MONTH_END_ANSWERS),
    oneOf('month_end_answers_by', t.answeredBy, MONTH_END_CHANNELS),
  ],
);

/** Someone waiting for a seat: a student of the library or a new name with a phone; seated once given a plan. */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: id(),
    adminId: tenantId(),
    studentId: integer('student_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    shiftId: integer('shift_id'),
    note: text('note').notNull().default(''),
    seatPlanId: integer('seat_plan_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('waiting_list', t),
    tenantReference('waiting_list_student_id_fkey', t, t.studentId, students).onDelete('cascade'),
    tenantReference('waiting_list_shift_id_fkey', t, t.shiftId, shifts).onDelete('set null'),
    tenantReference('waiting_list_seat_plan_id_fkey', t, t.seatPlanId, seatPlans).onDelete('set null'),
    index('waiting_list_admin_idx').on(t.adminId, t.createdAt, t.id),
    index('waiting_list_student_idx').on(t.adminId, t.studentId).where(sql`${t.studentId} is not null`),
    index('waiting_list_shift_idx').on(t.adminId, t.shiftId).where(sql`${t.shiftId} is not null`),
    index('waiting_list_plan_idx').on(t.adminId, t.seatPlanId).where(sql`${t.seatPlanId} is not null`),
    check('waiting_list_name', sql`length(${t.name}) between 1 and 120`),
  ],
);

/** The owner's morning digest of a day, as built at 08:00 library time (the app shows the latest). */
export const morningDigests = pgTable(
  'morning_digests',
  {
    id: id(),
    adminId: tenantId(),
    onDate: date('on_date').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('morning_digests', t),
    uniqueIndex('morning_digests_day_uq').on(t.adminId, t.onDate),
  ],
);
