import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract';
import type { Db } from '../db/client.ts';
import { libraryTimeZone } from './tenancy.queries.ts';

/** The date (YYYY-MM-DD) and minute of the day now in a time zone. */
const nowIn = (timeZone: string) => dayAndMinute(new Date(), timeZone);

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

/**
 * The same for the signed-in user's library, from the time zone their session lookup read with
 * the account: no statement of its own.
 */
export function sessionNow(actor: { timeZone: string | null }) {
  const timeZone = actor.timeZone ?? DEFAULT_TIME_ZONE;
  return { timeZone, ...nowIn(timeZone) };
}

/** Today as YYYY-MM-DD in the signed-in user's library. */
export const sessionToday = (actor: { timeZone: string | null }) => sessionNow(actor).today;
