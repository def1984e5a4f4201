import type { TPauseStatus } from '@studydesk/contract';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { pausePolicies, planPauses, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

export type PauseRow = typeof planPauses.$inferSelect;
export type PausePolicyRow = Pick<
  typeof pausePolicies.$inferSelect,
  'minDays' | 'maxDays' | 'yearlyCapDays' | 'seatRule' | 'ledgerRule'
>;

export const DEFAULT_PAUSE_POLICY: PausePolicyRow = {
  minDays: 3,
  maxDays: 30,
  yearlyCapDays: 60,
  seatRule: 'freed',
  ledgerRule: 'none',
};

export async function readPausePolicy(db: Db, adminId: number): Promise<PausePolicyRow> {
  const [row] = await db
    .select({
      minDays: pausePolicies.minDays,
      maxDays: pausePolicies.maxDays,
      yearlyCapDays: pausePolicies.yearlyCapDays,
      seatRule: pausePolicies.seatRule,
      ledgerRule: pausePolicies.ledgerRule,
    })
    .from(pausePolicies)
    .where(eq(pausePolicies.adminId, adminId));
  return row ?? DEFAULT_PAUSE_POLICY;
}

export async function writePausePolicy(db: Db, adminId: number, policy: PausePolicyRow) {
  await db
    .insert(pausePolicies)
    .values({ adminId, ...policy })
    .onConflictDoUpdate({ target: pausePolicies.adminId, set: { ...policy, updatedAt: sql`now()` } });
}

/** Days of the approved pauses of a plan that freed its seat: left out of its holds. */
export async function freedPauseDays(db: Db, adminId: number, seatPlanId: number) {
  const rows = await db
    .select({ from: sql<string>`${planPauses.startsOn}::text`, to: sql<string>`${planPauses.endsOn}::text` })
    .from(planPauses)
    .where(
      and(
        ofTenant(planPauses, adminId),
        eq(planPauses.seatPlanId, seatPlanId),
        eq(planPauses.status, 'Approved'),
        eq(planPauses.seatKept, false),
      ),
    );
  return rows;
}

/** The pauses of a plan that are Pending or Approved (for overlap checks), but `exceptId`. */
export function livePausesOfPlan(db: Db, adminId: number, seatPlanId: number, exceptId = 0) {
  return db
    .select({ startsOn: planPauses.startsOn, endsOn: planPauses.endsOn })
    .from(planPauses)
    .where(
      and(
        ofTenant(planPauses, adminId),
        eq(planPauses.seatPlanId, seatPlanId),
        sql`${planPauses.status} in ('Pending', 'Approved')`,
        ne(planPauses.id, exceptId),
      ),
    );
}

/** Approved paused days of a student starting in `year`. */
export async function approvedDaysInYear(db: Db, adminId: number, studentId: number, year: number) {
  const [row] = await db
    .select({
      days: sql<number>`coalesce(sum(${planPauses.endsOn} - ${planPauses.startsOn} + 1), 0)`.mapWith(Number),
    })
    .from(planPauses)
    .where(
      and(
        ofTenant(planPauses, adminId),
        eq(planPauses.studentId, studentId),
        eq(planPauses.status, 'Approved'),
        sql`extract(year from ${planPauses.startsOn}) = ${year}`,
      ),
    );
  return row?.days ?? 0;
}

export async function insertPause(
  db: Db,
  adminId: number,
  values: Omit<typeof planPauses.$inferInsert, 'adminId'>,
) {
  const [row] = await db
    .insert(planPauses)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Moves a pause on from `from` (the row as it stood); 409-worthy null when another request moved it first. */
export async function updatePause(
  db: Db,
  adminId: number,
  id: number,
  from: TPauseStatus,
  values: Partial<Omit<typeof planPauses.$inferInsert, 'adminId' | 'id'>>,
) {
  const [row] = await db
    .update(planPauses)
    .set(values)
    .where(and(ownedBy(planPauses, adminId, id), eq(planPauses.status, from)))
    .returning();
  return row ?? null;
}

/** Locks a pause of the library for the rest of the transaction (404 otherwise). */
export async function lockPause(db: Db, adminId: number, id: number) {
  const [row] = await db
    .select()
    .from(planPauses)
    .where(ownedBy(planPauses, adminId, id))
    .for('update');
  if (!row) throw notFound('Pause not found.');
  return row;
}

/** Moves a plan's end (and its paused days) by `days` (negative to take them back). */
export async function shiftPlanEnd(db: Db, adminId: number, seatPlanId: number, days: number) {
  const [row] = await db
    .update(seatPlans)
    .set({
      endsOn: sql`${seatPlans.endsOn} + ${days}::int`,
      pausedDays: sql`${seatPlans.pausedDays} + ${days}::int`,
      updatedAt: new Date(),
    })
    .where(ownedBy(seatPlans, adminId, seatPlanId))
    .returning();
  if (!row) throw notFound('Plan not found.');
  return row;
}

/** Moves a whole plan (a renewal after a paused one) later by `days`. */
export async function shiftPlan(db: Db, adminId: number, seatPlanId: number, days: number) {
  const [row] = await db
    .update(seatPlans)
    .set({
      startsOn: sql`${seatPlans.startsOn} + ${days}::int`,
      endsOn: sql`${seatPlans.endsOn} + ${days}::int`,
      updatedAt: new Date(),
    })
    .where(ownedBy(seatPlans, adminId, seatPlanId))
    .returning();
  if (!row) throw notFound('Plan not found.');
  return row;
}

/** The plan renewed from `seatPlanId`, if any. */
export async function renewalOf(db: Db, adminId: number, seatPlanId: number) {
  const [row] = await db
    .select()
    .from(seatPlans)
    .where(and(ofTenant(seatPlans, adminId), eq(seatPlans.renewedFromId, seatPlanId)));
  return row ?? null;
}

export async function lockSeatPlan(db: Db, adminId: number, seatPlanId: number) {
  const [row] = await db
    .select()
    .from(seatPlans)
    .where(ownedBy(seatPlans, adminId, seatPlanId))
    .for('update');
  if (!row) throw notFound('Plan not found.');
  return row;
}

const listed = {
  pause: planPauses,
  studentName: students.name,
  seatNumber: seatPlans.seatNumber,
  planEndsOn: seatPlans.endsOn,
};
export type ListedPause = {
  pause: PauseRow;
  studentName: string;
  seatNumber: string;
  planEndsOn: string | null;
};

function listedPauses(db: Db) {
  return db
    .select(listed)
    .from(planPauses)
    .innerJoin(students, and(eq(students.id, planPauses.studentId), eq(students.adminId, planPauses.adminId)))
    .innerJoin(
      seatPlans,
      and(eq(seatPlans.id, planPauses.seatPlanId), eq(seatPlans.adminId, planPauses.adminId)),
    );
}

export async function findListedPause(db: Db, adminId: number, id: number): Promise<ListedPause> {
  const [row] = await listedPauses(db).where(ownedBy(planPauses, adminId, id));
  if (!row) throw notFound('Pause not found.');
  return row;
}

/** The library's pauses, newest first: of one status and/or one student when asked. */
export function listPauses(
  db: Db,
  adminId: number,
  q: { limit: number; offset: number; status?: TPauseStatus; studentId?: number },
) {
  const where = and(
    ofTenant(planPauses, adminId),
    q.status ? eq(planPauses.status, q.status) : undefined,
    q.studentId ? eq(planPauses.studentId, q.studentId) : undefined,
  );
  return pageAndCount<ListedPause>(
    db,
    {
      rows: (p) =>
        listedPauses(db)
          .where(where)
          .orderBy(desc(planPauses.createdAt), desc(planPauses.id))
          .limit(p.limit)
          .offset(p.offset),
      matching: db.select({ id: planPauses.id }).from(planPauses).where(where),
    },
    q,
  );
}

/** Ledger rows of the credits of a plan's approved pauses. */
export async function pauseCreditsOfPlan(db: Db, adminId: number, seatPlanId: number) {
  const rows = await db
    .select({ id: planPauses.creditEntryId })
    .from(planPauses)
    .where(
      and(
        ofTenant(planPauses, adminId),
        eq(planPauses.seatPlanId, seatPlanId),
        eq(planPauses.status, 'Approved'),
        isNotNull(planPauses.creditEntryId),
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}
