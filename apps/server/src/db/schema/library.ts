import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, studentId, tenantId, tenantPrimaryKey, tenantReference } from './columns.ts';
import { students } from './identity.ts';

/** A book issued to a student; Issued until returned. */
export const bookIssues = pgTable(
  'book_issues',
  {
    id: id(),
    adminId: tenantId(),
    studentId: studentId(),
    bookTitle: text('book_title').notNull(),
    issueDate: date('issue_date').notNull(),
    returnDate: date('return_date'),
    status: text('status').notNull().default('Issued'),
    createdAt: createdAt(),
  },
  (t) => [
    index('book_issues_admin_issued_idx').on(t.adminId, t.issueDate.desc(), t.id.desc()),
    index('book_issues_student_idx').on(t.adminId, t.studentId),
    tenantPrimaryKey('book_issues', t),
    tenantReference('book_issues_student_id_students_id_fk', t, t.studentId, students).onDelete('cascade'),
    oneOf('book_issues_status', t.status, ['Issued', 'Returned']),
    check('book_issues_dates', sql`${t.returnDate} is null or ${t.returnDate} >= ${t.issueDate}`),
  ],
);
