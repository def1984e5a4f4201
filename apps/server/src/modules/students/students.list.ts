import type { TStudentListQuery, TStudentSummary } from '@studydesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { presentStudentSummary, studentColumns } from './students.present.ts';

/** One page of students, newest first; `adminId` limits it to one library; `q` searches names. */
export async function listStudents(
  db: Db,
  query: TStudentListQuery,
  adminId: number | undefined,
): Promise<{ rows: TStudentSummary[]; total: number }> {
  const filters: SQL[] = [];
  if (adminId !== undefined) filters.push(eq(students.adminId, adminId));
  if (query.q) filters.push(sql`lower(${students.name}) like ${containsPattern(query.q)}`);
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
    countRows(db, students, where),
  ]);
  return { rows: rows.map(presentStudentSummary), total };
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
