import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysLeft,
  expandPlaceLabels,
  formatDay,
  holdSegments,
  holdsOverlap,
  planValidity,
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
