import { sweepThrottles } from '../auth/login-throttle.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { sweepIdempotencyKeys } from '../http/idempotency.ts';
import { sweepWebhookReceipts } from '../modules/reminders/whatsapp-webhook.service.ts';
import { type JobKind, jobKind } from './kinds.ts';

/**
 * Rows past their time, deleted on a schedule and once at each start. Each sweep is one
 * idempotent DELETE: a sweep run twice deletes nothing the second time.
 */
const sweep = (name: string, cron: string, run: JobKind['run']) =>
  jobKind({
    name,
    cron,
    atStart: true,
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    expireInSeconds: 300,
    run,
  });

export const housekeepingJobs: JobKind[] = [
  sweep('sweep-throttles', '*/10 * * * *', (_data, { db }) => sweepThrottles(db)),
  sweep('sweep-sessions', '7 * * * *', (_data, { db }) => deleteExpiredSessions(db)),
  sweep('sweep-idempotency-keys', '37 * * * *', (_data, { db }) => sweepIdempotencyKeys(db)),
  sweep('sweep-webhook-receipts', '17 */6 * * *', (_data, { db }) => sweepWebhookReceipts(db)),
];
