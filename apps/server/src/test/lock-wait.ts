import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { testDbKind } from './database.ts';

/**
 * Resolves once another connection of this database waits on a lock (PostgreSQL), so a test can
 * hold a transaction open exactly until its rival is blocked, not for a guessed number of
 * milliseconds. PGlite has one connection: the rival queues behind the transaction, so it
 * resolves at once.
 */
export async function untilAnotherWaitsOnALock(db: Db): Promise<void> {
  if (testDbKind === 'pglite') return;
  for (;;) {
    const [row] = rowsOf<{ waiting: number }>(
      await db.execute(
        sql`select count(*)::int as waiting from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`,
      ),
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
