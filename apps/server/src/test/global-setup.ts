import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { dumpMigratedCluster } from '../db/embedded-baseline.ts';
import { JobQueue } from '../jobs/queue.ts';
import { createEmptyPostgresDatabase } from './database.ts';

/**
 * Creating a database and applying every migration is most of a test file's start: do it once per
 * run. On the embedded database each file loads the result into its own instance; on PostgreSQL
 * each file's database is a copy of a migrated template database (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', undefined);
    const template = await createEmptyPostgresDatabase();
    const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
    try {
      await database.migrate();
      // The job queue's tables too (pg-boss makes them at an app's first start).
      await JobQueue.installTables({ connectionString: template.url });
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  project.provide('postgresTemplate', undefined);
  const folder = mkdtempSync(join(tmpdir(), 'studydesk-template-'));
  const file = join(folder, 'migrated.tar');
  // Uncompressed: each test file loads it into memory, where unpacking costs more than reading.
  writeFileSync(file, await dumpMigratedCluster('none'));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
