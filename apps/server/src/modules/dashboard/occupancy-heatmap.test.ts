import {
  addDays,
  holdSegments,
  MINUTES_PER_DAY,
  minuteOfTime,
  segmentsOverlap,
  shiftWindow,
  timeOfMinute,
} from '@studydesk/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HEATMAP_DAYS,
  type HeatShift,
  type HeldSegment,
  seatsHeldByShiftAndWeekday,
} from './occupancy-heatmap.ts';

/** The plain reading of the heat map: every day of every shift against every hold. */
function byBruteForce(segments: HeldSegment[], shifts: HeatShift[], from: string) {
  const held = new Map<string, number>();
  for (const s of shifts) {
    for (let i = 0; i < HEATMAP_DAYS; i++) {
      const day = addDays(from, i);
      const windows = holdSegments(shiftWindow(day, minuteOfTime(s.start_time), s.duration_minutes));
      const seats = new Set(
        segments.filter((h) => windows.some((w) => segmentsOverlap(w, h))).map((h) => h.placeId),
      );
      const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      held.set(`${s.id}:${weekday}`, (held.get(`${s.id}:${weekday}`) ?? 0) + seats.size);
    }
  }
  return held;
}

const FROM = '2026-10-30';
const day = fc.integer({ min: -40, max: 40 }).map((n) => addDays(FROM, n));
const segment = fc
  .record({
    placeId: fc.integer({ min: 1, max: 6 }),
    a: day,
    b: day,
    m1: fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }),
    m2: fc.integer({ min: 1, max: MINUTES_PER_DAY }),
  })
  .filter((r) => r.m1 < r.m2)
  .map(({ placeId, a, b, m1, m2 }) => ({
    placeId,
    fromDay: a < b ? a : b,
    toDay: a < b ? b : a,
    fromMinute: m1,
    toMinute: m2,
  }));
const shift = fc
  .record({
    id: fc.integer({ min: 1, max: 4 }),
    start: fc.integer({ min: 0, max: 47 }).map((n) => n * 30),
    hours: fc.integer({ min: 1, max: 24 }),
  })
  .map(({ id, start, hours }) => ({ id, start_time: timeOfMinute(start), duration_minutes: hours * 60 }));

describe('occupancy heat map', () => {
  it('counts the same seats per shift and weekday as checking every day against every hold', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 25 }),
        fc.uniqueArray(shift, { selector: (s) => s.id, maxLength: 4 }),
        (segments, shifts) => {
          expect(seatsHeldByShiftAndWeekday(segments, shifts, FROM)).toEqual(
            byBruteForce(segments, shifts, FROM),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a seat once per day when two holds of it overlap the same shift', () => {
    const twice: HeldSegment[] = [
      { placeId: 7, fromDay: FROM, toDay: addDays(FROM, 27), fromMinute: 480, toMinute: 600 },
      { placeId: 7, fromDay: FROM, toDay: addDays(FROM, 27), fromMinute: 540, toMinute: 720 },
    ];
    const held = seatsHeldByShiftAndWeekday(
      twice,
      [{ id: 1, start_time: '08:00', duration_minutes: 360 }],
      FROM,
    );
    // Every weekday four times, one seat each time.
    expect([...held.values()]).toEqual([4, 4, 4, 4, 4, 4, 4]);
  });
});
