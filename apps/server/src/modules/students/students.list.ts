import type { TStudentListQuery, TStudentSummary } from '@studydesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

/** One page of students, newest first; `adminId` limits it to one library. */
export async function listStudents(
  db: Db,
  query: TStudentListQuery,
  adminId: number | undefined,
): Promise<{ rows: TStudentSummary[]; total: number }> {
  const filters: SQL[] = [];
  if (adminId !== undefined) filters.push(eq(students.adminId, adminId));
  if (query.q) filters.push(sql`lower(${students.name}) like ${containsPattern(query.q)}`);
  const where = filters.length ? and(...filters) : undefined;

  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: students.id,
        student_id: students.studentId,
        name: students.name,
        email: students.email,
        phone: students.phone,
        course: students.course,
        address: students.address,
        admin_id: students.adminId,
        admin_name: admins.name,
        admin_email: admins.email,
        created_at: students.createdAt,
        image: students.image,
        idCardGenerated: students.idCardGenerated,
      })
      .from(students)
      .innerJoin(admins, eq(admins.id, students.adminId))
      .where(where)
      .orderBy(desc(students.createdAt), desc(students.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(students).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: count?.n ?? 0,
  };
}
