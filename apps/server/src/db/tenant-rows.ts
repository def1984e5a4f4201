import { and, asc, eq, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../errors/http-errors.ts';
import type { Db } from './client.ts';

type TenantTable = PgTable & { id: PgColumn; adminId: PgColumn };

/** A value, or a prepared statement's placeholder for it (db/prepared.ts). */
type Bound = number | Placeholder;

/** The rows of the library `adminId`: every tenant filter of a list is spelt this one way. */
export const ofTenant = (table: { adminId: PgColumn }, adminId: Bound) => eq(table.adminId, adminId);

/** The row `id` of the library `adminId` (another library's row does not match). */
export const ownedBy = (table: TenantTable, adminId: Bound, id: Bound) =>
  and(eq(table.id, id), ofTenant(table, adminId));

/** Deletes a row of the library, or answers 404 with `missing`. */
export async function deleteOwned(db: Db, table: TenantTable, adminId: number, id: number, missing: string) {
  const [row] = await db
    .delete(table)
    .where(ownedBy(table, adminId, id))
    .returning({ id: table.id });
  if (!row) throw notFound(missing);
  return row as { id: number };
}

/** Every row of the library in `table`, ordered by `order` and then by id (one order on every call). */
export async function rowsOfTenant<T extends TenantTable>(
  db: Db,
  table: T,
  adminId: number,
  order: PgColumn,
): Promise<T['$inferSelect'][]> {
  return db
    .select()
    .from(table as TenantTable)
    .where(ofTenant(table, adminId))
    .orderBy(asc(order), asc(table.id));
}
