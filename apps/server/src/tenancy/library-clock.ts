import { DEFAULT_TIME_ZONE } from '@studydesk/contract';
import type { Db } from '../db/client.ts';
import { libraryTimeZone } from './tenancy.queries.ts';

/** Today as YYYY-MM-DD in a time zone. */
export const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** Today as YYYY-MM-DD in the library's time zone. */
export async function libraryToday(db: Db, adminId: number): Promise<string> {
  return todayIn((await libraryTimeZone(db, adminId)) ?? DEFAULT_TIME_ZONE);
}

/** The library's time zone, today's date there and the minute of its day now. */
export async function libraryNow(db: Db, adminId: number) {
  const timeZone = (await libraryTimeZone(db, adminId)) ?? DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const today = `${part('year')}-${part('month')}-${part('day')}`;
  return { timeZone, today, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}
