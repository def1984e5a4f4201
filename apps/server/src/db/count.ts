import { desc, getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { preparedStatement } from './prepared.ts';
import { ONE_ROW } from './rows.ts';

/** `select count(*)` of a table, optionally filtered. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

/** Past this many rows a list's total is not counted exactly. */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * Past this many matches a platform-wide search is not counted exactly: a common surname matches
 * thousands of students, and counting them read every match from the table (the trigram index
 * only narrows the candidates) on every keystroke's page. 1,000 is 40 pages of the web's table.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/**
 * The total for a list that grows without bound (platform-wide lists, a library's attendance and
 * check-ins), without counting a large table on every page: exact up to `cap`
 * (EXACT_COUNT_LIMIT unless told); beyond, the planner's row estimate for the whole table, or
 * (filtered) `cap` + 1, read as "more than `cap`".
 */
export async function countRowsCapped(
  db: Db,
  table: PgTable,
  where?: SQL,
  cap = EXACT_COUNT_LIMIT,
): Promise<number> {
  const [row] = await db.select({ n: cappedCount(table, where, cap) }).from(ONE_ROW);
  const n = row?.n ?? 0;
  if (n <= cap || where) return n;
  const [estimate] = await db
    .select({ n: sql<number>`reltuples::bigint::int` })
    .from(sql`pg_class`)
    .where(sql`oid = ${getTableName(table)}::regclass`);
  return Math.max(n, estimate?.n ?? 0);
}

/**
 * How many rows of `table` match `where`, counting no further than `cap` + 1: an expression, so a
 * page can read its total in the same statement (a scalar subquery runs once per statement).
 */
export function cappedCount(table: PgTable, where: SQL | undefined, cap = EXACT_COUNT_LIMIT): SQL<number> {
  const matching = where ? sql`where ${where}` : sql``;
  return sql<number>`(select count(*)::int from (select 1 from ${table} ${matching} limit ${sql.raw(String(cap + 1))}) capped)`;
}

/** The exact count of `table`'s rows that match `where`, as an expression (see cappedCount). */
export function exactCount(table: PgTable, where: SQL | undefined): SQL<number> {
  const matching = where ? sql`where ${where}` : sql``;
  return sql<number>`(select count(*)::int from ${table} ${matching})`;
}

/**
 * countRowsCapped of a whole table as an expression (a page can carry it, see cappedCount): the
 * capped count and the planner's estimate read together, for a page of a platform-wide list. Past
 * twice the cap by the estimate the count is not run at all (counting 10,001 index entries took
 * 2 ms on every page of 100,000 students), and the estimate answers, as it would have after the
 * count. The estimate follows the table within autovacuum's 20 %, so a table it calls twice the
 * cap is past it.
 */
export function tableTotal(table: PgTable, cap = EXACT_COUNT_LIMIT): SQL<number> {
  return estimatedOrCounted(table, sql`c.reltuples::bigint::int`, undefined, cap);
}

/**
 * The rows of `table` matching `where`: `estimate` (an expression over `pg_class c`, the table's
 * row) when it is past twice the cap, else counted up to the cap + 1 (past the cap, the larger of
 * the count and the estimate).
 */
function estimatedOrCounted(table: PgTable, estimate: SQL, where: SQL | undefined, cap: number): SQL<number> {
  const [twice, within] = [2 * cap, cap].map((n) => sql.raw(String(n)));
  const counted = sql`(select ${cappedCount(table, where, cap)} as n) counted`;
  return sql<number>`(select case when e.n > ${twice} then e.n
      else (select case when n <= ${within} then n else greatest(n, e.n) end from ${counted}) end
    from (select ${estimate} as n from pg_class c where c.oid = ${getTableName(table)}::regclass) e)`;
}

/** tableTotal as one prepared statement (db/prepared.ts), for a list whose page is read apart. */
export function preparedTableTotal(table: PgTable, name: string, cap = EXACT_COUNT_LIMIT) {
  const total = preparedTotal(name, () => tableTotal(table, cap));
  return (db: Db) => total(db, {});
}

/** A total expression as one prepared statement of one row, its placeholders the statement's. */
function preparedTotal<P extends Record<string, unknown>>(name: string, total: () => SQL<number>) {
  const statement = preparedStatement<P, Array<{ n: number }>>((db: Db) =>
    db.select({ n: total() }).from(ONE_ROW).prepare(name),
  );
  return async (db: Db, placeholders: P): Promise<number> => (await statement(db, placeholders))[0]?.n ?? 0;
}

/**
 * tableTotal of the rows whose `column` (one of few values, such as a role) equals `value`: the
 * estimate is the table's row estimate times the value's share among the column's most common
 * values (pg_stats, kept by ANALYZE). Past twice the cap it answers; otherwise the capped count
 * does (a value the statistics do not list, or a table never analyzed, is always counted).
 */
export function valueTotal(
  table: PgTable,
  column: PgColumn,
  value: SQL | Placeholder,
  cap = EXACT_COUNT_LIMIT,
): SQL<number> {
  const share = sql`(select s.most_common_freqs[array_position(s.most_common_vals::text::text[], ${value}::text)]
      from pg_stats s where s.schemaname = current_schema() and s.tablename = ${getTableName(table)} and s.attname = ${column.name})`;
  const estimate = sql`(greatest(c.reltuples, 0) * coalesce(${share}, 0))::bigint::int`;
  return estimatedOrCounted(table, estimate, sql`${column} = ${value}`, cap);
}

/** valueTotal as one prepared statement, the value its parameter. */
export function preparedValueTotal(table: PgTable, column: PgColumn, name: string, cap = EXACT_COUNT_LIMIT) {
  const total = preparedTotal<{ value: string }>(name, () =>
    valueTotal(table, column, sql.placeholder('value'), cap),
  );
  return (db: Db, value: string) => total(db, { value });
}

/**
 * The rows of a page that carries its list's total on every row (one statement, one round trip:
 * cappedCount, exactCount or tableTotal as a column), and that total. A page with no row carries
 * none: an empty first page is an empty list, and past the last page the list is counted apart.
 */
export async function splitTotal<R extends { total: number }>(
  page: R[],
  { offset }: { offset: number },
  countApart: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const rows = page.map(({ total: _, ...row }) => row);
  if (page[0]) return { rows, total: page[0].total };
  return { rows, total: offset === 0 ? 0 : await countApart() };
}

/** One page of `rows` (the page's limit and offset applied here) and the list's `total`, read together. */
export async function pageWithTotal<R>(
  rows: { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
  page: { limit: number; offset: number },
  total: Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  const [list, count] = await Promise.all([rows.limit(page.limit).offset(page.offset), total]);
  return { rows: list, total: count };
}

/** A select (with its joins) still to be filtered, ordered and paged. */
interface Unfiltered<R> {
  where(where: SQL | undefined): {
    orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}

/**
 * One page of `rows` of `table` that match `where`, newest first by `newest` (then by id, so rows of
 * one time keep their order across pages), with the total as `count` reads it (countRowsCapped for
 * a list that grows without bound).
 */
export function pageNewestFirst<R>(
  db: Db,
  table: PgTable & { id: PgColumn },
  rows: Unfiltered<R>,
  where: SQL | undefined,
  newest: PgColumn,
  page: { limit: number; offset: number },
  count: typeof countRows = countRows,
): Promise<{ rows: R[]; total: number }> {
  return pageWithTotal(
    rows.where(where).orderBy(desc(newest), desc(table.id)),
    page,
    count(db, table, where),
  );
}
