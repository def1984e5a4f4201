import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { hashPassword } from './auth/password.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createTestDatabase } from './test/database.ts';
import { buildStudent, TEST_DATA_KEY, validAadhaar } from './test/factories.ts';

let database: Database;
let app: FastifyInstance;
let log = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const config = loadConfig(
    { LOG_LEVEL: 'debug', DATA_DIR: '/nonexistent', DATA_KEY: TEST_DATA_KEY },
    '/nonexistent',
  );
  app = await buildApp({ config, database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the server log (DECISIONS.md, "Logs")', () => {
  it('holds no passwords, tokens, hashes, Aadhaar or query parameters, even for a failed query', async () => {
    const student = await buildStudent(database.db);
    const aadhaar = validAadhaar(4242);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: student.email, password: student.password },
    });
    const token = login.json<{ token: string }>().token;
    await app.inject({
      method: 'GET',
      url: `/api/manage/students?q=${aadhaar}&token=${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/student/login',
      payload: { email: student.email, password: 'Wrong-Password-77' },
    });
    // A query that fails with a hash and an Aadhaar number among its parameters, logged as a 500 would be.
    const hash = await hashPassword('Logged-Secret-1');
    const failed = await database.db
      .execute(sql`select ${hash}::int, ${aadhaar}::int`)
      .then(() => null)
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    app.log.error({ err: failed }, 'request failed');

    expect(log).toContain('request failed');
    expect(log).toContain('/api/auth/student/login');
    // The salt and digest too, not only the hash's '$argon2id$...' prefix.
    const digest = hash.split('$').at(-1) ?? hash;
    for (const secret of [student.password, 'Wrong-Password-77', token, hash, '$argon2', digest, aadhaar]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
