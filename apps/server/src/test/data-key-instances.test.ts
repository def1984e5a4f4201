import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { claimDataKey } from '../crypto/data-key-claim.ts';
import { writeBackup } from '../db/backup/archive.ts';
import { openDatabase } from '../db/client.ts';
import { createEmptyPostgresDatabase, createTestDatabase, testDbKind } from './database.ts';
import { buildAdmin, buildStudent, TEST_DATA_KEY, validAadhaar } from './factories.ts';
import { SUPERADMIN } from './server.ts';
import { type SpawnedServer, spawnServer, waitUntilExited, waitUntilHealthy } from './spawn-server.ts';

// Real server processes (and the restore script), as an operator starts them, each with its own DATA_DIR.
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-datakey-'));
  dirs.push(dir);
  return dir;
};
let spawned: SpawnedServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
const spawn = async (env: Record<string, string>, script?: string[]) => {
  const server = await spawnServer(
    { SUPERADMIN_EMAIL: SUPERADMIN.email, SUPERADMIN_PASSWORD: SUPERADMIN.password, ...env },
    script,
  );
  spawned.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(spawned.map((s) => s.stop()));
  spawned = [];
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// A start migrates an embedded database first: minutes on a busy machine.
const startLimitMs = 300_000;
const startRefusal =
  /^This database was sealed with another data key: (?=.*DATA_KEY)(?=.*data\.key).*the instance that created it/;
const keyOf = (dataDir: string) => readFileSync(path.join(dataDir, 'data.key'), 'utf8').trim();
/** The refused start's whole output: one line. */
async function refusedStart(server: SpawnedServer): Promise<string> {
  expect(await waitUntilExited(server, startLimitMs)).toBe(1);
  const output = server.output().trim();
  expect(output.split('\n')).toHaveLength(1);
  return output;
}

async function signIn(server: SpawnedServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function revealedAadhaar(server: SpawnedServer, token: string, id: number) {
  const res = await fetch(`${server.baseUrl}/api/manage/students/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, aadhaar: res.ok ? ((await res.json()) as { aadhaar: string }).aadhaar : null };
}

describe('one data key per database', () => {
  it.skipIf(testDbKind !== 'postgres')(
    'a second instance with its own DATA_DIR on the same PostgreSQL refuses to start; one with the same DATA_KEY reads what the first sealed',
    async () => {
      const empty = await createEmptyPostgresDatabase();
      cleanups.push(() => empty.drop());
      const firstDir = freshDir();
      const first = await spawn({ DATABASE_URL: empty.url, DATA_DIR: firstDir });
      await waitUntilHealthy(first, startLimitMs);
      // A quiet start: where it runs, on which database, who the superadmin is, and the listener.
      const started = first.output().trim().split('\n');
      expect(started[0]).toMatch(/^StudyDesk is running at http:\/\/localhost:\d+$/);
      expect(started.length).toBeLessThanOrEqual(6);

      // Its own DATA_DIR, so its own generated data.key.
      const second = await spawn({ DATABASE_URL: empty.url, DATA_DIR: freshDir() });
      expect(await refusedStart(second)).toMatch(startRefusal);

      const third = await spawn({ DATABASE_URL: empty.url, DATA_DIR: freshDir(), DATA_KEY: keyOf(firstDir) });
      await waitUntilHealthy(third, startLimitMs);

      const database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 1 });
      const admin = await buildAdmin(database.db).finally(() => database.close());
      const token = await signIn(first, admin.email, admin.password);
      const aadhaar = validAadhaar(4242);
      const created = await fetch(`${first.baseUrl}/api/manage/students/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: 'Nandini Rao',
          email: `nandini.${Date.now()}@mail.test`,
          phone: '9876543210',
          aadhaar,
          course: 'UPSC CSE',
          password: 'Long-Enough-2026',
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect(await revealedAadhaar(third, token, id)).toEqual({ status: 200, aadhaar });
    },
    1_200_000,
  );

  it.skipIf(testDbKind !== 'pglite')(
    'an embedded database whose data.key was replaced or removed refuses to start; with its key back it starts',
    async () => {
      const dataDir = freshDir();
      const env = { DATABASE_URL: '', DATA_DIR: dataDir };
      const first = await spawn(env);
      await waitUntilHealthy(first, startLimitMs);
      await first.stop();
      const key = keyOf(dataDir);

      writeFileSync(path.join(dataDir, 'data.key'), `${'c3'.repeat(32)}\n`, { mode: 0o600 });
      expect(await refusedStart(await spawn(env))).toMatch(startRefusal);

      unlinkSync(path.join(dataDir, 'data.key'));
      expect(await refusedStart(await spawn(env))).toMatch(startRefusal);
      // Refusing, it generated no key of its own over the place the right one goes.
      expect(existsSync(path.join(dataDir, 'data.key'))).toBe(false);

      writeFileSync(path.join(dataDir, 'data.key'), `${key}\n`, { mode: 0o600 });
      await waitUntilHealthy(await spawn(env), startLimitMs);
    },
    1_200_000,
  );

  it('a restore into a data directory without the backup’s key refuses and restores nothing; with data.key copied it restores, and the server reads the Aadhaar numbers', async () => {
    const source = await createTestDatabase();
    const student = await buildStudent(source.db);
    await claimDataKey(source.db, { DATA_KEY: TEST_DATA_KEY, DATA_DIR: freshDir() });
    const file = path.join(freshDir(), 'studydesk.backup');
    await writeBackup(source.db, file);
    await source.close();

    const dataDir = freshDir();
    let env: Record<string, string> = { DATABASE_URL: '', DATA_DIR: dataDir };
    if (testDbKind === 'postgres') {
      const empty = await createEmptyPostgresDatabase();
      cleanups.push(() => empty.drop());
      env = { DATABASE_URL: empty.url, DATA_DIR: dataDir };
    }
    const refused = await spawn(env, ['scripts/restore.ts', file]);
    expect(await waitUntilExited(refused, startLimitMs)).toBe(1);
    expect(refused.output().trim()).toMatch(
      /^restore failed: The backup was sealed with another data key: .*DATA_KEY.*data\.key.*nothing was restored\.$/,
    );
    expect(existsSync(path.join(dataDir, 'data.key'))).toBe(false);

    writeFileSync(path.join(dataDir, 'data.key'), `${TEST_DATA_KEY}\n`, { mode: 0o600 });
    // It restores now, so the refused attempt left the database empty.
    const restored = await spawn(env, ['scripts/restore.ts', file]);
    expect(await waitUntilExited(restored, startLimitMs)).toBe(0);
    expect(restored.output()).toMatch(/^Restored /);

    const server = await spawn(env);
    await waitUntilHealthy(server, startLimitMs);
    const token = await signIn(server, student.admin.email, student.admin.password);
    const revealed = await revealedAadhaar(server, token, student.id);
    expect(revealed.status).toBe(200);
    expect(revealed.aadhaar).toMatch(/^\d{12}$/);
  }, 1_200_000);
});
