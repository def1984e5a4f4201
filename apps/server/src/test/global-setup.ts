import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedCluster } from '../db/embedded-baseline.ts';

/**
 * On the embedded database, creating a cluster and applying every migration is most of a test
 * file's start: do it once per run and let each file load the result into its own instance.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') return project.provide('pgliteTemplate', undefined);
  const folder = mkdtempSync(join(tmpdir(), 'studydesk-template-'));
  const file = join(folder, 'migrated.tar');
  // Uncompressed: each test file loads it into memory, where unpacking costs more than reading.
  writeFileSync(file, await dumpMigratedCluster('none'));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
