import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doorRefusals, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

/** What the desk shows and the rules read of a scanned student. */
export async function findScannedStudent(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      code: students.studentId,
      image: students.image,
      cardOut: students.idCardGenerated,
      cardVersion: students.idCardVersion,
      cardNumber: students.idCardNumber,
      language: students.language,
    })
    .from(students)
    .where(ownedBy(students, adminId, id));
  return row ?? null;
}

/** The student's active seat plans, the latest ending first (at most 20). */
export function activeSeatPlans(db: Db, adminId: number, studentId: number) {
  return db
    .select({
      seat: seatPlans.seatNumber,
      shift: seatPlans.shiftLabel,
      startMinute: seatPlans.startMinute,
      endMinute: seatPlans.endMinute,
      startsOn: sql<string | null>`${seatPlans.startsOn}::text`,
      endsOn: sql<string | null>`${seatPlans.endsOn}::text`,
    })
    .from(seatPlans)
    .where(
      and(ofTenant(seatPlans, adminId), eq(seatPlans.studentId, studentId), eq(seatPlans.status, 'Active')),
    )
    .orderBy(sql`${seatPlans.endsOn} desc nulls first`, desc(seatPlans.id))
    .limit(20);
}

/** A refusal at the door, or the override that let the student through anyway. */
export async function insertDoorRefusal(
  db: Db,
  adminId: number,
  r: { studentId: number | null; rules: string[]; overrideReason: string | null; staffName: string },
) {
  await db.insert(doorRefusals).values({
    adminId,
    studentId: r.studentId,
    rules: r.rules,
    overridden: r.overrideReason !== null,
    overrideReason: r.overrideReason,
    staffName: r.staffName,
  });
}
