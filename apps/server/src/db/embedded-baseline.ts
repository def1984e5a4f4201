import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteQueueRunner } from '../jobs/pglite-adapter.ts';
import { JobQueue } from '../jobs/queue.ts';
import { migrationsFolder, openDatabase } from './client.ts';

/**
 * A new embedded database spends most of its first start creating the cluster (initdb, inside
 * PGlite) and applying every migration. The build does that once and keeps the result, an
 * empty migrated cluster, as a tar named after the migrations it holds; a fresh data directory
 * starts from it, and the migrator then finds nothing left to apply. Without the file (or after
 * a migration was added) a fresh start simply takes the long way.
 */
const cacheFolder = fileURLToPath(new URL('../../../../node_modules/.cache/studydesk/', import.meta.url));

/** A digest of every migration file and the journal: the baseline's name, so a stale one is never used. */
export function migrationsDigest(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of [...files, path.join('meta', '_journal.json')]) {
    hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function embeddedBaselineFile(): string {
  return path.join(cacheFolder, `embedded-baseline-${migrationsDigest()}.tar.gz`);
}

/** An empty cluster with every migration applied, as PGlite dumps it. */
export async function dumpMigratedCluster(compression: 'none' | 'gzip'): Promise<Buffer> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    if (database.connection.kind !== 'pglite') throw new Error('expected the embedded database');
    await database.migrate();
    // The job queue's tables too (pg-boss makes them at an app's first start otherwise).
    await JobQueue.installTables({ db: pgliteQueueRunner(database.connection.pool) });
    return Buffer.from(await database.connection.dump(compression));
  } finally {
    await database.close();
  }
}

/** Writes the baseline for the current migrations unless it exists; answers whether it wrote one. */
export async function ensureEmbeddedBaseline(): Promise<boolean> {
  const file = embeddedBaselineFile();
  if (existsSync(file)) return false;
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, await dumpMigratedCluster('gzip'));
  renameSync(partial, file); // whole or absent, even if two builds race
  return true;
}

/** For a data directory that holds no cluster yet: the baseline to start it from, if built. */
export function baselineFor(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const file = embeddedBaselineFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
