import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { organizations } from '../../db/schema/index.ts';

// Organizations are the platform's own list: no tenant.
const columns = { id: organizations.id, name: organizations.name };

export const listOrganizations = (db: Db) =>
  db.select(columns).from(organizations).orderBy(asc(organizations.id));

export const countOrganizations = (db: Db) => countRows(db, organizations);

export async function insertOrganization(db: Db, name: string) {
  const [row] = await db.insert(organizations).values({ name }).returning(columns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function renameOrganization(db: Db, id: number, name: string) {
  const [row] = await db
    .update(organizations)
    .set({ name })
    .where(eq(organizations.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteOrganization(db: Db, id: number) {
  const [row] = await db.delete(organizations).where(eq(organizations.id, id)).returning(columns);
  return row ?? null;
}
