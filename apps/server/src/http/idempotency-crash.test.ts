import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TReceipt } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../db/client.ts';
import { createMigratedPostgresDatabase, seedEmbeddedDataDir, testDbKind } from '../test/database.ts';
import { buildAdmin, buildStudent, TEST_DATA_KEY } from '../test/factories.ts';
import { SUPERADMIN } from '../test/server.ts';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from '../test/spawn-server.ts';

const PAYMENTS = 200;
/** The server is killed as soon as this many answers have arrived, whatever the machine's speed. */
const KILL_AFTER = 20;
const RETRY_BATCH = 20;

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

// A real server process on a real database, killed with SIGKILL in the middle of a burst of keyed
// payments and started again on the same database.
describe('Idempotency-Key across a crash', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-idem-crash-'));
  let postgres: Awaited<ReturnType<typeof createMigratedPostgresDatabase>> | undefined;
  const servers: SpawnedServer[] = [];
  let env: Record<string, string>;
  let admin: Awaited<ReturnType<typeof buildAdmin>>;
  let studentIds: number[];

  beforeAll(async () => {
    postgres = testDbKind === 'postgres' ? await createMigratedPostgresDatabase() : undefined;
    const options: DatabaseOptions = postgres
      ? { kind: 'postgres', url: postgres.url, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), lockDir: dataDir };
    // The library is made before the server starts: PGlite is one process's at a time.
    if (!postgres) seedEmbeddedDataDir(path.join(dataDir, 'db'));
    const database = await openDatabase(options);
    try {
      await database.migrate();
      admin = await buildAdmin(database.db);
      studentIds = [];
      for (let i = 0; i < 10; i++) studentIds.push((await buildStudent(database.db, { admin })).id);
    } finally {
      await database.close();
    }
    env = {
      DATA_DIR: dataDir,
      DATA_KEY: TEST_DATA_KEY,
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ server: SpawnedServer; token: string }> {
    const server = await spawnServer(env);
    servers.push(server);
    await waitUntilHealthy(server, 180_000);
    const login = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    return { server, token: ((await login.json()) as { token: string }).token };
  }

  const payment = (i: number) => ({
    key: `crash-payment-${i}`,
    body: { student_id: studentIds[i % studentIds.length], amount: 100 + i, method: 'cash' },
  });

  async function pay(server: SpawnedServer, token: string, i: number): Promise<Answer> {
    const { key, body } = payment(i);
    const res = await fetch(`${server.baseUrl}/api/desk-payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: await res.text(),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    };
  }

  /** Sends payment i until an answer arrives: a connection lost on a busy host is retried with its key, as a client would. */
  async function payUntilAnswered(server: SpawnedServer, token: string, i: number): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await pay(server, token, i);
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
  }

  /** Retries every key, a few at a time as clients would (not all at once: only the burst needs to be). */
  async function retryEach(send: (i: number) => Promise<Answer>): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < PAYMENTS; i += RETRY_BATCH) {
      const batch = Array.from({ length: Math.min(RETRY_BATCH, PAYMENTS - i) }, (_, j) => send(i + j));
      answers.push(...(await Promise.all(batch)));
    }
    return answers;
  }

  it('after kill -9 mid-burst, every retried key replays its committed payment or runs once; none is stuck', async () => {
    const first = await start();
    const before = new Map<number, Answer>();
    let killed: Promise<void> | undefined;
    await Promise.allSettled(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const answer = await pay(first.server, first.token, i);
        before.set(i, answer);
        if (before.size === KILL_AFTER) killed = first.server.kill();
      }),
    );
    await killed;
    expect(first.server.exited()).toBe(true);
    // The crash came mid-burst: some payments were answered, not all.
    expect(before.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(before.size).toBeLessThan(PAYMENTS);
    expect([...before.values()].every((a) => a.status === 201)).toBe(true);

    const second = await start();
    const after = await retryEach((i) => payUntilAnswered(second.server, second.token, i));
    const statuses = after.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    // A payment answered before the crash answers the same again.
    for (const [i, answer] of before) {
      expect(after[i]?.replayed).toBe(true);
      expect(after[i]?.body).toBe(answer.body);
    }
    // One payment per key: the keys committed before the crash replayed, the others ran once.
    const receiptIds = after.map((a) => (JSON.parse(a.body) as TReceipt).id);
    expect(new Set(receiptIds).size).toBe(PAYMENTS);
    const list = await fetch(`${second.server.baseUrl}/api/receipts?limit=1`, {
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBe(PAYMENTS);
    // And the answers hold: each key asked again replays the same receipt.
    const again = await retryEach((i) => payUntilAnswered(second.server, second.token, i));
    expect(again.map((a) => [a.status, a.replayed, a.body])).toEqual(after.map((a) => [201, true, a.body]));
  }, 480_000);
});
