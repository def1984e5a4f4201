import { addDays } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { insertBookIssue, issuesOfStudent, listBookIssues, returnBookIssue } from './books.queries.ts';

/** Issues of the library, newest first; `days` keeps those of the last N days (the activity log's 7). */
export async function bookIssuePage(
  db: Db,
  actor: TenantActor,
  query: { limit: number; offset: number; q?: string; days?: number },
) {
  const since = query.days ? addDays(actor.today, -(query.days - 1)) : undefined;
  return listBookIssues(db, actor.tenantId, { ...query, since });
}

/** Issues "by student name" (the spec's call): a student only ever sees their own, whatever the name says. */
export function issuesByName(db: Db, actor: TenantActor, name: string) {
  return issuesOfStudent(db, actor.tenantId, actor.role === 'student' ? { id: actor.userId } : { name });
}

/** A book issued to a student of the library, on a day that is not in the future. */
export async function issueBook(
  db: Db,
  actor: TenantActor,
  body: { student_id: number; book_title: string; issue_date: string },
) {
  const adminId = actor.tenantId;
  await assertStudentOfLibrary(db, adminId, body.student_id);
  if (body.issue_date > actor.today) {
    throw badRequest('The issue date cannot be in the future.', { field: 'issue_date' });
  }
  return insertBookIssue(db, adminId, {
    studentId: body.student_id,
    bookTitle: body.book_title,
    issueDate: body.issue_date,
  });
}

/** Marks the book returned today (the library's). */
export async function returnBook(db: Db, actor: TenantActor, id: number) {
  return returnBookIssue(db, actor.tenantId, id, actor.today);
}
