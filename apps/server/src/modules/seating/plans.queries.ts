import { addDays, RENEWAL_WINDOWS, type TPlaceKind } from '@studydesk/contract';
import { and, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { lockerPlans, seatHistory, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

/** The two plan tables, by the name their routes and audit rows use. */
export const planTables = { 'seat-plan': seatPlans, 'locker-plan': lockerPlans } as const;
export type PlanTable = typeof seatPlans | typeof lockerPlans;
export type PlanRow<T extends PlanTable> = T['$inferSelect'];
export type PlanInsert<T extends PlanTable> = Omit<T['$inferInsert'], 'adminId'>;

/** The columns both plan tables share (the queries below use only these). */
const common = (table: PlanTable) => table as typeof seatPlans;

/** A plan with its student's name and the plan that renewed it, if any. */
const planColumns = (table: PlanTable) => {
  const t = common(table);
  return {
    plan: t,
    studentName: students.name,
    renewedById: sql<number | null>`(select r.id from ${t} r where r.renewed_from_id = ${t.id} limit 1)`,
  };
};

export async function listPlans<T extends PlanTable>(
  db: Db,
  adminId: number,
  table: T,
  page: { where?: SQL; limit: number; offset: number },
) {
  const t = common(table);
  const where = and(ofTenant(t, adminId), page.where);
  const rows = (p: { limit: number; offset: number }) =>
    db
      .select(planColumns(table))
      .from(t)
      .leftJoin(students, eq(students.id, t.studentId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(p.limit)
      .offset(p.offset);
  const { rows: list, total } = await pageAndCount(
    db,
    { rows, matching: db.select({ id: t.id }).from(t).where(where) },
    page,
  );
  return {
    rows: list as { plan: PlanRow<T>; studentName: string | null; renewedById: number | null }[],
    total,
  };
}

/** A plan of the library (404 otherwise). */
export async function findPlan<T extends PlanTable>(db: Db, adminId: number, table: T, id: number) {
  const t = common(table);
  const [row] = await db
    .select(planColumns(table))
    .from(t)
    .leftJoin(students, eq(students.id, t.studentId))
    .where(ownedBy(t, adminId, id));
  if (!row) throw notFound('Plan not found.');
  return row as { plan: PlanRow<T>; studentName: string | null; renewedById: number | null };
}

export async function insertPlan<T extends PlanTable>(
  db: Db,
  adminId: number,
  table: T,
  values: PlanInsert<T>,
) {
  const t = common(table);
  const [row] = await db
    .insert(t)
    .values({ ...(values as typeof seatPlans.$inferInsert), adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row as PlanRow<T>;
}

export async function updatePlan<T extends PlanTable>(
  db: Db,
  adminId: number,
  table: T,
  id: number,
  values: Partial<PlanInsert<T>> | { status: SQL },
) {
  const t = common(table);
  const [row] = await db
    .update(t)
    .set({ ...(values as Partial<typeof seatPlans.$inferInsert>), updatedAt: new Date() })
    .where(ownedBy(t, adminId, id))
    .returning();
  if (!row) throw notFound('Plan not found.');
  return row as PlanRow<T>;
}

/** Flips a plan between Active and Inactive in one statement (no read-then-write race). */
export function togglePlanStatus<T extends PlanTable>(db: Db, adminId: number, table: T, id: number) {
  const flipped = sql`case when status = 'Active' then 'Inactive' else 'Active' end`;
  return updatePlan(db, adminId, table, id, { status: flipped });
}

export async function deletePlan(db: Db, adminId: number, table: PlanTable, id: number) {
  const t = common(table);
  const [row] = await db
    .delete(t)
    .where(ownedBy(t, adminId, id))
    .returning({ id: t.id });
  if (!row) throw notFound('Plan not found.');
  return row;
}

/** Plans of one student, newest first. */
export async function plansOfStudent<T extends PlanTable>(
  db: Db,
  adminId: number,
  table: T,
  studentId: number,
) {
  return (
    await listPlans(db, adminId, table, {
      where: eq(common(table).studentId, studentId),
      limit: 500,
      offset: 0,
    })
  ).rows;
}

/** Plans held by any student of the library (the staff's Memberships lists). */
export async function heldPlans<T extends PlanTable>(db: Db, adminId: number, table: T) {
  return (
    await listPlans(db, adminId, table, { where: isNotNull(common(table).studentId), limit: 500, offset: 0 })
  ).rows;
}

/** The days a renewals list covers: ending within 7 days from today, or lapsed in the last 30. */
export function renewalWindow(list: 'expiring' | 'lapsed', today: string): [string, string] {
  return list === 'expiring'
    ? [today, addDays(today, RENEWAL_WINDOWS.expiringWithinDays - 1)]
    : [addDays(today, -RENEWAL_WINDOWS.lapsedWithinDays), addDays(today, -1)];
}

/** Active plans of a student in the library ending within the window that no later plan renewed. */
export function dueForRenewal(
  table: PlanTable,
  adminId: number | Placeholder,
  [from, to]: [string | SQL, string | SQL],
) {
  const t = common(table);
  return and(
    eq(t.adminId, adminId),
    eq(t.status, 'Active'),
    isNotNull(t.studentId),
    sql`${t.endsOn} between ${from}::date and ${to}::date`,
    sql`not exists (select 1 from ${t} r where r.renewed_from_id = ${t.id})`,
  );
}

/**
 * Renewals to chase: active plans of students ending within the window that no later plan has
 * renewed, seat and locker plans together (at most 500 of each).
 */
export async function findRenewals(db: Db, adminId: number, window: [string, string]) {
  const pick = async (table: PlanTable, kind: TPlaceKind) => {
    const t = common(table);
    const rows = await db
      .select(planColumns(table))
      .from(t)
      .innerJoin(students, eq(students.id, t.studentId))
      .where(dueForRenewal(table, adminId, window))
      .limit(500);
    return rows.map((r) => ({
      kind,
      ...(r as { plan: PlanRow<typeof seatPlans>; studentName: string | null }),
    }));
  };
  const [seatRows, lockerRows] = await Promise.all([pick(seatPlans, 'seat'), pick(lockerPlans, 'locker')]);
  return [...seatRows, ...lockerRows];
}

/** A line of the student's seat history: which seat and locker they hold from `recordedOn`. */
export async function insertSeatHistory(
  db: Db,
  adminId: number,
  row: { studentId: number; seat: string | null; locker: string | null; recordedOn: string },
) {
  await db.insert(seatHistory).values({ ...row, adminId });
}
