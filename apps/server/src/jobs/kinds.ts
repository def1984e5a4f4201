import type { FastifyBaseLogger } from 'fastify';
import type { CardTokens } from '../crypto/card-tokens.ts';
import type { Db } from '../db/client.ts';
import type { MessagingDeps } from '../modules/reminders/messaging.service.ts';

/** What scheduled work needs from the app besides the database. */
export interface JobServices {
  /** Opens providers' sealed secrets and knows where they answer. */
  messaging: MessagingDeps;
  /** Signs the links messages carry (a month-end answer's). */
  cards: CardTokens;
  /** Now, for work that depends on the time of day (a test moves it instead of waiting). */
  clock: () => Date;
}

/** What a job's handler gets besides its data. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  services: JobServices;
  /** The job's id and how many times it ran before (0 on its first run). */
  job: { id: string; name: string; retryCount: number };
}

/**
 * One kind of scheduled work: a pg-boss queue of the same name, its retry policy and its
 * handler. A handler may run more than once for one job (a retry, or a worker killed mid-run
 * whose job expired): whatever it changes must be keyed (jobs/once.ts).
 */
export interface JobKind<Data = Record<string, unknown>> {
  name: string;
  /** Runs on this cron (minutes, in `timeZone`, default UTC): one instance sends it, one worker runs it. */
  cron?: string;
  timeZone?: string;
  /** Also sent once each time an app starts. */
  atStart?: boolean;
  /** Tries after the first; `retryDelaySeconds` doubles each time (with jitter) when `backoff`. */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run still active after this long counts as dead (its worker gone) and is tried again. */
  expireInSeconds: number;
  run(data: Data, ctx: JobContext): Promise<unknown>;
}

/** Declares a kind with its data's type checked at the handler. */
export const jobKind = <Data extends Record<string, unknown>>(kind: JobKind<Data>) =>
  kind as unknown as JobKind;
