import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The columns of `table` that `statement` (its SQL text, Drizzle quoting every name) names and
 * `index` does not hold, keys and INCLUDE alike: none, and PostgreSQL can read the statement's rows
 * from the index alone, never from table pages scattered among other libraries' rows. Also the
 * columns it does name, so a test can check it reads what it should.
 */
export async function columnsOutsideIndex(db: Db, table: string, index: string, statement: string) {
  const names = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ name: string }>(await db.execute(query)).map((c) => c.name);
  const columns = await names(sql`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`);
  const indexed = await names(sql`select a.attname as name from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indexrelid = ${index}::regclass`);
  const read = columns.filter((c) => statement.includes(`"${c}"`));
  return { read, missing: read.filter((c) => !indexed.includes(c)) };
}

/** Expects `statement` to read `columns` of `table` (among others) and nothing `index` lacks. */
export async function expectIndexOnly(
  db: Db,
  target: { table: string; index: string },
  statement: string,
  columns: string[],
) {
  const { read, missing } = await columnsOutsideIndex(db, target.table, target.index, statement);
  expect(read).toEqual(expect.arrayContaining(columns));
  expect(missing).toEqual([]);
}
