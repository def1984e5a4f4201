import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { lockerPlans, messageLog, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { dueForRenewal } from '../seating/plans.queries.ts';

/**
 * Active seat and locker plans of the library's students ending within the window that no later
 * plan renewed (as the renewals list counts them), with what an end notice needs of each.
 */
export function plansEndingWithin(db: Db, adminId: number, window: [string, string]) {
  const withStudent = (t: typeof seatPlans | typeof lockerPlans) =>
    and(eq(students.adminId, t.adminId), eq(students.id, t.studentId));
  return unionAll(
    db
      .select({
        kind: sql<'seat' | 'locker'>`'seat'`.as('kind'),
        planId: seatPlans.id,
        studentId: students.id,
        endsOn: sql<string>`${seatPlans.endsOn}::text`.as('ends_on'),
        place: sql<string>`${seatPlans.seatNumber}`.as('place'),
        shift: sql<string>`coalesce(${seatPlans.shiftLabel}, '')`.as('shift'),
        pricePaise: seatPlans.pricePaise,
        name: students.name,
        phone: students.phone,
        language: students.language,
      })
      .from(seatPlans)
      .innerJoin(students, withStudent(seatPlans))
      .where(dueForRenewal(seatPlans, adminId, window)),
    db
      .select({
        kind: sql<'seat' | 'locker'>`'locker'`.as('kind'),
        planId: lockerPlans.id,
        studentId: students.id,
        endsOn: sql<string>`${lockerPlans.endsOn}::text`.as('ends_on'),
        place: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})`.as('place'),
        shift: sql<string>`''`.as('shift'),
        pricePaise: lockerPlans.pricePaise,
        name: students.name,
        phone: students.phone,
        language: students.language,
      })
      .from(lockerPlans)
      .innerJoin(students, withStudent(lockerPlans))
      .where(dueForRenewal(lockerPlans, adminId, window)),
  );
}
export type EndingPlanRow = Awaited<ReturnType<typeof plansEndingWithin>>[number];

/** Which of these message keys the library has queued or sent already. */
export async function keysUsed(db: Db, adminId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: sql<string>`${messageLog.dedupeKey}` })
    .from(messageLog)
    .where(and(ofTenant(messageLog, adminId), inArray(messageLog.dedupeKey, keys)));
  return new Set(rows.map((r) => r.key));
}
