import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { createEmptyPostgresDatabase, seedEmbeddedDataDir, testDbKind } from '../test/database.ts';
import { TEST_DATA_KEY } from '../test/factories.ts';
import { effectsOf, type Hang } from '../test/job-kinds.ts';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../test/spawn-server.ts';

// App instances as processes of their own (test/job-instance.ts), so one can be killed with SIGKILL mid-job.
let spawned: SpawnedServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await Promise.all(spawned.map((s) => s.stop()));
  spawned = [];
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One database for the instances: a data dir (embedded, from the run's template) or a PostgreSQL database. */
async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}> {
  if (testDbKind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-jobs-kill-'));
    seedEmbeddedDataDir(path.join(dir, 'db'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db'), lockDir: dir }),
    };
  }
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(() => empty.drop());
  return { env: { DATABASE_URL: empty.url }, open: () => openDatabase({ kind: 'postgres', url: empty.url }) };
}

async function instance(env: Record<string, string>): Promise<SpawnedServer> {
  const server = await spawnServer({ DATA_KEY: TEST_DATA_KEY, ...env }, [
    'apps/server/src/test/job-instance.ts',
  ]);
  spawned.push(server);
  await waitUntilHealthy(server, 120_000);
  return server;
}

async function untilSaid(server: SpawnedServer, line: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().split('\n').includes(line)) {
    if (Date.now() > deadline || server.exited())
      throw new Error(`Never said "${line}":\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a job whose worker is killed mid-run', () => {
  it.each<Hang>(['before-commit', 'after-commit'])(
    'runs again on another instance, and its keyed effect happens once (killed %s)',
    async (hang) => {
      const shared = await sharedDatabase();
      const key = randomUUID();
      const first = await instance({ ...shared.env, SEND_KEY: key, SEND_HANG: hang });
      await untilSaid(first, `in flight ${key}`);
      await first.kill();

      // The job is still marked active: once its run is past its 3 s expiry, the next instance's
      // upkeep hands it back and a worker runs it again (its second try).
      const second = await instance(shared.env);
      await untilSaid(second, `done ${key}`);
      expect(second.output()).toContain(`run ${key} try 1`);
      await second.stop();

      const database = await shared.open();
      try {
        expect(await effectsOf(database.db, key)).toBe(1);
        const [job] = rowsOf<{ state: string; retry_count: number }>(
          await database.db.execute(
            sql`select state::text as state, retry_count from pgboss.job where data->>'key' = ${key}`,
          ),
        );
        expect(job).toEqual({ state: 'completed', retry_count: 1 });
      } finally {
        await database.close();
      }
    },
    300_000,
  );
});
