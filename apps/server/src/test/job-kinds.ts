import { like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';
import { jobKind } from '../jobs/kinds.ts';
import { doOnce } from '../jobs/once.ts';

/**
 * Job kinds only the tests register. Their visible effect is a row in `throttles` (a table with no
 * key the effect could collide on: a second effect would be a second row), named `effect:<key>:<n>`.
 */
const EFFECT_PREFIX = 'effect:';

/** Rows the keyed effect of `key` wrote: 1 when it happened once. */
export async function effectsOf(db: Db, key: string): Promise<number> {
  const rows = await db
    .select({ key: throttles.key })
    .from(throttles)
    .where(like(throttles.key, `${EFFECT_PREFIX}${key}:%`));
  return rows.length;
}

const writeEffect = (tx: Db, key: string) =>
  tx.insert(throttles).values({
    key: `${EFFECT_PREFIX}${key}:${crypto.randomUUID()}`,
    windowEndsAt: sql`now() + interval '1 day'`,
    expiresAt: sql`now() + interval '1 day'`,
  });

/** A line on stdout for the test that spawned this process (job-instance.ts sets JOB_TRACE). */
const trace = (line: string) => {
  if (process.env.JOB_TRACE) process.stdout.write(`${line}\n`);
};

/** Where the first run of a `keyed-effect` job stops and waits to be killed. */
export type Hang = 'none' | 'before-commit' | 'after-commit';

/**
 * Writes its effect once per `key` (doOnce). On its first run it can hang, its effect not yet
 * committed or already committed, and say so on stdout (`in flight <key>`), for a test to kill
 * the process there. Its run is dead after 3 s; the next run does not hang.
 */
export const keyedEffectJob = jobKind<{ key: string; hang?: Hang }>({
  name: 'test-keyed-effect',
  retryLimit: 3,
  retryDelaySeconds: 1,
  backoff: false,
  expireInSeconds: 3,
  async run({ key, hang = 'none' }, { db, job }) {
    const stall = job.retryCount === 0 ? hang : 'none';
    const wait = () => {
      trace(`in flight ${key}`);
      return new Promise((resolve) => setTimeout(resolve, 60_000));
    };
    trace(`run ${key} try ${job.retryCount}`);
    await doOnce(db, 'test-keyed-effect', key, async (tx) => {
      await writeEffect(tx, key);
      if (stall === 'before-commit') await wait();
    });
    if (stall === 'after-commit') await wait();
    trace(`done ${key}`);
  },
});

/** Always throws: for the retry, backoff and failure views. Each try's start is kept in `tries`. */
export function failingJob(tries: { at: number; retryCount: number }[]) {
  return jobKind({
    name: 'test-always-fails',
    retryLimit: 2,
    retryDelaySeconds: 1,
    backoff: true,
    expireInSeconds: 30,
    async run(_data, { job }) {
      tries.push({ at: Date.now(), retryCount: job.retryCount });
      throw new Error(`Provider refused the message (try ${job.retryCount + 1})`);
    },
  });
}
