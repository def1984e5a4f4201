import type { Db } from './client.ts';

export interface Executable<P, R> {
  execute(placeholders: P): Promise<R>;
}

/**
 * A statement built once per database handle and sent as a named prepared statement: Drizzle does
 * not rebuild its SQL on every call and PostgreSQL does not re-plan it on every connection. For
 * the statements every request runs (the session lookup) and the busiest lists. A transaction is
 * another handle, so inside one the statement is built for it.
 */
export function preparedStatement<P extends Record<string, unknown>, R>(
  build: (db: Db) => Executable<P, R>,
): (db: Db, placeholders: P) => Promise<R> {
  const built = new WeakMap<Db, Executable<P, R>>();
  return (db, placeholders) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement.execute(placeholders);
  };
}

/**
 * The name to give `.prepare()` for a statement built once (by preparedStatement) but sent unnamed:
 * PostgreSQL parses and plans it on every call with that call's values, as for a statement built
 * per call. For searches, whose best plan depends on the term: a generic plan cannot tell a common
 * surname (best walked newest first) from a rare email (best found through the trigram index).
 */
export const UNNAMED = undefined as unknown as string;
