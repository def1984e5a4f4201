import { desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { cappedCount, countRows, countRowsCapped, exactCount, splitTotal } from './count.ts';
import { type Executable, type PageOf, preparedPages } from './prepared.ts';
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
 * prepared statements (preparedPages) whose every row carries the library's total: `capped` for a
 * list that grows without bound (counted as countRowsCapped counts), else exact. `rows` selects
 * the columns with the `total` it is given, and the joins.
 */
export function preparedLibraryPage<R extends { total: number }>(
  name: string,
  table: LibraryTable,
  newest: PgColumn,
  rows: (db: Db, total: SQL<number>) => LibrarySelect<R>,
  { capped = true }: { capped?: boolean } = {},
) {
  const ofLibrary = ofTenant(table, sql.placeholder('adminId'));
  const total = capped ? cappedCount(table, ofLibrary) : exactCount(table, ofLibrary);
  const page = preparedPages(name, (db, p: PageOf) =>
    rows(db, total).where(ofLibrary).orderBy(desc(newest), desc(table.id)).limit(p.limit).offset(p.offset),
  );
  const count = (db: Db, adminId: number) =>
    (capped ? countRowsCapped : countRows)(db, table, ofTenant(table, adminId));
  return async (db: Db, adminId: number, { limit, offset }: { limit: number; offset: number }) =>
    splitTotal(await page(db, { adminId }, { limit, offset }), { offset }, () => count(db, adminId));
}
