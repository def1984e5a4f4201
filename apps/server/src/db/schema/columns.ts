import { integer, timestamp } from 'drizzle-orm/pg-core';
import { admins, students } from './identity.ts';

/** Shared column builders so every table spells ids, tenancy and timestamps the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The tenant column: every tenant row belongs to one admin and goes with them. */
export const tenantId = () =>
  integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' });
/** The student a row is about: it goes with the student. */
export const studentId = () =>
  integer('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });
