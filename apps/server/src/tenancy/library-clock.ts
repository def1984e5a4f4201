import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract';
import type { Db } from '../db/client.ts';
import { libraryTimeZone } from './tenancy.queries.ts';

/** The date (YYYY-MM-DD) and minute of the day now in a time zone. */
const nowIn = (timeZone: string) => dayAndMinute(new Date(), timeZone);

/** Today as YYYY-MM-DD in a time zone. */
export const todayIn = (timeZone: string) => nowIn(timeZone).today;

/** A library's time zone (India's when none is known), today's date there and the minute of its day now. */
function nowInLibrary(libraryZone: string | null) {
  const timeZone = libraryZone ?? DEFAULT_TIME_ZONE;
  return { timeZone, ...nowIn(timeZone) };
}

/** Now in a library, its time zone read from the database. */
export async function libraryNow(db: Db, adminId: number) {
  return nowInLibrary(await libraryTimeZone(db, adminId));
}

/** Today as YYYY-MM-DD in a library, its time zone read from the database. */
export async function libraryToday(db: Db, adminId: number): Promise<string> {
  return (await libraryNow(db, adminId)).today;
}

/**
 * Now in the signed-in user's library, from the time zone their session lookup read with the
 * account: no statement of its own. Authentication takes the request's today from it once
 * (`actor.today`); a screen that also needs the minute (the homes, the cockpit) calls it once.
 */
export const sessionNow = (actor: { timeZone: string | null }) => nowInLibrary(actor.timeZone);
