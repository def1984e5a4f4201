import type { TJobFailure, TJobQueueSummary, TLibraryJob } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '../test/factories.ts';
import { failingJob } from '../test/job-kinds.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../test/server.ts';
import { scheduleForLibrary } from './library-time.ts';

const tries: { at: number; retryCount: number }[] = [];
let t: TestServer;
let root: string;
beforeAll(async () => {
  t = await createTestServer(
    {},
    {},
    { settings: { pollingIntervalSeconds: 0.5 }, extraKinds: [failingJob(tries)] },
  );
  root = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const failures = async (query = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/auth/superadmin/jobs/failures${query}`,
    token: root,
  });
  expect(res.statusCode).toBe(200);
  return { rows: res.json<TJobFailure[]>(), total: Number(res.headers['x-total-count']) };
};
const settle = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

describe('a job whose handler throws', () => {
  it('is tried again with a growing wait, then shows as failed to the superadmin with its error', async () => {
    const id = await t.app.jobs.send('test-always-fails', {});
    // After the first failure: waiting for its retry, with the error and when it runs next.
    await settle(async () => {
      const waiting = (await failures()).rows.find((f) => f.id === id);
      expect(waiting).toMatchObject({
        queue: 'test-always-fails',
        state: 'retry',
        error: 'Provider refused the message (try 1)',
        retry_count: 0,
        retry_limit: 2,
      });
      expect(Date.parse(waiting?.next_try_at ?? '')).toBeGreaterThan(Date.now() - 1000);
    });
    await settle(async () => {
      const failed = (await failures('?queue=test-always-fails')).rows.find((f) => f.id === id);
      expect(failed).toMatchObject({
        state: 'failed',
        error: 'Provider refused the message (try 3)',
        retry_count: 2,
        retry_limit: 2,
        next_try_at: null,
      });
    });
    // Three tries (the first and two retries); the delay doubles: 1-2 s, then 2-4 s (pg-boss adds jitter).
    expect(tries.map((x) => x.retryCount)).toEqual([0, 1, 2]);
    const [a, b, c] = tries.map((x) => x.at);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(900);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(1900);

    const queues = await t.request({ method: 'GET', url: '/api/auth/superadmin/jobs/queues', token: root });
    expect(queues.statusCode).toBe(200);
    const byName = new Map(queues.json<TJobQueueSummary[]>().map((q) => [q.name, q]));
    expect(byName.get('test-always-fails')).toMatchObject({ failed: 1, queued: 0, active: 0, cron: null });
    expect(byName.get('sweep-sessions')).toMatchObject({ cron: '7 * * * *', time_zone: 'UTC' });
    // pg-boss's own queue (its cron sender) is not one of the app's.
    expect([...byName.keys()].some((name) => name.startsWith('__pgboss'))).toBe(false);
  }, 60_000);

  it('pages the failures on the server and refuses a bad page', async () => {
    const page = await failures('?limit=1&offset=0');
    expect(page.rows.length).toBeLessThanOrEqual(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const bad = await t.request({
      method: 'GET',
      url: '/api/auth/superadmin/jobs/failures?limit=0',
      token: root,
    });
    expect(bad.statusCode).toBe(400);
    const none = await failures('?queue=sweep-sessions');
    expect(none).toEqual({ rows: [], total: 0 });
  });
});

describe("a library's own scheduled work", () => {
  it('shows its owner what is due for the library, and nothing of another library', async () => {
    const library = await buildAdmin(t.db);
    const other = await buildAdmin(t.db);
    // At 23:59 in the library's time zone: later than any test runs, so it stays due.
    const due = await scheduleForLibrary(t.db, t.app.jobs, {
      kind: 'test-always-fails',
      libraryId: library.id,
      localTime: '23:59:59',
    });
    expect(due).toMatchObject({ added: true, timeZone: 'Asia/Kolkata' });
    const list = async (admin: { email: string; password: string }) => {
      const token = await t.login('admin', admin.email, admin.password);
      const res = await t.request({ method: 'GET', url: '/api/scheduled-work?limit=10', token });
      expect(res.statusCode).toBe(200);
      return { rows: res.json<TLibraryJob[]>(), total: res.headers['x-total-count'] };
    };
    expect(await list(library)).toEqual({
      rows: [
        {
          id: due?.id,
          kind: 'test-always-fails',
          state: 'created',
          local_date: due?.localDate,
          run_at: due?.at.toISOString(),
          finished_at: null,
          retry_count: 0,
          error: null,
        },
      ],
      total: '1',
    });
    expect(await list(other)).toEqual({ rows: [], total: '0' });
    await t.app.jobs.boss.cancel('test-always-fails', due?.id ?? '');
  });
});
