import type { Db } from '../../db/client.ts';
import { membershipPlans } from '../../db/schema/index.ts';
import { deleteOwned, rowsOfTenant } from '../../db/tenant-rows.ts';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

/** The library's membership plans, cheapest first. */
export const listMembershipPlans = (db: Db, adminId: number) =>
  rowsOfTenant(db, membershipPlans, adminId, membershipPlans.pricePaise);

export async function insertMembershipPlan(
  db: Db,
  adminId: number,
  plan: { name: string; durationDays: number; pricePaise: number },
) {
  const [row] = await db
    .insert(membershipPlans)
    .values({ adminId, ...plan })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export const deleteMembershipPlan = (db: Db, adminId: number, id: number) =>
  deleteOwned(db, membershipPlans, adminId, id, 'Plan not found.');
