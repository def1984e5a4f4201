import type { TStudentListQuery, TStudentSummary } from '@studydesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows, countRowsCapped } from '../../db/count.ts';
import { admins, students } from '../../db/schema/index.ts';
import { containsPattern, MIN_CONTAINS_SEARCH, platformSearchPattern } from '../../db/search.ts';
import { assertShallowPage } from '../../http/paging.ts';
import { presentStudentSummary, studentColumns } from './students.present.ts';

/**
 * One page of students, newest first; `adminId` limits it to one library, where `q` searches
 * names. Across the platform `q` also searches email and phone (1-2 characters: the start of
 * the name), pages stop at the 10,000th row and the total is capped (countRowsCapped).
 */
export async function listStudents(
  db: Db,
  query: TStudentListQuery,
  adminId: number | undefined,
): Promise<{ rows: TStudentSummary[]; total: number }> {
  const platformWide = adminId === undefined;
  if (platformWide) assertShallowPage(query);
  const filters: SQL[] = [];
  if (adminId !== undefined) filters.push(eq(students.adminId, adminId));
  if (query.q && !platformWide) filters.push(sql`lower(${students.name}) like ${containsPattern(query.q)}`);
  if (query.q && platformWide) filters.push(platformMatch(query.q));
  const where = filters.length ? and(...filters) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select(studentColumns)
      .from(students)
      .innerJoin(admins, eq(admins.id, students.adminId))
      .where(where)
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(query.limit)
      .offset(query.offset),
    platformWide ? countRowsCapped(db, students, where) : countRows(db, students, where),
  ]);
  return { rows: rows.map(presentStudentSummary), total };
}

function platformMatch(q: string): SQL {
  const p = platformSearchPattern(q);
  if (q.length < MIN_CONTAINS_SEARCH) return sql`lower(${students.name}) like ${p}`;
  return sql`(lower(${students.name}) like ${p} or lower(${students.email}) like ${p} or ${students.phone} like ${p})`;
}

/** One student of the library, or null (another library's student is "not found"). */
export async function findStudent(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(and(eq(students.id, id), eq(students.adminId, adminId)))
    .limit(1);
  return row ?? null;
}
