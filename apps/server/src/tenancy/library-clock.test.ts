import { DEFAULT_TIME_ZONE, type TAttendance } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../db/schema/index.ts';
import { buildStudent, DEFAULT_PASSWORD } from '../test/factories.ts';
import { useLibrary } from '../test/library-fixture.ts';
import { todayIn } from './library-clock.ts';

const lib = useLibrary({ staff: true, seats: ['A1'] });

// A day apart at every hour (UTC+14 and UTC-11): a screen showing India's today, or a today read
// before the change, fails for at least one of the two.
const EARLY = 'Pacific/Kiritimati';
const LATE = 'Pacific/Pago_Pago';

const setTimeZone = (tz: string) =>
  lib.db.update(admins).set({ timezone: tz }).where(eq(admins.id, lib.admin.id));

async function todayShown(url: string, token: string, field: 'date' | 'today') {
  const res = await lib.send('GET', url, undefined, token);
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, string>>()[field];
}

describe("a library's today (the time zone read with the session)", () => {
  it("is the library's own on every screen of today, for owner, desk and student, and follows a change at once", async () => {
    const student = await buildStudent(lib.db, { admin: lib.admin });
    const studentToken = await lib.login('student', student.email, DEFAULT_PASSWORD);
    for (const tz of [EARLY, LATE]) {
      await setTimeZone(tz);
      const today = todayIn(tz);
      expect(await todayShown('/api/auth/seat/occupancy', lib.token, 'date')).toBe(today);
      expect(await todayShown('/api/auth/seat/occupancy', studentToken, 'date')).toBe(today);
      expect(await todayShown('/api/auth/seat/occupancy/grid', lib.staffToken, 'date')).toBe(today);
      expect(await todayShown('/api/dashboard/cockpit', lib.token, 'today')).toBe(today);
      expect(await todayShown('/api/dashboard/staff', lib.staffToken, 'today')).toBe(today);
      expect(await todayShown('/api/dashboard/student', studentToken, 'today')).toBe(today);
    }
    expect(todayIn(EARLY)).not.toBe(todayIn(LATE));
  });

  it("a check-in marks the student present on the library's today", async () => {
    // Of two zones a day apart one always has another date than India's (the default).
    const tz = todayIn(EARLY) !== todayIn(DEFAULT_TIME_ZONE) ? EARLY : LATE;
    await setTimeZone(tz);
    const student = await buildStudent(lib.db, { admin: lib.admin });
    const checkIn = await lib.send('POST', '/api/checkin/checkin', { user_id: student.id }, lib.staffToken);
    expect(checkIn.statusCode).toBe(201);
    const marks = (await lib.send('GET', '/api/attendance?limit=50')).json<TAttendance[]>();
    expect(marks.find((m) => m.student_id === student.id)).toMatchObject({
      date: todayIn(tz),
      status: 'Present',
    });
  });

  it('a date asked for wins over today', async () => {
    const res = await lib.send('GET', '/api/auth/seat/occupancy?date=2026-01-15');
    expect(res.json<{ date: string }>().date).toBe('2026-01-15');
  });
});
