import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema/index.ts';
import { tooManyRequests } from '../errors/http-errors.ts';

export interface ThrottleOptions {
  /** Failed attempts of one account from one address that cost nothing. */
  freeFailures: number;
  /** The delay after the first failure past the free ones; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: number;
}

/**
 * Failed sign-ins per account + client address, in the database so that every app instance
 * counts the same attempts. Past the free failures each one adds a growing delay instead of
 * a hard lock, so guessing from one address slows down while the owner elsewhere signs in.
 */
export class LoginThrottle {
  private readonly failed = new WeakSet<FastifyRequest>();

  constructor(
    private readonly db: Db,
    private readonly options: ThrottleOptions,
  ) {}

  async assertAllowed(key: string): Promise<void> {
    const [row] = await this.db
      .select({
        waitMs: sql<number>`ceil(extract(epoch from ${throttles.blockedUntil} - now()) * 1000)::int`,
      })
      .from(throttles)
      .where(sql`${throttles.key} = ${key} and ${throttles.blockedUntil} > now()`);
    if (!row) return;
    const minutes = Math.max(1, Math.ceil(row.waitMs / 60_000));
    throw tooManyRequests(
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  async recordFailure(key: string): Promise<void> {
    const { freeFailures, baseDelayMs, maxDelayMs, forgetAfterMs } = this.options;
    const forget = sql`now() + ${forgetAfterMs} * interval '1 millisecond'`;
    const hits = sql`case when ${throttles.windowEndsAt} <= now() then 1 else ${throttles.hits} + 1 end`;
    const delayMs = sql`least(${baseDelayMs}::float8 * power(2, ${hits} - ${freeFailures}), ${maxDelayMs})`;
    await this.db
      .insert(throttles)
      .values({
        key,
        hits: 1,
        windowEndsAt: forget,
        expiresAt: forget,
        blockedUntil: freeFailures <= 1 ? sql`now() + ${baseDelayMs} * interval '1 millisecond'` : null,
      })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          hits,
          windowEndsAt: forget,
          expiresAt: forget,
          blockedUntil: sql`case when ${hits} >= ${freeFailures} then now() + ${delayMs} * interval '1 millisecond' end`,
        },
      });
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }

  /** Marks a request whose credentials were wrong in a way its status does not show (400 on a password change). */
  markFailed(req: FastifyRequest): void {
    this.failed.add(req);
  }

  /**
   * Route hooks: refuse while delayed (before the handler's transaction), and count the
   * outcome after that transaction (so a rollback keeps the count) but before the answer is sent.
   */
  guard(keyOf: (req: FastifyRequest) => string) {
    return {
      preHandler: async (req: FastifyRequest) => this.assertAllowed(keyOf(req)),
      // Counted before the answer leaves (the handler's transaction has ended by then), so a
      // caller who retries at once already meets the count.
      onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode === 429) return payload;
        if (reply.statusCode === 401 || this.failed.has(req)) await this.recordFailure(keyOf(req));
        else if (reply.statusCode < 300) await this.reset(keyOf(req));
        return payload;
      },
    };
  }
}

/** Drops throttle and rate-limit rows nobody will read again. */
export async function sweepThrottles(db: Db): Promise<void> {
  await db.delete(throttles).where(lt(throttles.expiresAt, sql`now()`));
}
