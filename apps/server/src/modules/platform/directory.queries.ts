import type { TPageQuery } from '@studydesk/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows, pageAndCount } from '../../db/count.ts';
import { admins, staff, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant } from '../../db/tenant-rows.ts';
import { selectStaffMembers } from '../staff/staff.queries.ts';

/** Staff of every library, newest first; `q` matches name, email, phone, admin name or admin email. */
export function listAllStaff(db: Db, query: TPageQuery) {
  const p = query.q ? containsPattern(query.q) : null;
  const where = p
    ? or(
        sql`lower(${staff.name}) like ${p}`,
        sql`lower(${staff.email}) like ${p}`,
        sql`lower(${staff.phone}) like ${p}`,
        sql`lower(${admins.name}) like ${p}`,
        sql`lower(${admins.email}) like ${p}`,
      )
    : undefined;
  // Without a search no filter names the library: the count reads the staff alone.
  const matching = p
    ? db.select({ id: staff.id }).from(staff).innerJoin(admins, eq(admins.id, staff.adminId)).where(where)
    : db.select({ id: staff.id }).from(staff);
  const rows = (page: { limit: number; offset: number }) =>
    selectStaffMembers(db, where).limit(page.limit).offset(page.offset);
  return pageAndCount(db, { rows, matching }, query);
}

const people = { students, staff } as const;

/** How many students or staff one library has, or (adminId null) the whole platform. */
export function countPeople(db: Db, kind: keyof typeof people, adminId: number | null): Promise<number> {
  const table = people[kind];
  return countRows(db, table, adminId === null ? undefined : ofTenant(table, adminId));
}
