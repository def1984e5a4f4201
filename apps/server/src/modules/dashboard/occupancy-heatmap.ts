import { daysBetween, holdSegments, minuteOfTime, shiftWindow, type THoldSegment } from '@studydesk/contract';

export type HeldSegment = { placeId: number } & THoldSegment;
export type HeatShift = { id: number; start_time: string; duration_minutes: number };

/** The heat map covers four weeks: each weekday four times. */
export const HEATMAP_DAYS = 28;

/**
 * How many of the 28 days from `from` fall on each weekday (Monday first) on or after `firstDay`:
 * 4 each when the library held seats before `from`, none when it never held one (null).
 */
export function countedWeekdays(from: string, firstDay: string | null): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  if (firstDay === null) return counts;
  const firstWeekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  for (let d = Math.max(0, daysBetween(from, firstDay)); d < HEATMAP_DAYS; d++) {
    const monday0 = (firstWeekday + d + 6) % 7;
    counts[monday0] = (counts[monday0] ?? 0) + 1;
  }
  return counts;
}

/**
 * Seats held per shift and weekday over the 28 days from `from`, summed over the four weeks: for
 * each day and shift, the seats some hold overlaps at a minute of the shift's window (overnight
 * spill included). Each hold is walked once per shift over the days it covers, with a mark per
 * (day, seat), instead of testing every hold against every day.
 */
export function seatsHeldByShiftAndWeekday(
  segments: HeldSegment[],
  shifts: HeatShift[],
  from: string,
): Map<string, number> {
  const seatIndex = new Map<number, number>();
  for (const s of segments) if (!seatIndex.has(s.placeId)) seatIndex.set(s.placeId, seatIndex.size);
  const seats = seatIndex.size;
  // Day offsets from `from`, computed once per hold rather than per day and shift.
  const spans = segments.map((s) => ({
    seat: seatIndex.get(s.placeId) ?? 0,
    first: daysBetween(from, s.fromDay),
    last: daysBetween(from, s.toDay),
    fromMinute: s.fromMinute,
    toMinute: s.toMinute,
  }));
  const firstWeekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  const held = new Map<string, number>();
  for (const shift of shifts) {
    // The shift's window on day 0; each part's offset in days (1 for the spill past midnight).
    const parts = holdSegments(shiftWindow(from, minuteOfTime(shift.start_time), shift.duration_minutes)).map(
      (w) => ({ ...w, offset: daysBetween(from, w.fromDay) }),
    );
    const marked = new Uint8Array(HEATMAP_DAYS * seats);
    const perDay = new Array<number>(HEATMAP_DAYS).fill(0);
    for (const h of spans) {
      for (const w of parts) {
        if (!(w.fromMinute < h.toMinute && h.fromMinute < w.toMinute)) continue;
        // Day d's part lies on day d + offset: it overlaps the hold when first <= d + offset <= last.
        const lastDay = Math.min(HEATMAP_DAYS - 1, h.last - w.offset);
        for (let d = Math.max(0, h.first - w.offset); d <= lastDay; d++) {
          const cell = d * seats + h.seat;
          if (marked[cell]) continue;
          marked[cell] = 1;
          perDay[d] = (perDay[d] ?? 0) + 1;
        }
      }
    }
    perDay.forEach((count, d) => {
      const weekday = ((firstWeekday + d + 6) % 7) + 1;
      const key = `${shift.id}:${weekday}`;
      held.set(key, (held.get(key) ?? 0) + count);
    });
  }
  return held;
}
