import type { TLanguage } from './languages.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months as Intl's 'hi-IN' writes them short ('26 दिस॰ 2026'), fixed here so every browser agrees. */
const HINDI_MONTHS = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'];
const MONTHS_OF: Record<TLanguage, string[]> = { en: MONTHS, hi: HINDI_MONTHS };

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partFormatter(timeZone: string) {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Seat and locker labels in the order people count them: A2 before A10. */
export const compareLabels = new Intl.Collator('en', { numeric: true }).compare;

/**
 * Labels of letters, digits, spaces and - . / ('A12', 'S-1', 'G 1/2'): their order by sort key is
 * compareLabels' own (the collator, too, puts those four marks before digits, in that order).
 */
const PLAIN_LABEL = /^[A-Za-z0-9 ./-]*$/;
/** A plain label's key: lower case, every run of digits as a number of 16 places. */
const makeLabelKey = (label: string) =>
  label.toLowerCase().replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(16, '0'));

/**
 * Rows in compareLabels' order, each label's key made once: the collator's compare, called
 * n log n times, was most of the occupancy map's time for a library of 500 seats. Labels with
 * other characters are compared by the collator.
 */
export function sortByLabel<T>(rows: readonly T[], labelOf: (row: T) => string): T[] {
  const keyed = rows.map((row) => ({ row, label: labelOf(row), key: '' }));
  const plain = keyed.every((k) => PLAIN_LABEL.test(k.label));
  if (plain) for (const k of keyed) k.key = makeLabelKey(k.label);
  keyed.sort((a, b) => {
    if (plain && a.key !== b.key) return a.key < b.key ? -1 : 1;
    // Labels the collator calls equal ("A01" and "A1"): by their characters, so that the order
    // does not depend on the order rows came in.
    return compareLabels(a.label, b.label) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  });
  return keyed.map((k) => k.row);
}

function partsOf(value: string | Date, timeZone: string) {
  const parts = partFormatter(timeZone).formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The calendar day ('YYYY-MM-DD') and the minute of that day (0 to 1439) of a moment in a time zone. */
export function dayAndMinute(moment: Date, timeZone: string): { today: string; minute: number } {
  const { year, month, day, hour, minute } = partsOf(moment, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { today: `${year}-${two(month)}-${two(day)}`, minute: hour * 60 + minute };
}

const isCalendarDate = (value: string | Date): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A day as StudyDesk shows it everywhere: '23 Nov 2026' (in Hindi '23 नव॰ 2026'), whatever the
 * browser's locale. A calendar date ('2026-11-23') is shown as is; a timestamp is read in the
 * institute's time zone.
 */
export function formatDate(
  value: string | Date,
  timeZone = DEFAULT_TIME_ZONE,
  language: TLanguage = 'en',
): string {
  const [year, month, day] = isCalendarDate(value)
    ? (value.split('-').map(Number) as [number, number, number])
    : (({ year, month, day }) => [year, month, day])(partsOf(value, timeZone));
  return `${String(day).padStart(2, '0')} ${MONTHS_OF[language][month - 1]} ${year}`;
}

/** A moment as StudyDesk shows it everywhere: '23 Nov 2026, 14:05' (24-hour clock). */
export function formatDateTime(
  value: string | Date,
  timeZone = DEFAULT_TIME_ZONE,
  language: TLanguage = 'en',
): string {
  const { hour, minute } = partsOf(value, timeZone);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return `${formatDate(value, timeZone, language)}, ${time}`;
}

/**
 * Reads a day typed as '23 Nov 2026' (the app's format, any letter case, or its Hindi '23 नव॰ 2026')
 * or '2026-11-23'; returns 'YYYY-MM-DD', or null when it is not a real calendar day.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const shown = /^(\d{1,2})\s+(\S+)\s+(\d{4})$/.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (shown) {
    const name = (shown[2] ?? '').toLowerCase();
    const index = MONTHS.findIndex((m) => m.toLowerCase() === name);
    month = (index >= 0 ? index : HINDI_MONTHS.indexOf(name)) + 1;
    [year, day] = [Number(shown[3]), Number(shown[1])];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = month >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
}

/** Days a free-text duration covers: '30 Days' -> 30, '3 months' -> 90, '6 hr' -> 1; default 30. */
export function durationDays(text: string): number {
  const m = /^\s*(\d{1,4})\s*([a-z]*)/i.exec(text);
  if (!m?.[1]) return 30;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  if (unit.startsWith('month')) return Math.max(1, n * 30);
  if (unit.startsWith('year')) return Math.max(1, n * 365);
  if (unit.startsWith('h') || unit.startsWith('min')) return 1;
  return Math.max(1, n);
}

/** The longest a plan may run: ten years. */
export const MAX_PLAN_DAYS = 3660;
