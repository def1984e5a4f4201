import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, students } from '../../db/schema/index.ts';

export type NewStudent = Omit<typeof students.$inferInsert, 'id' | 'studentId' | 'adminId' | 'createdAt'>;

/** Inserts a student with the tenant's next human id (STU-0001, ...), atomically. */
export async function insertStudent(
  db: Db,
  adminId: number,
  values: NewStudent,
): Promise<{ id: number; studentId: string }> {
  return db.transaction(async (tx) => {
    const [seq] = await tx
      .update(admins)
      .set({ studentSeq: sql`${admins.studentSeq} + 1` })
      .where(eq(admins.id, adminId))
      .returning({ n: admins.studentSeq });
    if (!seq) throw new Error(`admin ${adminId} vanished`);
    const studentId = `STU-${String(seq.n).padStart(4, '0')}`;
    const [row] = await tx
      .insert(students)
      .values({ ...values, adminId, studentId })
      .returning({ id: students.id, studentId: students.studentId });
    if (!row) throw new Error('insert returned nothing');
    return row;
  });
}

export async function studentEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.email, email)).limit(1);
  return Boolean(row);
}
