import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { admins, staff } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { emailTaken, forgetAccount, moveEmail, recordEmails } from '../../tenancy/directory.queries.ts';

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

/** Staff emails are unique across the platform (one sign-in per email), in the directory. */
export const staffEmailTaken = (db: Db, email: string, exceptId?: number) =>
  emailTaken(db, 'staff', email, exceptId);

type StaffValues = { name: string; email: string; phone: string; passwordHash?: string };

export async function insertStaff(db: Db, adminId: number, values: StaffValues & { passwordHash: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ ...values, adminId })
      .returning({ id: staff.id });
    if (!row) throw new Error('insert returned nothing');
    await recordEmails(tx, 'staff', [{ email: values.email, adminId, userId: row.id }]);
    return row;
  });
}

export async function updateStaff(db: Db, adminId: number, id: number, values: StaffValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set(values)
      .where(ownedBy(staff, adminId, id))
      .returning({ id: staff.id });
    if (row) await moveEmail(tx, 'staff', row.id, values.email);
    return row ?? null;
  });
}

export async function deleteStaff(db: Db, adminId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staff)
      .where(ownedBy(staff, adminId, id))
      .returning({ id: staff.id });
    if (row) await forgetAccount(tx, 'staff', row.id);
    return row ?? null;
  });
}
