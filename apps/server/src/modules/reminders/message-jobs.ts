import { dailyWorkKind } from '../../jobs/daily-work.ts';
import { type JobKind, jobKind } from '../../jobs/kinds.ts';
import { dunningWork } from './dunning.service.ts';
import { expiryNoticesKind } from './expiry-notices.ts';
import { deliverQueuedMessages } from './outbox.service.ts';

/**
 * Delivers what the outbox holds every minute (and once at start), and queues the plan end
 * notices (expiry-notices.ts). Delivering twice at once is safe (each takes different messages),
 * so a slow run overlapping the next needs no lock.
 */
export const messageJobs: JobKind[] = [
  jobKind({
    name: 'deliver-messages',
    cron: '* * * * *',
    atStart: true,
    retryLimit: 2,
    retryDelaySeconds: 30,
    backoff: true,
    expireInSeconds: 600,
    // The cut-off for a dead delivery is real time (the database stamps `attempted_at`), not the jobs' clock.
    run: (_data, { db, services }) => deliverQueuedMessages(db, services.messaging),
  }),
  expiryNoticesKind,
  // Reminds students who owe, at each library's own time of day (docs/reminders.md, Dunning).
  dailyWorkKind(dunningWork),
];
