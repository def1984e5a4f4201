import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** One page of the library's students for the Fees table, newest first; `q` matches name or student id. */
export function feeStudents(
  db: Db,
  adminId: number,
  page: { limit: number; offset: number; q?: string; studentId?: number },
) {
  const filters: SQL[] = [ofTenant(students, adminId)];
  if (page.studentId !== undefined) filters.push(eq(students.id, page.studentId));
  if (page.q) {
    const p = containsPattern(page.q);
    const match = or(sql`lower(${students.name}) like ${p}`, sql`lower(${students.studentId}) like ${p}`);
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const rows = (p: { limit: number; offset: number }) =>
    db
      .select(feeColumns)
      .from(students)
      .where(where)
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(p.limit)
      .offset(p.offset);
  return pageAndCount(
    db,
    { rows, matching: db.select({ id: students.id }).from(students).where(where) },
    page,
  );
}

const feeColumns = {
  id: students.id,
  studentId: students.studentId,
  name: students.name,
  fatherName: students.fatherName,
};
