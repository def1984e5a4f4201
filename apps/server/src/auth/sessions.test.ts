import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sessions } from '../db/schema/index.ts';
import { buildAdmin, TEST_DATA_KEY } from '../test/factories.ts';
import { createTestServer, type TestServer } from '../test/server.ts';
import {
  deleteExpiredSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  SESSION_RENEW_EVERY_MS,
  slidExpiry,
} from './sessions.ts';
import { hashToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function signIn() {
  const admin = await buildAdmin(t.db);
  const token = await t.login('admin', admin.email, admin.password);
  return { admin, token, where: eq(sessions.tokenHash, hashToken(token)) };
}
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const row = async (where: ReturnType<typeof eq>) => (await t.db.select().from(sessions).where(where))[0];
/** Holds the clock the code reads (Date) at a whole second, so ends can be compared exactly. */
function pinClock(): number {
  const now = Math.floor(Date.now() / 1000) * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now });
  return now;
}
afterEach(() => {
  vi.useRealTimers();
});

describe('session expiry', () => {
  it('computes the slid end: idle time ahead, capped at the absolute age', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(slidExpiry({ createdAt: new Date(now - DAY) }, now).getTime()).toBe(now + SESSION_IDLE_MS);
    const old = new Date(now - 28 * DAY);
    expect(slidExpiry({ createdAt: old }, now).getTime()).toBe(old.getTime() + SESSION_MAX_AGE_MS);
  });

  it('starts idle-long, and the cookie lasts as long as the absolute cap', async () => {
    const admin = await buildAdmin(t.db);
    const now = pinClock();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: admin.email, password: admin.password },
    });
    const session = await row(eq(sessions.tokenHash, hashToken(res.json<{ token: string }>().token)));
    expect(session?.expiresAt.getTime()).toBe(now + SESSION_IDLE_MS);
    const expires = /Expires=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    expect(Date.parse(expires)).toBe(now + SESSION_MAX_AGE_MS);
  });

  it('writes nothing while the last renewal is recent', async () => {
    const { token, where } = await signIn();
    const before = (await row(where))?.expiresAt;
    expect((await me(token)).statusCode).toBe(200);
    expect((await row(where))?.expiresAt.getTime()).toBe(before?.getTime());
  });

  it('slides an idle session forward when it is used again', async () => {
    const { token, where } = await signIn();
    const now = pinClock();
    // Last used six days ago: one day left.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 6 * DAY), expiresAt: new Date(Date.now() + DAY) })
      .where(where);
    expect((await me(token)).statusCode).toBe(200);
    expect((await row(where))?.expiresAt.getTime()).toBe(now + SESSION_IDLE_MS);
    // Just past the renewal interval is enough to write again.
    const renewedAt = now + SESSION_IDLE_MS - SESSION_RENEW_EVERY_MS - 60_000;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(renewedAt) })
      .where(where);
    vi.setSystemTime(now + 5_000);
    await me(token);
    expect((await row(where))?.expiresAt.getTime()).toBe(now + 5_000 + SESSION_IDLE_MS);
  });

  it('never slides past 30 days from sign-in, and ends there however busy', async () => {
    const { token, where } = await signIn();
    const createdAt = new Date(Date.now() - 29.5 * DAY);
    await t.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(where);
    expect((await me(token)).statusCode).toBe(200);
    expect((await row(where))?.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - 1000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(where);
    expect((await me(token)).statusCode).toBe(401);
    expect(await row(where)).toBeUndefined();
  });

  it('ends a session left idle past its end', async () => {
    const { token, where } = await signIn();
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 8 * DAY), expiresAt: new Date(Date.now() - DAY) })
      .where(where);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('expired session cleanup', () => {
  const insert = async (adminId: number, expiresAt: Date) => {
    const [r] = await t.db
      .insert(sessions)
      .values({
        tokenHash: hashToken(`${adminId}-${Math.random()}`),
        role: 'admin',
        userId: adminId,
        adminId,
        expiresAt,
      })
      .returning({ id: sessions.id });
    return r?.id ?? 0;
  };
  const left = async (ids: number[]) =>
    (await t.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))).map((r) => r.id);

  it('deletes expired sessions only, and two sweeps at once both succeed', async () => {
    const admin = await buildAdmin(t.db);
    const expired = await insert(admin.id, new Date(Date.now() - 1000));
    const live = await insert(admin.id, new Date(Date.now() + DAY));
    const [a, b] = await Promise.all([deleteExpiredSessions(t.db), deleteExpiredSessions(t.db)]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await left([expired, live])).toEqual([live]);
  });

  /** Another app instance on the same database. */
  async function instance() {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_KEY: TEST_DATA_KEY }, '/nonexistent');
    const app = await buildApp({
      config,
      database: t.database,
      logger: false,
      jobs: { settings: { pollingIntervalSeconds: 0.5 } },
    });
    await app.ready();
    return app;
  }
  const gone = (ids: number[]) =>
    vi.waitFor(async () => expect(await left(ids)).toEqual([]), { timeout: 20_000, interval: 100 });

  it('runs when an app starts', async () => {
    const admin = await buildAdmin(t.db);
    const expired = await insert(admin.id, new Date(Date.now() - 1000));
    // The test server swept at its own start, before the row existed: only the new instance's start sends a sweep.
    const second = await instance();
    try {
      await gone([expired]);
    } finally {
      await second.close();
    }
  });

  it('is a scheduled job: on its hourly cron, and whenever one is sent', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === 'sweep-sessions')).toMatchObject({
      cron: '7 * * * *',
      timezone: 'UTC',
    });
    const admin = await buildAdmin(t.db);
    const expired = await insert(admin.id, new Date(Date.now() - 1000));
    const live = await insert(admin.id, new Date(Date.now() + DAY));
    await t.app.jobs.send('sweep-sessions', {});
    await gone([expired]);
    expect(await left([live])).toEqual([live]);
  });
});
