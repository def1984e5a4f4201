import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { morningDigestWork } from '../modules/dashboard/digest.service.ts';
import { recurringExpensesWork } from '../modules/expenses/expenses.service.ts';
import { monthEndWork } from '../modules/month-end/month-end.service.ts';
import { messageJobs } from '../modules/reminders/message-jobs.ts';
import { dailyWorkKind } from './daily-work.ts';
import { housekeepingJobs } from './housekeeping-jobs.ts';
import type { JobKind, JobServices } from './kinds.ts';
import { JobQueue, type JobQueueSettings } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests send jobs and read it). */
    jobs: JobQueue;
  }
}

/** Every kind of scheduled work the app does. */
export const appJobKinds: JobKind[] = [
  ...housekeepingJobs,
  ...messageJobs,
  dailyWorkKind(monthEndWork),
  dailyWorkKind(morningDigestWork),
  dailyWorkKind(recurringExpensesWork),
];

export interface JobQueueOptions {
  settings?: Partial<JobQueueSettings>;
  /** Kinds only tests register. */
  extraKinds?: JobKind[];
  /** The jobs' clock (tests move it to walk a library through a month). */
  clock?: () => Date;
}

/**
 * The app's job queue, started when the app is ready (after its routes, so a start failure stops
 * the start) and stopped when it closes (before the database: a running job may finish first).
 */
export function registerJobQueue(
  app: FastifyInstance,
  database: Database,
  services: JobServices,
  options: JobQueueOptions = {},
): JobQueue {
  const queue = new JobQueue(
    database,
    [...appJobKinds, ...(options.extraKinds ?? [])],
    app.log,
    { ...services, clock: options.clock ?? services.clock },
    options.settings,
  );
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
  return queue;
}
