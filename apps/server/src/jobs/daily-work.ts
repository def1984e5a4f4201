import { dayAndMinute } from '@studydesk/contract';
import { librariesAfter } from '../tenancy/tenancy.queries.ts';
import { type JobContext, type JobKind, jobKind } from './kinds.ts';

/** One library's day as its daily work sees it. */
export interface LibraryDay {
  libraryId: number;
  timeZone: string;
  /** The library's date (YYYY-MM-DD) and minute of the day at `now`. */
  date: string;
  minute: number;
  now: Date;
}

/**
 * Work every library gets each day at its own wall-clock time: reminders, notices, the morning
 * digest. The walk wakes every few minutes and visits the libraries whose time of day is inside
 * [from, until); a library outside it (night, or the server was down all day) is left for its next
 * window, never caught up at night. A visit happens many times a day (each wake, each instance, a
 * run again after a kill), so what `forLibrary` does must be keyed (`doOnce`) by what it is for:
 * the student, the day, the step.
 */
export interface DailyWork {
  /** The job kind's name; also the first part of its effects' keys. */
  name: string;
  /** Library time HH:MM the window opens and closes (closing time excluded). */
  from: string;
  until: string;
  forLibrary(day: LibraryDay, ctx: JobContext): Promise<void>;
}

const PAGE = 500;
const minuteOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Visits every library inside the work's window at `now` (the jobs' clock by default). One
 * library's failure does not stop the others; the walk then fails, so the job is tried again and
 * the keyed effects already done are skipped.
 */
export async function runDailyWork(
  work: DailyWork,
  ctx: JobContext,
  now: Date = ctx.services.clock(),
): Promise<{ visited: number; failed: number }> {
  const from = minuteOf(work.from);
  const until = minuteOf(work.until);
  let visited = 0;
  let failed = 0;
  let after = 0;
  for (;;) {
    const page = await librariesAfter(ctx.db, after, PAGE);
    for (const library of page) {
      const { today, minute } = dayAndMinute(now, library.timeZone);
      if (minute < from || minute >= until) continue;
      visited++;
      try {
        await work.forLibrary(
          { libraryId: library.id, timeZone: library.timeZone, date: today, minute, now },
          ctx,
        );
      } catch (err) {
        failed++;
        ctx.log.warn({ err, job: work.name, libraryId: library.id }, 'daily work failed for a library');
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id ?? after;
  }
  if (failed > 0) throw new Error(`${work.name}: ${failed} of ${visited} libraries failed`);
  return { visited, failed };
}

/** The job kind that runs a daily work every ten minutes (on one instance at a time). */
export const dailyWorkKind = (work: DailyWork): JobKind =>
  jobKind({
    name: work.name,
    cron: '*/10 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    backoff: true,
    expireInSeconds: 15 * 60,
    run: (_data, ctx) => runDailyWork(work, ctx),
  });
