import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { libraryTimeZone } from '../tenancy/tenancy.queries.ts';
import type { JobQueue } from './queue.ts';

/** Milliseconds a time zone is ahead of UTC at an instant (India: 5 h 30). */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock date and time (YYYY-MM-DD, HH:MM or HH:MM:SS) happens in a time zone. */
export function localInstant(timeZone: string, date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0);
  // The offset at the guess, then at the answer (a guess across a daylight-saving change is an hour out).
  const first = wall - zoneOffsetMs(timeZone, new Date(wall));
  return new Date(wall - zoneOffsetMs(timeZone, new Date(first)));
}

const dateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

const addDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The next time it is `time` (HH:MM[:SS]) in a time zone after `now`: that local date and the instant. */
export function nextLocalTime(timeZone: string, time: string, now: Date): { date: string; at: Date } {
  const today = dateIn(timeZone, now);
  const at = localInstant(timeZone, today, time);
  if (at.getTime() > now.getTime()) return { date: today, at };
  const tomorrow = addDay(today);
  return { date: tomorrow, at: localInstant(timeZone, tomorrow, time) };
}

/** A UUID named by a text: the same work (kind, library, day) always gets the same job id. */
export function jobIdFor(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  // Laid out as a version-8 (custom) UUID with the RFC variant bits.
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface LibraryWork {
  /** The job kind (registered with the queue). */
  kind: string;
  libraryId: number;
  /** The library's wall-clock time, HH:MM (or HH:MM:SS), in its own time zone (admins.timezone; India's by default). */
  localTime: string;
  data?: Record<string, unknown>;
  now?: Date;
}

/**
 * Schedules a library's work at its next local `localTime`, once: the job's id is named by kind,
 * library and local date, so any number of instances (or calls) asking for the same day add one
 * job. The job's data carries `libraryId` and `localDate`, which its handler keys its effect with.
 * Null when the library is gone.
 */
export async function scheduleForLibrary(db: Db, queue: JobQueue, work: LibraryWork) {
  const timeZone = await libraryTimeZone(db, work.libraryId);
  if (timeZone === null) return null;
  const next = nextLocalTime(timeZone, work.localTime, work.now ?? new Date());
  const id = jobIdFor(`${work.kind}:${work.libraryId}:${next.date}`);
  const added = await queue.send(
    work.kind,
    { ...work.data, libraryId: work.libraryId, localDate: next.date },
    { id, startAfter: next.at },
  );
  return { id, added: added !== null, timeZone, localDate: next.date, at: next.at };
}
