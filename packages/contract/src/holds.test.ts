import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysLeft,
  expandPlaceLabels,
  formatDay,
  holdSegments,
  holdsOverlap,
  MINUTES_PER_DAY,
  planValidity,
  windowWithout,
} from './holds.ts';

describe('days between dates', () => {
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('count calendar days across months, leap years and the year end, read again from memory', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    fc.assert(
      fc.property(day, day, (from, to) => {
        const expected = Math.round(
          (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000,
        );
        // Twice: the second answer comes from the memo.
        return daysBetween(from, to) === expected && daysBetween(from, to) === expected;
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('hold segments', () => {
  it('split an overnight window at midnight onto the following days', () => {
    expect(
      holdSegments({ startsOn: '2026-11-28', endsOn: '2026-11-28', startMinute: 1200, endMinute: 1800 }),
    ).toEqual([
      { fromDay: '2026-11-28', toDay: '2026-11-28', fromMinute: 1200, toMinute: 1440 },
      { fromDay: '2026-11-29', toDay: '2026-11-29', fromMinute: 0, toMinute: 360 },
    ]);
    const night = { startsOn: '2026-11-28', endsOn: '2026-11-28', startMinute: 1200, endMinute: 1800 };
    const early = { startsOn: '2026-11-29', endsOn: '2026-11-29', startMinute: 240, endMinute: 480 };
    expect(holdsOverlap(night, early)).toBe(true);
    expect(holdsOverlap(night, { ...early, startMinute: 360 })).toBe(false);
  });
});

describe('a window less released days', () => {
  const ORIGIN = Date.parse('2026-01-01T00:00:00Z');
  const dayIndex = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - ORIGIN) / 86_400_000);
  /** Every real minute the segments cover, counted from the origin. */
  const minutesOfSegments = (segments: ReturnType<typeof holdSegments>) => {
    const out = new Set<number>();
    for (const s of segments) {
      for (let d = dayIndex(s.fromDay); d <= dayIndex(s.toDay); d++) {
        for (let m = s.fromMinute; m < s.toMinute; m++) out.add(d * MINUTES_PER_DAY + m);
      }
    }
    return out;
  };
  const date = (n: number) => new Date(ORIGIN + n * 86_400_000).toISOString().slice(0, 10);

  it('keeps every minute of the window but the shifts that start on a released day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
        fc.integer({ min: 1, max: 96 }).map((q) => q * 15),
        fc.array(fc.integer({ min: -2, max: 20 }), { maxLength: 5 }),
        (first, length, start, minutes, released) => {
          const w = {
            startsOn: date(first),
            endsOn: date(first + length),
            startMinute: start,
            endMinute: start + minutes,
          };
          const kept = minutesOfSegments(windowWithout(w, released.map(date)).flatMap(holdSegments));
          const expected = new Set<number>();
          for (let d = first; d <= first + length; d++) {
            if (released.includes(d)) continue;
            for (let m = start; m < start + minutes; m++) expected.add(d * MINUTES_PER_DAY + m);
          }
          expect([...kept].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits around a day, and leaves nothing of a one-day window released', () => {
    const w = { startsOn: '2026-11-01', endsOn: '2026-11-30', startMinute: 480, endMinute: 840 };
    expect(windowWithout(w, ['2026-11-10'])).toEqual([
      { ...w, endsOn: '2026-11-09' },
      { ...w, startsOn: '2026-11-11' },
    ]);
    expect(windowWithout(w, ['2026-10-31', '2026-12-01'])).toEqual([w]);
    expect(windowWithout({ ...w, endsOn: '2026-11-01' }, ['2026-11-01'])).toEqual([]);
  });
});

describe('place labels', () => {
  it('expand ranges and lists the way owners type them', () => {
    expect(expandPlaceLabels('A1–A3, B7')).toEqual(['A1', 'A2', 'A3', 'B7']);
    expect(expandPlaceLabels('1-80')).toHaveLength(80);
    expect(() => expandPlaceLabels('A1-B3')).toThrow('both ends of a range need the same prefix');
    expect(() => expandPlaceLabels('A1, a1')).toThrow("'a1' is listed twice.");
    expect(() => expandPlaceLabels('1-5000')).toThrow('At most 1000 at a time.');
    expect(() => expandPlaceLabels(' , ')).toThrow("Enter seat numbers such as 'A1-A40' or '1-80'.");
  });
});

describe('plan validity', () => {
  it('follows the dates', () => {
    expect(planValidity('2026-12-01', '2026-12-30', '2026-11-23')).toBe('Upcoming');
    expect(planValidity('2026-11-01', '2026-12-30', '2026-11-23')).toBe('Active');
    expect(planValidity('2026-11-01', '2026-11-29', '2026-11-23')).toBe('Expiring');
    expect(planValidity('2026-11-01', '2026-11-22', '2026-11-23')).toBe('Expired');
    expect(daysLeft('2026-11-23', '2026-11-23')).toBe(1);
    expect(formatDay('2026-11-03')).toBe('3 Nov 2026');
  });
});
