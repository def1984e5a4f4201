import { desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { cappedCount, countRows, countRowsCapped, exactCount, splitTotal } from './count.ts';
import { type Executable, type PageOf, preparedPages } from './prepared.ts';
import { ONE_ROW } from './rows.ts';
import { libraryLogCounts } from './schema/index.ts';
import { ofTenant } from './tenant-rows.ts';

type LibraryTable = PgTable & { id: PgColumn; adminId: PgColumn };

/** A select of a list's rows (with their joins and a `total` column) still to be filtered, ordered and paged. */
interface LibrarySelect<R> {
  where(where: SQL): {
    orderBy(...columns: SQL[]): {
      limit(n: number | Placeholder): {
        offset(n: number | Placeholder): { prepare(name: string): Executable<Record<string, unknown>, R[]> };
      };
    };
  };
}

/**
 * A library's list of `table` read a page at a time, newest first by `newest` (then by id), by
 * prepared statements (preparedPages) whose every row carries the library's total: `counted`
 * names the column of `library_log_counts` where the database keeps it (the logs that grow by
 * thousands a month, migration 0026); else `capped` for a list that grows without bound (counted
 * as countRowsCapped counts), else exact. `rows` selects the columns with the `total` it is given,
 * and the joins.
 */
export function preparedLibraryPage<R extends { total: number }>(
  name: string,
  table: LibraryTable,
  newest: PgColumn,
  rows: (db: Db, total: SQL<number>) => LibrarySelect<R>,
  { capped = true, counted }: { capped?: boolean; counted?: PgColumn } = {},
) {
  const ofLibrary = ofTenant(table, sql.placeholder('adminId'));
  const total = counted
    ? keptCount(counted, sql.placeholder('adminId'))
    : capped
      ? cappedCount(table, ofLibrary)
      : exactCount(table, ofLibrary);
  const page = preparedPages(name, (db, p: PageOf) =>
    rows(db, total).where(ofLibrary).orderBy(desc(newest), desc(table.id)).limit(p.limit).offset(p.offset),
  );
  const count = async (db: Db, adminId: number) => {
    if (!counted) return (capped ? countRowsCapped : countRows)(db, table, ofTenant(table, adminId));
    const [row] = await db.select({ n: keptCount(counted, adminId) }).from(ONE_ROW);
    return row?.n ?? 0;
  };
  return async (db: Db, adminId: number, { limit, offset }: { limit: number; offset: number }) =>
    splitTotal(await page(db, { adminId }, { limit, offset }), { offset }, () => count(db, adminId));
}

/** A library's count kept in `column` of library_log_counts: 0 for a library without a row. */
function keptCount(column: PgColumn, adminId: Placeholder | number): SQL<number> {
  return sql<number>`coalesce((select ${column} from ${libraryLogCounts} where ${libraryLogCounts.adminId} = ${adminId}), 0)`;
}
