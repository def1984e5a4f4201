import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageNewestFirst } from '../../db/count.ts';
import { type PageOf, preparedPages } from '../../db/prepared.ts';
import { students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { countLibraryStudents } from '../students/students.queries.ts';

/** One page of the library's students for the Fees table, newest first; `q` matches name or student id. */
export async function feeStudents(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; q?: string; studentId?: number },
) {
  if (page.studentId === undefined && !page.q) {
    const [rows, [count]] = await Promise.all([
      feePage(db, { adminId }, { limit: page.limit, offset: page.offset }),
      countLibraryStudents(db, { adminId }),
    ]);
    return { rows, total: count?.n ?? 0 };
  }
  const filters: SQL[] = [ofTenant(students, adminId)];
  if (page.studentId !== undefined) filters.push(eq(students.id, page.studentId));
  if (page.q) {
    const p = containsPattern(page.q);
    const match = or(sql`lower(${students.name}) like ${p}`, sql`lower(${students.studentId}) like ${p}`);
    if (match) filters.push(match);
  }
  const where = and(...filters);
  return pageNewestFirst(db, students, db.select(feeColumns).from(students), where, students.createdAt, page);
}

const feeColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  fatherName: students.fatherName,
};

// The Fees table unfiltered, the desk's usual view: prepared statements (db/prepared.ts).
const feePage = preparedPages('fee_students_page', (db: Db, page: PageOf) =>
  db
    .select(feeColumns)
    .from(students)
    .where(eq(students.adminId, sql.placeholder('adminId')))
    .orderBy(desc(students.createdAt), desc(students.id))
    .limit(page.limit)
    .offset(page.offset),
);
