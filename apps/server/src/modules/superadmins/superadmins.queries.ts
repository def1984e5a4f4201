import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { superadmins } from '../../db/schema/index.ts';

// The platform's operators: no tenant.
const columns = { id: superadmins.id, email: superadmins.email, createdAt: superadmins.createdAt };

export const listSuperadmins = (db: Db) => db.select(columns).from(superadmins).orderBy(asc(superadmins.id));

export const countSuperadmins = (db: Db) => countRows(db, superadmins);

export async function superadminEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: superadmins.id }).from(superadmins).where(eq(superadmins.email, email));
  return Boolean(row);
}

export async function insertSuperadmin(db: Db, values: { email: string; passwordHash: string }) {
  const [row] = await db.insert(superadmins).values(values).returning(columns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Every super admin id, rows locked until the transaction ends (two deletions cannot race). */
export async function lockSuperadminIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: superadmins.id }).from(superadmins).for('update');
  return rows.map((r) => r.id);
}

export async function deleteSuperadmin(db: Db, id: number) {
  const [row] = await db.delete(superadmins).where(eq(superadmins.id, id)).returning(columns);
  return row ?? null;
}
