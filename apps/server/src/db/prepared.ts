import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { mapRowsOnce } from './row-mapper.ts';

export interface Executable<P, R> {
  execute(placeholders: P): Promise<R>;
}

/**
 * A statement built once per database handle and sent as a named prepared statement: Drizzle does
 * not rebuild its SQL on every call and PostgreSQL does not re-plan it on every connection; its
 * rows are mapped by a mapper built with it (mapRowsOnce). For the statements every request runs
 * (the session lookup) and the busiest lists. A transaction is another handle, so inside one the
 * statement is built for it.
 */
export function preparedStatement<P extends Record<string, unknown>, R>(
  build: (db: Db) => Executable<P, R>,
): (db: Db, placeholders: P) => Promise<R> {
  const built = new WeakMap<Db, Executable<P, R>>();
  return (db, placeholders) => {
    let statement = built.get(db);
    if (!statement) {
      statement = mapRowsOnce(build(db));
      built.set(db, statement);
    }
    return statement.execute(placeholders);
  };
}

/**
 * The name to give `.prepare()` for a statement built once (by preparedStatement) but sent unnamed:
 * PostgreSQL parses and plans it on every call with that call's values, as for a statement built
 * per call. For a library's search, whose best plan depends on the term. (The platform's searches
 * choose their plan by the planner's estimate of the term in student_search_page, migration 0028,
 * whose statements keep one plan each: planning every call was a third of their time.)
 */
export const UNNAMED = undefined as unknown as string;

/**
 * Page sizes whose first page has a statement of its own, limit and offset written into its text:
 * PostgreSQL plans it once per connection. With both as placeholders it cannot tell a page from a
 * tenth of the table, prices the one plan it would keep above planning each call anew, and
 * re-plans on every call (0.4-0.7 ms, more than running it). The web pages by 25, the API by 50.
 */
export const FIRST_PAGE_SIZES = [10, 25, 50, 100];

/** A whole number written into a statement's text where Drizzle would send it as a parameter. */
export const writtenIn = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page size or offset: ${n}`);
  return sql.raw(String(n)) as unknown as number;
};

export interface PageOf {
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * A paged statement prepared as preparedStatement prepares one. Each FIRST_PAGE_SIZES size has two:
 * its first page, limit and offset written in, and its deeper pages, the limit written in and the
 * offset a placeholder (a plan for "50 rows after some" is the same plan at any offset, so
 * PostgreSQL keeps one; with the limit a placeholder too it prices a tenth of the table, and
 * re-plans every deep page). Other sizes get one statement, both placeholders. `build` gets the
 * page's limit and offset to put in place; its other placeholders come in `params`.
 */
export function preparedPages<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Db, page: PageOf) => { prepare(name: string): Executable<Record<string, unknown>, R> },
): (db: Db, params: P, page: { limit: number; offset: number }) => Promise<R> {
  const prepared = (statementName: string, page: PageOf) =>
    preparedStatement((db: Db) => build(db, page).prepare(statementName));
  const anyPage = prepared(name, { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') });
  const bySize = new Map(
    FIRST_PAGE_SIZES.map((size) => [
      size,
      {
        first: prepared(`${name}_first_${size}`, { limit: writtenIn(size), offset: writtenIn(0) }),
        deeper: prepared(`${name}_by_${size}`, { limit: writtenIn(size), offset: sql.placeholder('offset') }),
      },
    ]),
  );
  return (db, params, page) => {
    const sized = bySize.get(page.limit);
    if (!sized) return anyPage(db, { ...params, ...page });
    return page.offset === 0 ? sized.first(db, params) : sized.deeper(db, { ...params, offset: page.offset });
  };
}
