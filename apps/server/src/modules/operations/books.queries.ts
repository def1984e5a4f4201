import { and, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { bookIssues, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { deleteOwned, ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

interface Page {
  limit: number;
  offset: number;
}

/**
 * Book issues with their student's name and code, newest first, and how many match. The count
 * joins the students only when the filter names them (`byStudent`): every issue has its student.
 */
function listIssues(db: Db, where: SQL | undefined, page: Page, byStudent = true) {
  const rows = (p: Page) =>
    db
      .select({ issue: bookIssues, name: students.name, code: students.studentId })
      .from(bookIssues)
      .innerJoin(students, eq(students.id, bookIssues.studentId))
      .where(where)
      .orderBy(desc(bookIssues.issueDate), desc(bookIssues.id))
      .limit(p.limit)
      .offset(p.offset);
  const issues = db.select({ id: bookIssues.id }).from(bookIssues);
  const matching = (
    byStudent ? issues.innerJoin(students, eq(students.id, bookIssues.studentId)) : issues
  ).where(where);
  return pageAndCount(db, { rows, matching }, page);
}

export type BookIssueRow = Awaited<ReturnType<typeof listIssues>>['rows'][number];

/** The library's issues, optionally issued on or after `since` and matching `q` (title or student). */
export async function listBookIssues(db: Db, adminId: number, filter: Page & { since?: string; q?: string }) {
  const filters: SQL[] = [ofTenant(bookIssues, adminId)];
  if (filter.since) filters.push(gte(bookIssues.issueDate, filter.since));
  if (filter.q) {
    const p = containsPattern(filter.q);
    const match = or(sql`lower(${bookIssues.bookTitle}) like ${p}`, sql`lower(${students.name}) like ${p}`);
    if (match) filters.push(match);
  }
  return listIssues(db, and(...filters), filter, Boolean(filter.q));
}

/** Issues of one student of the library, by their id or by their name (any case). */
export async function issuesOfStudent(db: Db, adminId: number, student: { id: number } | { name: string }) {
  const who =
    'id' in student
      ? eq(bookIssues.studentId, student.id)
      : sql`lower(${students.name}) = ${student.name.trim().toLowerCase()}`;
  return (await listIssues(db, and(ofTenant(bookIssues, adminId), who), { limit: 500, offset: 0 })).rows;
}

export async function insertBookIssue(
  db: Db,
  adminId: number,
  issue: { studentId: number; bookTitle: string; issueDate: string },
) {
  const [row] = await db
    .insert(bookIssues)
    .values({ adminId, ...issue })
    .returning({ id: bookIssues.id });
  if (!row) throw new Error('insert returned nothing');
  const [created] = (await listIssues(db, ownedBy(bookIssues, adminId, row.id), { limit: 1, offset: 0 }))
    .rows;
  if (!created) throw new Error('inserted book issue not found');
  return created;
}

/** Marks an issued book returned on `today` (never before its issue date); 404 when not issued. */
export async function returnBookIssue(db: Db, adminId: number, id: number, today: string) {
  const [row] = await db
    .update(bookIssues)
    .set({
      status: 'Returned',
      returnDate: sql`greatest(${bookIssues.issueDate}, ${today}::date)` as unknown as string,
    })
    .where(and(ownedBy(bookIssues, adminId, id), eq(bookIssues.status, 'Issued')))
    .returning({ id: bookIssues.id });
  if (!row) throw notFound('No issued book with that id.');
  return row;
}

export const deleteBookIssue = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, bookIssues, adminId, id, 'Record not found.');
