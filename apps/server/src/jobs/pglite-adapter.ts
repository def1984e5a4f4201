import type pg from 'pg';

/** What pg-boss calls on the `db` it is given (its documented custom-database option). */
export interface QueueSqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** pg-boss's locked commands: one text, `BEGIN; … COMMIT;`, sent without parameters. */
const wrappedInTransaction = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss on the embedded database: its statements share the app's one connection to the
 * embedded server (db/embedded-server.ts), queueing behind the app's transactions. A text pg-boss
 * wraps in BEGIN … COMMIT holds the connection for the whole of it and rolls back on an error, so
 * no aborted transaction is left behind for the next caller.
 */
export function pgliteQueueRunner(pool: pg.Pool): QueueSqlRunner {
  return {
    async executeSql(text, values) {
      // A job that outlived the queue's stop may settle after the app closed its database. A closed
      // database answers nothing: the call never settles (an error would be unhandled inside
      // pg-boss, an empty answer misread), and pg-boss runs the job again once its lease expires.
      if (pool.ending) return new Promise<never>(() => {});
      const wrapped = wrappedInTransaction.exec(text);
      if (!wrapped || (values && values.length > 0)) {
        const result = await pool.query(text, values);
        return { rows: lastRows(result) };
      }
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await client.query(wrapped[1] ?? '');
        await client.query('COMMIT');
        return { rows: lastRows(result) };
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

/** A text of several statements answers one result per statement: pg-boss reads the last. */
function lastRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as Record<string, unknown>[];
}
