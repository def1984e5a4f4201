import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { libraryLogCounts } from './schema/index.ts';
import { ofTenant } from './tenant-rows.ts';

type LibraryTable = PgTable & { id: PgColumn; adminId: PgColumn };

/** A select of a list's rows (with their joins and a `total` column) still to be filtered, ordered and paged. */
interface LibrarySelect<R> {
  where(where: SQL): {
    orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}

/**
 * A library's log (attendance, check-ins) read a page at a time, newest first by `newest` (then
 * by id), its total the count `library_log_counts` keeps in `counted` (migration 0026). Only
 * those two logs use it, until they page by keyset (issue 31); every other list pages with
 * pageAndCount (count.ts). `_name` is kept for their callers.
 */
export function preparedLibraryPage<R extends { total: number }>(
  _name: string,
  table: LibraryTable,
  newest: PgColumn,
  rows: (db: Db, total: SQL<number>) => LibrarySelect<R>,
  { counted }: { counted: PgColumn },
) {
  return async (db: Db, adminId: number, { limit, offset }: { limit: number; offset: number }) => {
    const kept = keptCount(counted, adminId);
    const page = await rows(db, kept)
      .where(ofTenant(table, adminId))
      .orderBy(desc(newest), desc(table.id))
      .limit(limit)
      .offset(offset);
    const list = page.map(({ total: _, ...row }) => row);
    if (page[0]) return { rows: list, total: page[0].total };
    const [row] = await db
      .select({ n: counted })
      .from(libraryLogCounts)
      .where(ofTenant(libraryLogCounts, adminId));
    return { rows: list, total: Number(row?.n ?? 0) };
  };
}

/** A library's count kept in `column` of library_log_counts: 0 for a library without a row. */
function keptCount(column: PgColumn, adminId: number): SQL<number> {
  return sql<number>`coalesce((select ${column} from ${libraryLogCounts} where ${libraryLogCounts.adminId} = ${adminId}), 0)`;
}
