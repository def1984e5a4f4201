import {
  addDays,
  DEFAULT_TIME_ZONE,
  daysLeft,
  type TAttendance,
  type TBookIssue,
  type TDues,
  type TRenewalEntry,
  type TSeatPlan,
} from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, ledgerEntries } from '../db/schema/index.ts';
import { buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../test/factories.ts';
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

  it("counts days from the library's today: dues overdue, renewals, a plan's days left, the week's books", async () => {
    for (const tz of [EARLY, LATE]) {
      await setTimeZone(tz);
      const today = todayIn(tz);
      const student = await buildStudent(lib.db, { admin: lib.admin });
      await lib.db.insert(ledgerEntries).values({
        adminId: lib.admin.id,
        studentId: student.id,
        entryType: 'charge',
        chargeKind: 'manual',
        amountPaise: 50_000,
        entryDate: addDays(today, -3),
      });
      const [seat] = await buildPlaces(lib.db, lib.admin, 'seat', [`Z-${tz}`]);
      const made = await lib.send('POST', '/api/auth/seat', {
        seat_number: seat?.label,
        price: 900,
        student_id: student.id,
        starts_on: addDays(today, -27),
      });
      expect(made.statusCode, made.body).toBe(201);
      const plan = made.json<TSeatPlan>();
      // Days left count today: the plan as saved, and in the renewals to chase.
      expect(plan.ends_on && plan.days_left, tz).toBe(plan.ends_on && daysLeft(plan.ends_on, today));
      const book = { student_id: student.id, book_title: `Atlas ${tz}`, issue_date: today };
      expect((await lib.send('POST', '/api/books', book)).statusCode).toBe(201);

      const dues = (await lib.send('GET', '/api/dues?limit=100')).json<TDues>();
      expect(dues.rows.find((r) => r.student_id === student.id)?.days_overdue, tz).toBe(3);
      const renewals = (await lib.send('GET', '/api/plans/renewals?list=expiring')).json<TRenewalEntry[]>();
      expect(renewals.find((r) => r.plan_id === plan.id)?.days_left, tz).toBe(plan.days_left);
      const week = (await lib.send('GET', '/api/books?days=1')).json<TBookIssue[]>();
      expect(
        week.map((b) => b.book_title),
        tz,
      ).toContain(`Atlas ${tz}`);
    }
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
