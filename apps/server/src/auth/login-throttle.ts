import { tooManyRequests } from '../errors/http-errors.ts';

export interface ThrottleOptions {
  /** Failed attempts allowed per account within the window. */
  maxFailures: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per account (role + email) in memory: one server process owns the
 * database, so one process sees every attempt. Per-IP limits are @fastify/rate-limit's job.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  assertAllowed(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    if (list.length >= this.options.maxFailures) {
      const waitMs = this.options.windowMs - (now - (list[0] ?? now));
      const minutes = Math.max(1, Math.ceil(waitMs / 60000));
      throw tooManyRequests(
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  recordFailure(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
