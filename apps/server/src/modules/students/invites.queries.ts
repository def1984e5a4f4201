import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studentInvites, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** The picked students of one library, by name (another library's ids read nothing). */
export async function selectedStudents(db: Db, adminId: number, ids: number[]) {
  return db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      phone: students.phone,
      language: students.language,
    })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.id, ids)))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}

/** Stores each student's new invitation; it replaces (voids) any older one of the same student. */
export async function saveInvites(
  db: Db,
  adminId: number,
  invites: { studentId: number; tokenHash: string }[],
  createdAt: Date,
  expiresAt: Date,
) {
  if (invites.length === 0) return;
  await db
    .insert(studentInvites)
    .values(invites.map((i) => ({ adminId, ...i, createdAt, expiresAt })))
    .onConflictDoUpdate({
      target: [studentInvites.adminId, studentInvites.studentId],
      set: {
        tokenHash: sql`excluded.token_hash`,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
        usedAt: null,
      },
    });
}

const usable = (adminId: number, tokenHash: string, now: Date) =>
  and(
    ofTenant(studentInvites, adminId),
    eq(studentInvites.tokenHash, tokenHash),
    isNull(studentInvites.usedAt),
    gt(studentInvites.expiresAt, now),
  );

/** The student an unused, unexpired invitation is for, or null. */
export async function findUsableInvite(db: Db, adminId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ studentId: students.id, name: students.name, email: students.email })
    .from(studentInvites)
    .innerJoin(
      students,
      and(eq(students.adminId, studentInvites.adminId), eq(students.id, studentInvites.studentId)),
    )
    .where(usable(adminId, tokenHash, now));
  return row ?? null;
}

/** Marks the invitation used, once: of two racing uses only one gets the student back. */
export async function claimInvite(db: Db, adminId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .update(studentInvites)
    .set({ usedAt: now })
    .where(usable(adminId, tokenHash, now))
    .returning({ studentId: studentInvites.studentId });
  return row?.studentId ?? null;
}
