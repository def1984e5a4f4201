import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss calls on the `db` it is given (its documented custom-database option). */
export interface QueueSqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** pg-boss's locked commands: one text, `BEGIN; … COMMIT;`, sent without parameters. */
const wrappedInTransaction = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss on the embedded database: its statements run on the one PGlite connection the app
 * shares. A statement with parameters goes through the extended protocol (`query`); a text
 * without them may hold several statements and goes through the simple one (`exec`). A text pg-boss
 * wraps in BEGIN … COMMIT runs inside PGlite's own transaction instead, which holds the connection
 * for the whole of it (no app query can land inside) and rolls back on an error (no aborted
 * transaction is left behind for the next caller).
 */
export function pgliteQueueRunner(client: PGlite): QueueSqlRunner {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const wrapped = wrappedInTransaction.exec(text);
      const results = wrapped
        ? await client.transaction((tx) => tx.exec(wrapped[1] ?? ''))
        : await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}
