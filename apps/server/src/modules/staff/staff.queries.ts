import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { admins, staff } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

/** A staff member with their library's name and email (every staff list reads these). */
export const staffMemberColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  phone: staff.phone,
  adminId: staff.adminId,
  adminName: admins.name,
  adminEmail: admins.email,
  createdAt: staff.createdAt,
};

/** Staff members with their library, newest first (a page of them: add limit and offset). */
export const selectStaffMembers = (db: Db, where: SQL | undefined) =>
  db
    .select(staffMemberColumns)
    .from(staff)
    .innerJoin(admins, eq(admins.id, staff.adminId))
    .where(where)
    .orderBy(desc(staff.createdAt), desc(staff.id));

/** One page of the library's staff, newest first; `q` matches name or email. */
export async function listStaff(
  db: Db,
  adminId: number,
  query: { limit: number; offset: number; q?: string },
) {
  const mine = ofTenant(staff, adminId);
  const where = query.q
    ? and(
        mine,
        sql`(lower(${staff.name}) like ${containsPattern(query.q)} or lower(${staff.email}) like ${containsPattern(query.q)})`,
      )
    : mine;
  const rows = (page: { limit: number; offset: number }) =>
    selectStaffMembers(db, where).limit(page.limit).offset(page.offset);
  return pageAndCount(db, { rows, matching: db.select({ id: staff.id }).from(staff).where(where) }, query);
}

/** Staff emails are unique across the platform (one sign-in per email). */
export async function staffEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(eq(staff.email, email), ne(staff.id, exceptId)) : eq(staff.email, email);
  const [row] = await db.select({ id: staff.id }).from(staff).where(where).limit(1);
  return Boolean(row);
}

type StaffValues = { name: string; email: string; phone: string; passwordHash?: string };

export async function insertStaff(db: Db, adminId: number, values: StaffValues & { passwordHash: string }) {
  const [row] = await db
    .insert(staff)
    .values({ ...values, adminId })
    .returning({ id: staff.id });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateStaff(db: Db, adminId: number, id: number, values: StaffValues) {
  const [row] = await db
    .update(staff)
    .set(values)
    .where(ownedBy(staff, adminId, id))
    .returning({ id: staff.id });
  return row ?? null;
}

export async function deleteStaff(db: Db, adminId: number, id: number) {
  const [row] = await db
    .delete(staff)
    .where(ownedBy(staff, adminId, id))
    .returning({ id: staff.id });
  return row ?? null;
}
