import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

const cardColumns = {
  id: students.id,
  studentId: students.studentId,
  generated: students.idCardGenerated,
  version: students.idCardVersion,
  number: students.idCardNumber,
};

/** The student's card: whether it is out, which version is valid, its number. */
export async function findCard(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select(cardColumns)
    .from(students)
    .where(ownedBy(students, adminId, id));
  return row ?? null;
}

/**
 * Puts the card out or takes it back. Putting out a card that is not out issues a new version, so a
 * card printed before (revoked, then generated again) keeps refusing; `regenerate` issues one anyway.
 */
export async function setCard(
  db: Db,
  adminId: number,
  id: number,
  change: { generated: boolean; regenerate?: boolean },
) {
  const bump = change.regenerate
    ? sql`${students.idCardVersion} + 1`
    : change.generated
      ? sql`${students.idCardVersion} + case when ${students.idCardGenerated} then 0 else 1 end`
      : sql`${students.idCardVersion}`;
  const [row] = await db
    .update(students)
    .set({
      idCardGenerated: change.generated,
      idCardVersion: bump,
      // Issued once, kept across revoke and generate.
      ...(change.generated
        ? {
            idCardNumber: sql`coalesce(${students.idCardNumber}, ${students.studentId} || '-' || ${students.adminId})`,
          }
        : {}),
    })
    .where(ownedBy(students, adminId, id))
    .returning(cardColumns);
  return row ?? null;
}

/** The library's student whose code (or issued card number) is `code`, case aside. */
export async function findStudentByCardNumber(db: Db, adminId: number, code: string) {
  const lower = code.toLowerCase();
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      sql`${ofTenant(students, adminId)} and (lower(${students.studentId}) = ${lower} or lower(${students.idCardNumber}) = ${lower})`,
    )
    .orderBy(sql`lower(${students.studentId}) = ${lower} desc`, students.id)
    .limit(1);
  return row ?? null;
}

/** How many of these ids are students of the library. */
export async function countOfLibrary(db: Db, adminId: number, ids: number[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.id, ids)));
  return row?.n ?? 0;
}

/**
 * Puts out the cards of the picked students that have none, each as a new version (as `setCard`
 * does); returns how many were put out.
 */
export async function generateCards(db: Db, adminId: number, ids: number[]) {
  const rows = await db
    .update(students)
    .set({
      idCardGenerated: true,
      idCardVersion: sql`${students.idCardVersion} + 1`,
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
      idCardVersion: students.idCardVersion,
    })
    .from(students)
    .where(and(ofTenant(students, adminId), inArray(students.id, ids)))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}

/**
 * The seat and last day the cards of these students print: each one's active seat plan not ended
 * by `today` that starts first (the one running, else the next), as the student's home shows it.
 */
export async function cardSeats(db: Db, adminId: number, ids: number[], today: string) {
  return db
    .selectDistinctOn([seatPlans.studentId], {
      studentId: sql<number>`${seatPlans.studentId}`,
      seat: seatPlans.seatNumber,
      validTill: sql<string>`${seatPlans.endsOn}::text`,
    })
    .from(seatPlans)
    .where(
      and(
        ofTenant(seatPlans, adminId),
        inArray(seatPlans.studentId, ids),
        eq(seatPlans.status, 'Active'),
        sql`${seatPlans.endsOn} >= ${today}::date`,
      ),
    )
    .orderBy(seatPlans.studentId, asc(seatPlans.startsOn), asc(seatPlans.id));
}
