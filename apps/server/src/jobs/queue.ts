import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobKind, JobServices } from './kinds.ts';
import { pgliteQueueRunner } from './pglite-adapter.ts';

/** How often the queue looks for work; tests shorten these (pg-boss's floor: 0.5 s polling, 1 s upkeep). */
export interface JobQueueSettings {
  /** A worker asks for due jobs this often. */
  pollingIntervalSeconds: number;
  /** Dead runs (past their kind's expiry) are found and retried, old jobs archived, this often. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobQueueSettings = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
};

/** The schema pg-boss keeps its tables in (created or upgraded by pg-boss itself at start). */
export const QUEUE_SCHEMA = 'pgboss';

/** Any fixed number: the advisory lock instances take turns under while declaring the queues. */
const QUEUE_SETUP_LOCK = 7_310_412_015;

/** Options of one job sent by hand (see library-time.ts for work at a library's local time). */
export interface SendOptions {
  /** A UUID: a second send with the same id adds nothing (the job keeps its first data). */
  id?: string;
  startAfter?: Date;
}

/**
 * The app's durable job queue: pg-boss on the app's own database (PostgreSQL through a small pool
 * of its own, the embedded database through its one shared connection). Jobs live in tables, so
 * they outlive the process; workers take them with SKIP LOCKED, so each runs on one instance.
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #kinds: Map<string, JobKind>;
  readonly #settings: JobQueueSettings;
  readonly #database: Database;
  readonly #log: FastifyBaseLogger;
  readonly #services: JobServices;
  #started = false;

  constructor(
    database: Database,
    kinds: JobKind[],
    log: FastifyBaseLogger,
    services: JobServices,
    settings: Partial<JobQueueSettings> = {},
  ) {
    this.#database = database;
    this.#services = services;
    this.#kinds = new Map(kinds.map((k) => [k.name, k]));
    this.#settings = { ...DEFAULT_JOB_SETTINGS, ...settings };
    this.#log = log;
    const connection =
      database.connection.kind === 'postgres'
        ? { connectionString: database.connection.url, max: 3, application_name: 'studydesk-jobs' }
        : { db: pgliteQueueRunner(database.connection.pool) };
    this.boss = new PgBoss({
      ...connection,
      schema: QUEUE_SCHEMA,
      pollingIntervalSeconds: this.#settings.pollingIntervalSeconds,
      maintenanceIntervalSeconds: this.#settings.maintenanceIntervalSeconds,
    });
    // pg-boss reports trouble (a lost connection, a failed upkeep) as events: an unheard 'error' would end the process.
    this.boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  }

  kinds(): JobKind[] {
    return [...this.#kinds.values()];
  }

  /** Creates or upgrades the queue's tables, declares every kind's queue and schedule, and starts the workers. */
  async start(): Promise<void> {
    if (this.#started) return;
    await this.boss.start();
    this.#started = true;
    await this.#oneAtATime(() => this.#declareQueues());
    for (const kind of this.#kinds.values()) {
      await this.boss.work<Record<string, unknown>>(
        kind.name,
        { includeMetadata: true, pollingIntervalSeconds: this.#settings.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            return await kind.run(job.data ?? {}, {
              db: this.#database.db,
              log: this.#log,
              services: this.#services,
              job: { id: job.id, name: job.name, retryCount: job.retryCount },
            });
          } catch (err) {
            this.#log.warn({ err, job: job.name, id: job.id, retryCount: job.retryCount }, 'job failed');
            throw err;
          }
        },
      );
      if (kind.atStart) await this.boss.send(kind.name, {});
    }
  }

  /** Every kind's queue with its policy, and its schedule (or none). */
  async #declareQueues(): Promise<void> {
    for (const kind of this.#kinds.values()) {
      const policy = {
        name: kind.name,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: kind.backoff,
        expireInSeconds: kind.expireInSeconds,
      };
      await this.boss.createQueue(kind.name, policy);
      await this.boss.updateQueue(kind.name, policy);
      if (kind.cron) await this.boss.schedule(kind.name, kind.cron, {}, { tz: kind.timeZone ?? 'UTC' });
      else await this.boss.unschedule(kind.name);
    }
  }

  /**
   * Instances starting together on one PostgreSQL database declared the same queues at once and
   * deadlocked in pg-boss's statements: they take turns under a transaction's advisory lock (held
   * while pg-boss works on its own connections). The embedded database has one connection: no turns.
   */
  async #oneAtATime(declare: () => Promise<void>): Promise<void> {
    if (this.#database.connection.kind !== 'postgres') return declare();
    await this.#database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
      await declare();
    });
  }

  /** Adds a job of a registered kind; null when one with the same id is already there. */
  async send(name: string, data: Record<string, unknown>, options: SendOptions = {}): Promise<string | null> {
    if (!this.#kinds.has(name)) throw new Error(`No job kind named ${name}`);
    return this.boss.send(name, data, { id: options.id, startAfter: options.startAfter });
  }

  /**
   * Installs (or upgrades) pg-boss's tables and nothing else: the tests' database template gets them
   * once. Its own pool is closed after (a connection left open to the template refuses its copies).
   */
  static async installTables(db: ConstructorParameters<typeof PgBoss>[0] & object): Promise<void> {
    const boss = new PgBoss({ ...db, schema: QUEUE_SCHEMA, schedule: false, supervise: false });
    await boss.start();
    await boss.stop({ graceful: false, close: true });
  }

  /** Stops taking work, lets a running job finish (up to `timeoutMs`), then hands back what is still running. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
