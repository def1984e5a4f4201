import type { Db } from '../db/client.ts';
import { jobEffects } from '../db/schema/index.ts';

/**
 * Does `effect` once per `key`, whatever number of times its job runs. The key is written by the
 * same transaction as the effect: a run killed before commit leaves neither (the next run does
 * both), a run killed after it leaves both (the next run finds the key and does nothing). Two runs
 * at once: the second waits on the first's key and then finds it. Resolves true when this run did it.
 */
export async function doOnce(
  db: Db,
  job: string,
  key: string,
  effect: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobEffects)
      .values({ key, job })
      .onConflictDoNothing()
      .returning({ key: jobEffects.key });
    if (claimed.length === 0) return false;
    await effect(tx as unknown as Db);
    return true;
  });
}
