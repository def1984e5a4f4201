import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A row of a list ordered newest first by (key, id): its key as the database prints it, and its id. */
export interface Cursor {
  key: string;
  id: number;
}

export interface KeysetQuery {
  limit: number;
  before?: Cursor;
  after?: Cursor;
}

/** A page and the cursors of the pages beside it: null where no row is older (or newer). */
export interface KeysetPage<R> {
  rows: R[];
  older: Cursor | null;
  newer: Cursor | null;
}

/** Reads up to `limit` rows of the list matching `where`, in `order`; each row carries its cursor. */
export type KeysetRead<R> = (where: SQL | undefined, order: SQL[], limit: number) => Promise<(R & Cursor)[]>;

/**
 * One page of a list that grows without end, ordered newest first by (`key`, `id`) (an index on
 * (tenant, key desc, id desc) walks it): the newest rows, those just older than `before`, or those
 * just newer than `after`. Nothing is counted, and walking either way meets every row once,
 * rows with equal keys included, as the id breaks their ties. An empty page names no neighbour.
 */
export async function keysetPage<R>(
  by: { key: PgColumn; id: PgColumn },
  read: KeysetRead<R>,
  { limit, before, after }: KeysetQuery,
): Promise<KeysetPage<R & Cursor>> {
  const row = sql`(${by.key}, ${by.id})`;
  const at = (c: Cursor) => sql`(${c.key}, ${c.id})`;
  const newestFirst = [desc(by.key), desc(by.id)];
  const oldestFirst = [asc(by.key), asc(by.id)];
  const exists = async (where: SQL) => (await read(where, newestFirst, 1)).length > 0;
  // One row past the page says whether another page follows in the direction read; the other
  // direction is one probe.
  if (after) {
    const rows = (await read(sql`${row} > ${at(after)}`, oldestFirst, limit + 1)).reverse();
    const page = rows.length > limit ? rows.slice(1) : rows;
    const [first, last] = [page[0], page.at(-1)];
    return {
      rows: page,
      newer: rows.length > limit ? cursorOf(first) : null,
      older: last && (await exists(sql`${row} < ${at(last)}`)) ? cursorOf(last) : null,
    };
  }
  const rows = await read(before ? sql`${row} < ${at(before)}` : undefined, newestFirst, limit + 1);
  const page = rows.slice(0, limit);
  const [first, last] = [page[0], page.at(-1)];
  return {
    rows: page,
    older: rows.length > limit ? cursorOf(last) : null,
    newer: before && first && (await exists(sql`${row} > ${at(first)}`)) ? cursorOf(first) : null,
  };
}

const cursorOf = (row: Cursor | undefined): Cursor | null => (row ? { key: row.key, id: row.id } : null);
