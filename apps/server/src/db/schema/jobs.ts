import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What scheduled jobs did, by key (jobs/once.ts): a job run twice finds its key and does it once. */
export const jobEffects = pgTable(
  'job_effects',
  {
    key: text('key').primaryKey(),
    job: text('job').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_effects_done_idx').on(t.doneAt)],
);
