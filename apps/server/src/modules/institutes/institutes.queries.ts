import type { TInstitute } from '@studydesk/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, institutes } from '../../db/schema/index.ts';

/** Institutes with their owner's name and email, oldest first; `where` narrows them. */
export async function selectInstitutes(db: Db, where?: SQL): Promise<TInstitute[]> {
  return db
    .select({
      id: institutes.id,
      name: institutes.name,
      address: institutes.address,
      contact: institutes.contact,
      admin_id: institutes.adminId,
      adminEmail: admins.email,
      adminName: admins.name,
    })
    .from(institutes)
    .innerJoin(admins, eq(admins.id, institutes.adminId))
    .where(where)
    .orderBy(asc(institutes.id));
}

export async function findAdminIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1);
  return row?.id ?? null;
}
