import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { recordEmails, takenEmails } from '../../tenancy/directory.queries.ts';

/** The library's students after `afterId` in id order, `limit` of them (the export's pages). */
export function studentsAfter(db: Db, adminId: number, afterId: number, limit: number) {
  return db
    .select()
    .from(students)
    .where(and(ofTenant(students, adminId), gt(students.id, afterId)))
    .orderBy(asc(students.id))
    .limit(limit);
}

/** Which of these emails a student already has (emails are unique across the platform, in the directory). */
export const registeredEmails = (db: Db, emails: string[]) => takenEmails(db, 'student', emails);

/** Which of these student ids (STU-0001) the library already uses. */
export async function usedStudentIds(db: Db, adminId: number, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ studentId: students.studentId })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.studentId, ids)));
  return new Set(rows.map((r) => r.studentId));
}

/**
 * Reserves `count` new student numbers after max(the library's last, `atLeast`); returns the
 * first number of the block minus one.
 */
export async function reserveStudentNumbers(db: Db, adminId: number, atLeast: number, count: number) {
  const [seq] = await db
    .update(admins)
    .set({ studentSeq: sql`greatest(${admins.studentSeq}, ${atLeast}) + ${count}` })
    .where(eq(admins.id, adminId))
    .returning({ last: admins.studentSeq });
  return (seq?.last ?? count) - count;
}

export type ImportedStudent = Omit<typeof students.$inferInsert, 'id' | 'adminId' | 'createdAt'>;

/** Inserts the library's imported students, 500 rows a statement. */
export async function insertStudents(db: Db, adminId: number, records: ImportedStudent[]) {
  for (let i = 0; i < records.length; i += 500) {
    const rows = await db
      .insert(students)
      .values(records.slice(i, i + 500).map((r) => ({ ...r, adminId })))
      .returning({ id: students.id, email: students.email });
    await recordEmails(
      db,
      'student',
      rows.map((r) => ({ email: r.email, adminId, userId: r.id })),
    );
  }
}
