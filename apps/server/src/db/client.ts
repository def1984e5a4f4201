import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedServer } from './embedded-server.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How others reach the same database: the job queue opens its own pool, or shares the one embedded connection. */
  connection:
    | { kind: 'postgres'; url: string }
    /** `dump`: the embedded cluster's files as a tar (the build's baseline, the tests' template). */
    | { kind: 'pglite'; pool: pg.Pool; dump(compression: 'none' | 'gzip'): Promise<Uint8Array> };
  /** Applies pending SQL migrations (the same files for both kinds; `folder`: an older set, to test an upgrade). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory (tests); `loadDataDir`: start from a dumped cluster (tests). */
  | { kind: 'pglite'; dataDir?: string; lockDir?: string; loadDataDir?: Blob };

/** Any fixed number: the advisory lock several instances take around migrations. */
const MIGRATION_LOCK = 7_310_412_014;

/**
 * Applies migrations under a session advisory lock, so instances starting together migrate
 * once: the others wait, then find nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      migrate: (folder = migrationsFolder) => migrateOnce(pool, folder),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (options.dataDir) {
    unlock = lockDataDir(options.lockDir ?? path.dirname(options.dataDir), options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
  try {
    server = await startEmbeddedServer({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (err) {
    unlock();
    throw err;
  }
  // PGlite is one session: one connection, so a transaction holds it and the rest queue in the pool.
  // (Two would also be safe, the server lending the session to one at a time, but each would
  // prepare the same named statements in that one session.)
  const pool = new pg.Pool({ host: server.socketDir, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', () => {
    // The connection was lost (the server closing); the pool opens another on next use.
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', pool, dump: server.dump },
    migrate: (folder = migrationsFolder) =>
      migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder: folder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      try {
        await drained(pool);
        await pool.end();
        await server.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Waits (up to 5 s) until no statement is queued for the one connection: pg-boss writes a finished
 * job's state without awaiting it, so that write may still wait behind others when the app closes,
 * and ending the pool would drop it (the job would run again).
 */
async function drained(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((pool.waitingCount > 0 || pool.idleCount < pool.totalCount) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
