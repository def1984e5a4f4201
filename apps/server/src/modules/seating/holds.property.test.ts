import { addDays, MINUTES_PER_DAY, type TShift, timeOfMinute } from '@studydesk/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildPlaces, buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/**
 * The seat ledger against brute force: random shifts (overnight and 24 h included) and random
 * holds from both writing channels (an admin's seat plan, a desk booking) on one seat; the
 * database must accept a hold exactly when a minute-by-minute check finds it free.
 */
const t = useLibrary();
let today: string;
let studentIds: number[];
const shiftIds = new Map<string, number>();
let seatNo = 0;

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
  studentIds = (await Promise.all([1, 2, 3].map(() => buildStudent(t.db, { admin: t.admin })))).map(
    (s) => s.id,
  );
});

const send = (url: string, payload: object) => t.send('POST', url, payload);

/** A shift of the library with that start and length, made once. */
async function shiftFor(start: number, minutes: number): Promise<number | null> {
  if (minutes === MINUTES_PER_DAY && start === 0) return null; // the whole day: no shift
  const key = `${start}/${minutes}`;
  const known = shiftIds.get(key);
  if (known) return known;
  const res = await send('/api/shifts', {
    name: `Shift ${key}`,
    start_time: timeOfMinute(start),
    end_time: timeOfMinute(start + minutes),
  });
  const id = res.json<TShift>().id;
  shiftIds.set(key, id);
  return id;
}

const ZERO = Date.parse('2000-01-01T00:00:00Z');
/** Every real minute a hold covers, counted from a fixed origin. */
function minutesOf(firstDay: string, days: number, start: number, length: number): Set<number> {
  const out = new Set<number>();
  const base = Math.round((Date.parse(`${firstDay}T00:00:00Z`) - ZERO) / 60_000);
  for (let d = 0; d < days; d++) {
    for (let m = 0; m < length; m++) out.add(base + d * MINUTES_PER_DAY + start + m);
  }
  return out;
}

// Starts on quarter hours, lengths up to 24 h; a quarter of them the whole day.
const arbShift = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ start: 0, minutes: MINUTES_PER_DAY }) },
  {
    weight: 3,
    arbitrary: fc.record({
      start: fc.integer({ min: 0, max: 95 }).map((q) => q * 15),
      minutes: fc.integer({ min: 1, max: 96 }).map((q) => q * 15),
    }),
  },
);
const arbHold = fc.record({
  channel: fc.constantFrom('plan', 'booking'),
  shift: arbShift,
  firstDay: fc.integer({ min: 1, max: 6 }),
  days: fc.integer({ min: 1, max: 4 }),
  student: fc.integer({ min: 0, max: 2 }),
});

describe('the seat ledger against a minute-by-minute check', () => {
  it('accepts a hold if and only if no accepted hold shares a minute with it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbHold, { minLength: 2, maxLength: 7 }), async (attempts) => {
        seatNo += 1;
        const seat = `P${seatNo}`;
        await buildPlaces(t.db, t.admin, 'seat', [seat]);
        const taken = new Set<number>();
        for (const h of attempts) {
          const shiftId = await shiftFor(h.shift.start, h.shift.minutes);
          const firstDay = addDays(today, h.firstDay);
          // A booking holds one day; a plan holds `days` days.
          const days = h.channel === 'booking' ? 1 : h.days;
          const res =
            h.channel === 'booking'
              ? await send('/api/staff/seat-bookings', {
                  seat_number: seat,
                  date: firstDay,
                  shift_id: shiftId,
                })
              : await send('/api/auth/seat', {
                  seat_number: seat,
                  shift_id: shiftId,
                  price: 100,
                  duration: `${days} Days`,
                  student_id: studentIds[h.student],
                  starts_on: firstDay,
                });
          const wanted = minutesOf(firstDay, days, h.shift.start, h.shift.minutes);
          const free = [...wanted].every((m) => !taken.has(m));
          expect([res.statusCode, free]).toEqual([free ? 201 : 409, free]);
          if (free) for (const m of wanted) taken.add(m);
        }
      }),
      { numRuns: 40 },
    );
    // 40 runs of up to 7 holds each: seconds alone, far longer on a busy machine.
  }, 180_000);
});
