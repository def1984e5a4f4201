import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TRole } from '@studydesk/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { AppLimits } from '../app-context.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createTestDatabase } from './database.ts';
import { TEST_DATA_KEY } from './factories.ts';
import { createResponseChecker, type OpenApiDocument } from './openapi-check.ts';

let responseChecker: ReturnType<typeof createResponseChecker> | undefined;

export const SUPERADMIN = { email: 'root@studydesk.test', password: 'Platform-Owner-2026!' } as const;

/**
 * The time limit of a test that starts a server of its own inside the test (a fresh, migrated
 * database): the hook limit's setup work plus the test's own.
 */
export const SERVER_OF_ITS_OWN_MS = 120_000;

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** Sends a request; `token` signs it in with `Authorization: Bearer`. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Signs in through the real login endpoint and returns the session token. */
  login(role: TRole, email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database, for one test file. Generous rate limits unless a test lowers
 * them; `env` adds configuration (as environment variables would).
 */
export async function createTestServer(
  limits: Partial<AppLimits> = {},
  env: Record<string, string> = {},
  jobs?: BuildAppOptions['jobs'],
): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studydesk-test-'));
  const config = loadConfig(
    {
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATA_KEY: TEST_DATA_KEY,
      // Nothing a test does reaches the internet: providers answer on a closed local port unless
      // a test points them at its fake (test/fakes/provider-fakes.ts).
      WHATSAPP_API_BASE: 'http://127.0.0.1:9/v23.0',
      MSG91_API_BASE: 'http://127.0.0.1:9/api/v5',
      RAZORPAY_API_BASE: 'http://127.0.0.1:9',
      ...env,
    },
    '/nonexistent',
  );
  await bootstrap(database.db, config);
  const app = await buildApp({
    config,
    database,
    logger: false,
    limits: {
      loginPerIpPerMinute: 10_000,
      loginFailuresPerAccount: 1_000,
      enquiriesPerIpPerHour: 10_000,
      ...limits,
    },
    jobs,
  });
  await app.ready();

  // Every answer the API tests receive is checked against the served OpenAPI document; a
  // difference fails the test (with OPENAPI_LOG=<file>, it is written there instead, to list them all).
  // Every app registers the same routes, so the document is generated and compiled once per worker.
  responseChecker ??= createResponseChecker(
    (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>(),
  );
  const checkResponse = responseChecker;
  const request: TestServer['request'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const problems = checkResponse({
      method: String(rest.method ?? 'GET').toUpperCase(),
      url: res.raw.req.url ?? '',
      statusCode: res.statusCode,
      headers: res.headers,
      rawPayload: res.rawPayload,
    });
    if (problems.length > 0) {
      if (process.env.OPENAPI_LOG) appendFileSync(process.env.OPENAPI_LOG, `${problems.join('\n')}\n`);
      else throw new Error(`The response differs from the OpenAPI document:\n${problems.join('\n')}`);
    }
    return res;
  };

  return {
    app,
    db: database.db,
    database,
    request,
    async login(role, email, password) {
      const res = await request({
        method: 'POST',
        url: `/api/auth/${role}/login`,
        payload: { email, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${role} ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
