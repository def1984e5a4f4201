import type { TPageQuery } from '@studydesk/contract';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows, pageWithTotal, preparedTableTotal, splitTotal, tableTotal } from '../../db/count.ts';
import { type PageOf, preparedPages } from '../../db/prepared.ts';
import { admins, staff, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { selectStaffMembers, staffMemberColumns } from '../staff/staff.queries.ts';

/** Staff of every library, newest first; `q` matches name, email, phone, admin name or admin email. */
export async function listAllStaff(db: Db, query: TPageQuery) {
  if (!query.q)
    return splitTotal(await platformStaffPage(db, {}, query), query, () => platformStaffTotal(db));
  const p = containsPattern(query.q);
  const where = or(
    sql`lower(${staff.name}) like ${p}`,
    sql`lower(${staff.email}) like ${p}`,
    sql`lower(${staff.phone}) like ${p}`,
    sql`lower(${admins.name}) like ${p}`,
    sql`lower(${admins.email}) like ${p}`,
  );
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .innerJoin(admins, eq(admins.id, staff.adminId))
    .where(where)
    .then(([count]) => count?.n ?? 0);
  return pageWithTotal(selectStaffMembers(db, where), query, total);
}

/**
 * The platform's staff list as it opens (no search), its total on each row, as the platform's
 * students list (tableTotal: counted up to the cap, estimated past twice it): one prepared
 * statement after the session's, where the page and its count were two built on every call.
 */
const platformStaffPage = preparedPages('staff_platform_page', (db: Db, page: PageOf) =>
  db
    .select({ ...staffMemberColumns, total: tableTotal(staff) })
    .from(staff)
    .innerJoin(admins, eq(admins.id, staff.adminId))
    .orderBy(desc(staff.createdAt), desc(staff.id))
    .limit(page.limit)
    .offset(page.offset),
);
const platformStaffTotal = preparedTableTotal(staff, 'staff_platform_total');

const people = { students, staff } as const;

/** How many students or staff one library has, or (adminId null) the whole platform. */
export function countPeople(db: Db, kind: keyof typeof people, adminId: number | null): Promise<number> {
  const table = people[kind];
  return countRows(db, table, adminId === null ? undefined : ofTenant(table, adminId));
}
