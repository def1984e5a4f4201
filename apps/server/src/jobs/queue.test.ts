import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createEmptyPostgresDatabase, seedEmbeddedDataDir, testDbKind } from '../test/database.ts';
import { buildAdmin, TEST_DATA_KEY } from '../test/factories.ts';
import { effectsOf, keyedEffectJob } from '../test/job-kinds.ts';
import type { JobKind } from './kinds.ts';
import { scheduleForLibrary } from './library-time.ts';

const fast = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_KEY: TEST_DATA_KEY }, '/nonexistent');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database that outlives the app: files on disk (embedded) or a PostgreSQL database of its own. */
async function durableStore() {
  if (testDbKind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-jobs-'));
    seedEmbeddedDataDir(path.join(dir, 'db'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db'), lockDir: dir }) };
  }
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(() => empty.drop());
  return { open: () => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 3 }) };
}

async function startApp(database: Database, kinds: JobKind[]): Promise<FastifyInstance> {
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    logger: false,
    jobs: { settings: fast, extraKinds: kinds },
  });
  await app.ready();
  return app;
}

const settle = <T>(check: () => Promise<T>, timeout = 30_000) =>
  vi.waitFor(check, { timeout, interval: 100 });

describe('the job queue', () => {
  it('keeps a job through the app closing: it runs when the app opens again', async () => {
    const store = await durableStore();
    const key = randomUUID();
    let database = await store.open();
    let app = await startApp(database, [keyedEffectJob]);
    const id = await app.jobs.send(keyedEffectJob.name, { key }, { startAfter: new Date(Date.now() + 1500) });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
    await database.close();
    expect(id).not.toBeNull();

    database = await store.open();
    cleanups.push(() => database.close());
    app = await startApp(database, [keyedEffectJob]);
    cleanups.push(() => app.close());
    const db = database.db;
    await settle(async () => expect(await effectsOf(db, key)).toBe(1));
    await settle(async () =>
      expect(await app.jobs.boss.getJobById(keyedEffectJob.name, id ?? '')).toMatchObject({
        state: 'completed',
      }),
    );
  }, 120_000);

  it('runs a library’s work at its local time once, however many instances ask for it', async () => {
    const store = await durableStore();
    const first = await store.open();
    // On PostgreSQL a second pool is a second instance; the embedded database has one connection, which both share.
    const second = testDbKind === 'postgres' ? await store.open() : first;
    cleanups.push(() => first.close());
    if (second !== first) cleanups.push(() => second.close());
    let runs = 0;
    const counted: JobKind = {
      ...keyedEffectJob,
      run: (data, ctx) => {
        runs += 1;
        return keyedEffectJob.run(data, ctx);
      },
    };
    const apps = [await startApp(first, [counted]), await startApp(second, [counted])];
    for (const app of apps) cleanups.push(() => app.close());
    const library = await buildAdmin(first.db);
    // Two seconds from now on the library's clock (India's: the default time zone).
    const now = new Date();
    const soon = new Date(now.getTime() + 2000);
    const localTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(soon);
    const key = `digest:${library.id}:${randomUUID()}`;
    const asked = await Promise.all(
      [...apps, ...apps].map((app, i) =>
        scheduleForLibrary(i % 2 ? second.db : first.db, app.jobs, {
          kind: counted.name,
          libraryId: library.id,
          localTime,
          // One clock for every call: however slow the machine, they all ask for the same moment.
          now,
          data: { key },
        }),
      ),
    );
    expect(asked.filter((a) => a?.added)).toHaveLength(1);
    expect(new Set(asked.map((a) => a?.id)).size).toBe(1);
    expect(asked[0]).toMatchObject({ timeZone: 'Asia/Kolkata' });
    expect(asked[0]?.at.getTime()).toBe(Math.floor(soon.getTime() / 1000) * 1000); // the local time, to the second

    await settle(async () => expect(await effectsOf(first.db, key)).toBe(1));
    await settle(async () =>
      expect(await apps[0]?.jobs.boss.getJobById(counted.name, asked[0]?.id ?? '')).toMatchObject({
        state: 'completed',
        data: { key, libraryId: library.id },
      }),
    );
    // Both instances polled all along: one of them ran it, once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(1);
  }, 120_000);
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
