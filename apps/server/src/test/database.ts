import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's files (a tarball, made by global-setup.ts): each test file's start. */
    pgliteTemplate: string | undefined;
    /** A migrated PostgreSQL database's name (made by global-setup.ts): each test file's database is a copy. */
    postgresTemplate: string | undefined;
  }
}

/** Which database the API tests run on: TEST_DB=pglite (default) or postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface PostgresTestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database: its URL, and `drop` to remove it again. */
export function createEmptyPostgresDatabase(): Promise<PostgresTestDatabase> {
  return createPostgresDatabase();
}

/**
 * A new PostgreSQL database holding every migration: a copy of the run's migrated template
 * (global-setup.ts), so a server started on it finds nothing left to apply.
 */
export async function createMigratedPostgresDatabase(): Promise<PostgresTestDatabase> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No migrated PostgreSQL template: run with TEST_DB=postgres.');
  return createPostgresDatabase(template);
}

async function createPostgresDatabase(template?: string): Promise<PostgresTestDatabase> {
  const name = `sd_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(`drop database if exists ${name} with (force)`),
  };
}

async function runOnServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (loaded from the run's
 * migrated template, see global-setup.ts), or a new PostgreSQL database copied from the run's
 * migrated template (dropped again by the returned `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    await database.migrate(); // nothing left to apply when the template is current
    return database;
  }
  const copy = await createMigratedPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 });
  await database.migrate(); // nothing left to apply when the template is current
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * Gives an embedded database directory that does not exist yet the run's migrated template, so a
 * server started on it (or a test opening it) skips creating the cluster and migrating.
 */
export function seedEmbeddedDataDir(dir: string): void {
  const template = providedTemplate();
  if (!template || existsSync(dir)) return;
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xf', template, '-C', dir]);
}

/**
 * The run's template, when the API tests' global setup provided one. The browser tests' global
 * setup starts a server too, where vitest's `inject` cannot be called: that server migrates itself.
 */
function providedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate');
  } catch {
    return undefined;
  }
}
