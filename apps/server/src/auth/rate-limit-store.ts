import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';

/**
 * A @fastify/rate-limit store over the shared `throttles` table: a fixed window per key,
 * counted in one upsert, so every app instance enforces one budget per client address.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const expired = sql`${throttles.windowEndsAt} <= now()`;
      const newWindow = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const windowEnds = sql`case when ${expired} then ${newWindow} else ${throttles.windowEndsAt} end`;
      db.insert(throttles)
        .values({ key: `rate:${key}`, hits: 1, windowEndsAt: newWindow, expiresAt: newWindow })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
            windowEndsAt: windowEnds,
            expiresAt: windowEnds,
          },
        })
        .returning({
          current: throttles.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${throttles.windowEndsAt} - now()) * 1000))::int`,
        })
        .then(
          ([row]) => callback(null, row ?? { current: 1, ttl: timeWindow }),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
