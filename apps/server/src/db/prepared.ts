import type { Db } from './client.ts';

export interface Executable<P, R> {
  execute(placeholders: P): Promise<R>;
}

/**
 * A statement built once per database handle with Drizzle's `.prepare(name)`: its SQL is not
 * rebuilt on every call, and PostgreSQL keeps its plan per connection. For the statements every
 * request runs (the session lookup) and the busiest single reads. A transaction is another handle,
 * so inside one the statement is built for it.
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
