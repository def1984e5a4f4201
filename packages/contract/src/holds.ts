/**
 * The seat ledger's arithmetic, shared by the server (writing holds), the web (the shift grid)
 * and tests (the brute-force check). Dates are 'YYYY-MM-DD' in the institute's time zone;
 * minutes count from that day's midnight, and a window's end may pass 1440 (overnight).
 */
import { memoized } from './memo.ts';

export const MINUTES_PER_DAY = 1440;

/** A place held every day from `startsOn` to `endsOn` (inclusive) for minutes [startMinute, endMinute). */
export interface THoldWindow {
  startsOn: string;
  endsOn: string;
  startMinute: number;
  endMinute: number;
}

/** One calendar-day segment: days [fromDay, toDay] inclusive, minutes [fromMinute, toMinute). */
export interface THoldSegment {
  fromDay: string;
  toDay: string;
  fromMinute: number;
  toMinute: number;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Days since 1970-01-01 of dates read before ('YYYY-MM-DD'): the cockpit's heat map asks for two per
 * seat hold, and parsing the same few hundred dates again was a twentieth of its time. The memo
 * forgets everything past 10,000 dates.
 */
const dayNumber = memoized((date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000, 10_000);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/**
 * A hold as calendar-day segments: [start, min(end, 1440)) on each day, and the part of an
 * overnight window past midnight, [0, end - 1440), on each following day.
 */
export function holdSegments(w: THoldWindow): THoldSegment[] {
  const out: THoldSegment[] = [
    {
      fromDay: w.startsOn,
      toDay: w.endsOn,
      fromMinute: w.startMinute,
      toMinute: Math.min(w.endMinute, MINUTES_PER_DAY),
    },
  ];
  if (w.endMinute > MINUTES_PER_DAY) {
    out.push({
      fromDay: addDays(w.startsOn, 1),
      toDay: addDays(w.endsOn, 1),
      fromMinute: 0,
      toMinute: w.endMinute - MINUTES_PER_DAY,
    });
  }
  return out;
}

/**
 * A window less some of its days (days given back for one day each, such as a no-show's seat the
 * desk booked for someone else): the runs of days left, in order. A released day takes its whole
 * shift, the part past midnight included, because holdSegments splits each run on its own.
 */
export function windowWithout(w: THoldWindow, days: readonly string[]): THoldWindow[] {
  const out: THoldWindow[] = [];
  let from = w.startsOn;
  for (const day of [...new Set(days)].sort()) {
    if (day < from || day > w.endsOn) continue;
    if (day > from) out.push({ ...w, startsOn: from, endsOn: addDays(day, -1) });
    from = addDays(day, 1);
  }
  if (from <= w.endsOn) out.push({ ...w, startsOn: from, endsOn: w.endsOn });
  return out;
}

/** Whether two segments share a day and a minute. */
export function segmentsOverlap(a: THoldSegment, b: THoldSegment): boolean {
  return (
    a.fromDay <= b.toDay && b.fromDay <= a.toDay && a.fromMinute < b.toMinute && b.fromMinute < a.toMinute
  );
}

/** Whether two holds of one place overlap at some real minute. */
export function holdsOverlap(a: THoldWindow, b: THoldWindow): boolean {
  return holdSegments(a).some((x) => holdSegments(b).some((y) => segmentsOverlap(x, y)));
}

/** The window of a shift on one date, as a hold of that single day. */
export function shiftWindow(date: string, startMinute: number, durationMinutes: number): THoldWindow {
  return { startsOn: date, endsOn: date, startMinute, endMinute: startMinute + durationMinutes };
}

/** Minutes since midnight of an 'HH:MM[:SS]' time. */
export const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'HH:MM' of minutes since midnight (wrapping past 24:00). */
export function timeOfMinute(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Where a plan stands on `today`: not begun, running, ending within 7 days, or over. */
export type TValidity = 'Upcoming' | 'Active' | 'Expiring' | 'Expired';
export const EXPIRING_WITHIN_DAYS = 7;

export function planValidity(startsOn: string | null, endsOn: string | null, today: string): TValidity {
  if (startsOn && startsOn > today) return 'Upcoming';
  if (!endsOn) return 'Active';
  const left = daysBetween(today, endsOn);
  if (left < 0) return 'Expired';
  return left < EXPIRING_WITHIN_DAYS ? 'Expiring' : 'Active';
}

/** Days left including today (0 once over); null for an open-ended plan. */
export function daysLeft(endsOn: string | null, today: string): number | null {
  return endsOn ? Math.max(0, daysBetween(today, endsOn) + 1) : null;
}

const MAX_BULK_PLACES = 1000;

/**
 * Seat or locker labels from what an owner types: 'A1-A40', '1–80', 'B1-B5, C7' (ranges with a
 * hyphen or en dash, separated by commas, line breaks or tabs). Throws with a message a person can act on.
 */
export function expandPlaceLabels(input: string): string[] {
  const out: string[] = [];
  for (const raw of input.split(/[,\n\t]/)) {
    const part = raw.trim();
    if (!part) continue;
    const range = /^([A-Za-z]*[-\s]?)(\d{1,5})\s*[-–—]\s*([A-Za-z]*[-\s]?)(\d{1,5})$/.exec(part);
    if (range) {
      const [, prefixA = '', fromText = '', prefixB = '', toText = ''] = range;
      const prefix = prefixA.trim();
      if (prefixB.trim() && prefixB.trim().toLowerCase() !== prefix.toLowerCase()) {
        throw new Error(`'${part}': both ends of a range need the same prefix.`);
      }
      const from = Number(fromText);
      const to = Number(toText);
      if (to < from) throw new Error(`'${part}': the range runs backwards.`);
      if (to - from + 1 > MAX_BULK_PLACES) throw new Error(`At most ${MAX_BULK_PLACES} at a time.`);
      for (let n = from; n <= to; n++) out.push(`${prefixA.replace(/\s/g, '')}${n}`);
    } else {
      if (part.length > 20) throw new Error(`'${part.slice(0, 20)}…' is longer than 20 characters.`);
      out.push(part);
    }
    if (out.length > MAX_BULK_PLACES) throw new Error(`At most ${MAX_BULK_PLACES} at a time.`);
  }
  const seen = new Set<string>();
  for (const label of out) {
    const key = label.toLowerCase();
    if (seen.has(key)) throw new Error(`'${label}' is listed twice.`);
    seen.add(key);
  }
  if (out.length === 0) throw new Error("Enter seat numbers such as 'A1-A40' or '1-80'.");
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '23 Nov 2026' for '2026-11-23', whatever the reader's locale. */
export function formatDay(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? '?'} ${y}`;
}
