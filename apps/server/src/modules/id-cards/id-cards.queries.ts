import { and, asc, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** How many of these ids are students of the library. */
export async function countOfLibrary(db: Db, adminId: number, ids: number[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.id, ids)));
  return row?.n ?? 0;
}

/**
 * Generates the cards of the picked students that have none (a card's number, once issued, is
 * kept across revoke and generate); returns how many were generated.
 */
export async function generateCards(db: Db, adminId: number, ids: number[]) {
  const rows = await db
    .update(students)
    .set({
      idCardGenerated: true,
      idCardNumber: sql`coalesce(${students.idCardNumber}, ${students.studentId} || '-' || ${students.adminId})`,
    })
    .where(and(ofTenant(students, adminId), inArray(students.id, ids), not(students.idCardGenerated)))
    .returning({ id: students.id });
  return rows.length;
}

/** What the printed cards show, by name; `idCardGenerated` tells which may be printed. */
export async function cardsOfSelection(db: Db, adminId: number, ids: number[]) {
  return db
    .select({
      id: students.id,
      studentId: students.studentId,
      name: students.name,
      course: students.course,
      phone: students.phone,
      email: students.email,
      address: students.address,
      createdAt: students.createdAt,
      image: students.image,
      idCardGenerated: students.idCardGenerated,
    })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.id, ids)))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}
