import { count, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** `select count(*)` of a table, optionally filtered. */
export function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  return db.$count(table, where);
}

/** Lists of every library page through their first 10,000 rows (X-Total-Cap, http/paging.ts). */
export const EXACT_COUNT_LIMIT = 10_000;

/** A platform-wide search pages through its first 1,000 matches: a narrower search finds the rest. */
export const SEARCH_COUNT_LIMIT = 1_000;

/** A select of the rows a list counts (their ids are enough), with the list's own joins and filter. */
export interface Matching {
  as(alias: string): Subquery;
  limit(n: number): { as(alias: string): Subquery };
}

/** A list to page: its rows for a page, and the rows it counts (see pageAndCount). */
export interface List<R> {
  /** The page's rows: the list's select, filtered and ordered, with the page's limit and offset. */
  rows(page: { limit: number; offset: number }): PromiseLike<R[]>;
  matching: Matching;
  /** A list of the whole platform counts no further than `cap` + 1, read as "more than `cap`". */
  cap?: number;
}

/**
 * One page of a list and its total, the one way every list pages and counts: the page's rows, and
 * `count(*)` of `matching` (the same filter, so the same index serves both). A list of the whole
 * platform counts up to its cap + 1 (X-Total-Cap), so a page of 1M students does not count them all.
 */
export async function pageAndCount<R>(
  db: Db,
  { rows, matching, cap }: List<R>,
  page: { limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const counted = cap === undefined ? matching.as('matching') : matching.limit(cap + 1).as('matching');
  const [list, [total]] = await Promise.all([rows(page), db.select({ n: count() }).from(counted)]);
  return { rows: list, total: total?.n ?? 0 };
}
