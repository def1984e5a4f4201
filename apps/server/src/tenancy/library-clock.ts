import { DEFAULT_TIME_ZONE } from '@studydesk/contract';
import type { Db } from '../db/client.ts';
import { libraryTimeZone } from './tenancy.queries.ts';

/** One formatter per time zone (building one costs far more than using it). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The date (YYYY-MM-DD) and minute of the day now in a time zone. */
function nowIn(timeZone: string) {
  const parts = clockIn(timeZone).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    today: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Today as YYYY-MM-DD in a time zone. */
export const todayIn = (timeZone: string) => nowIn(timeZone).today;

/** Today as YYYY-MM-DD in the library's time zone. */
export async function libraryToday(db: Db, adminId: number): Promise<string> {
  return todayIn((await libraryTimeZone(db, adminId)) ?? DEFAULT_TIME_ZONE);
}

/** The library's time zone, today's date there and the minute of its day now. */
export async function libraryNow(db: Db, adminId: number) {
  const timeZone = (await libraryTimeZone(db, adminId)) ?? DEFAULT_TIME_ZONE;
  return { timeZone, ...nowIn(timeZone) };
}
