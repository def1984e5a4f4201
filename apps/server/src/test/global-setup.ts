import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '../db/client.ts';
import { pgliteQueueRunner } from '../jobs/pglite-adapter.ts';
import { JobQueue } from '../jobs/queue.ts';

/**
 * On the embedded database, creating a cluster and applying every migration is most of a test
 * file's start: do it once per run and let each file load the result into its own instance.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return project.provide('pgliteTemplate', undefined);
  const folder = mkdtempSync(join(tmpdir(), 'studydesk-template-'));
  const file = join(folder, 'migrated.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    // The job queue's tables too (pg-boss makes them at an app's first start: 0.4 s a test file).
    await JobQueue.installTables({ db: pgliteQueueRunner(client) });
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
