import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TCockpit } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../db/client.ts';
import { students } from '../db/schema/index.ts';
import { createEmptyPostgresDatabase, testDbKind } from './database.ts';
import { buildAdmin, buildStudent, TEST_DATA_KEY, validAadhaar } from './factories.ts';
import { multipart, PNG_1PX } from './multipart.ts';
import { SUPERADMIN } from './server.ts';
import { type SpawnedServer, spawnServer, waitUntilHealthy } from './spawn-server.ts';

// Two real server processes on one PostgreSQL database (PGlite is one process by design).
describe.skipIf(testDbKind !== 'postgres')('two app instances on one PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let servers: SpawnedServer[] = [];
  let database: Database;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    // Each has its own DATA_DIR: instances of one database share its data key through DATA_KEY.
    const env = {
      DATABASE_URL: empty.url,
      DATA_KEY: TEST_DATA_KEY,
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
    };
    // Both start at the same moment on the empty database.
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    await Promise.all(servers.map((s) => waitUntilHealthy(s)));
    database = await openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await empty?.drop();
  });

  const post = (server: SpawnedServer, url: string, body: unknown, token?: string) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('migrated the schema once', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });

  it('share sign-in throttles: 8 wrong passwords alternating between them end in a 429', async () => {
    const admin = await buildAdmin(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = servers[i % 2] as SpawnedServer;
      const res = await post(server, '/api/auth/admin/login', {
        email: admin.email,
        password: `wrong-${i}-guess`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('serve a photo uploaded through one instance from the other', async () => {
    const [first, second] = servers as [SpawnedServer, SpawnedServer];
    const admin = await buildAdmin(database.db);
    const login = await post(first, '/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const { token } = (await login.json()) as { token: string };
    const form = multipart(
      {
        name: 'Kavya Iyer',
        email: `kavya.${Date.now()}@mail.test`,
        password: 'Quiet-Corner-2026',
        phone: '9876543210',
        course: 'NEET',
        aadhaar: validAadhaar(),
        address: 'Adyar, Chennai',
        dob: '2002-08-19',
        father_name: 'Ravi Iyer',
        mother_name: 'Lakshmi Iyer',
        permanent_address: 'Madurai',
      },
      { field: 'image', filename: 'me.png', content: PNG_1PX, type: 'image/png' },
    );
    const created = await fetch(`${first.baseUrl}/api/manage/students/register`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const [row] = await database.db
      .select({ image: students.image })
      .from(students)
      .where(eq(students.id, id));
    const served = await fetch(`${second.baseUrl}/api/${row?.image}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it("share the owner's cockpit charts: a payment through one is in the charts the other serves", async () => {
    const [first, second] = servers as [SpawnedServer, SpawnedServer];
    const admin = await buildAdmin(database.db);
    const student = await buildStudent(database.db, { admin });
    const login = await post(first, '/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const { token } = (await login.json()) as { token: string };
    const todayOnChart = async (server: SpawnedServer) => {
      const res = await fetch(`${server.baseUrl}/api/dashboard/cockpit`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as TCockpit).charts.collections_30_days.at(-1)?.amount;
    };
    // Both have opened it (the charts are stored) before the payment.
    expect([await todayOnChart(first), await todayOnChart(second)]).toEqual([0, 0]);
    const paid = await post(
      second,
      '/api/desk-payments',
      { student_id: student.id, amount: 640, method: 'cash' },
      token,
    );
    expect(paid.status).toBe(201);
    expect([await todayOnChart(first), await todayOnChart(second)]).toEqual([640, 640]);
  });
});
