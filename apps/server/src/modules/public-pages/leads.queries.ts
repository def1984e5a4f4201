import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { leads, shifts } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

const columns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  shiftId: leads.shiftId,
  shiftName: shifts.name,
  shiftStart: shifts.startTime,
  shiftEnd: shifts.endTime,
  status: leads.status,
  followUpOn: leads.followUpOn,
  notes: leads.notes,
  studentId: leads.studentId,
  createdAt: leads.createdAt,
};

const selectLeads = (db: Db) =>
  db
    .select(columns)
    .from(leads)
    .leftJoin(shifts, and(eq(shifts.adminId, leads.adminId), eq(shifts.id, leads.shiftId)));

export type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['where']>>[number];
export type LeadStatus = (typeof leads.$inferSelect)['status'];

/** A page of the library's leads, newest first (one status, or all). */
export function leadsPage(
  db: Db,
  adminId: number,
  query: { limit: number; offset: number; status?: LeadStatus | undefined },
) {
  const where = and(ofTenant(leads, adminId), query.status ? eq(leads.status, query.status) : undefined);
  const rows = (p: { limit: number; offset: number }) =>
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(p.limit)
      .offset(p.offset);
  const matching = db.select({ id: leads.id }).from(leads).where(where);
  return pageAndCount(db, { rows, matching }, query);
}

export async function findLead(db: Db, adminId: number, id: number) {
  const [row] = await selectLeads(db).where(ownedBy(leads, adminId, id));
  return row ?? null;
}

/** The library's open lead (not joined, not lost) for a phone, or null. */
export async function openLeadOfPhone(db: Db, adminId: number, phone: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(ofTenant(leads, adminId), eq(leads.phone, phone), notInArray(leads.status, ['joined', 'lost'])),
    )
    .orderBy(desc(leads.id))
    .limit(1)
    .for('update');
  return row?.id ?? null;
}

export async function insertLead(
  db: Db,
  adminId: number,
  values: { name: string; phone: string; shiftId: number | null },
) {
  const [row] = await db
    .insert(leads)
    .values({ adminId, ...values })
    .returning({ id: leads.id });
  return row?.id ?? 0;
}

/** Changes a lead; false when the library has no such lead. */
export async function updateLead(
  db: Db,
  adminId: number,
  id: number,
  values: Partial<{
    name: string;
    shiftId: number | null;
    status: LeadStatus;
    followUpOn: string | null;
    notes: string;
    studentId: number;
  }>,
) {
  const rows = await db
    .update(leads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ownedBy(leads, adminId, id))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * The cockpit's enquiry figures: new since `weekFrom`, and since `from` how many came and how
 * many of those joined (days in the library's time zone).
 */
export async function leadFigures(
  db: Db,
  adminId: number,
  days: { timeZone: string; weekFrom: string; from: string },
) {
  const localDay: SQL = sql`(${leads.createdAt} at time zone ${days.timeZone})::date`;
  const [row] = await db
    .select({
      week: sql<number>`count(*) filter (where ${localDay} >= ${days.weekFrom}::date)::int`,
      month: sql<number>`count(*) filter (where ${localDay} >= ${days.from}::date)::int`,
      joined: sql<number>`count(*) filter (where ${localDay} >= ${days.from}::date and ${leads.status} = 'joined')::int`,
    })
    .from(leads)
    .where(
      and(
        ofTenant(leads, adminId),
        sql`${leads.createdAt} >= (${days.from}::date - 7)::timestamp at time zone ${days.timeZone}`,
      ),
    );
  return { week: row?.week ?? 0, month: row?.month ?? 0, joined: row?.joined ?? 0 };
}
