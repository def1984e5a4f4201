import type {
  TAttendance,
  TOccupancyGrid,
  TPlace,
  TRenewalEntry,
  TSeatBooking,
  TSeatPlan,
  TShift,
} from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendance, auditLog } from '../../db/schema/index.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/** The seat ledger, as the owner, the desk and the student meet it (issue: one seat, one student). */
const t = useLibrary({ staff: true, seats: ['31', '32', '33', '34', '35', '36', '37', '38'] });
const { send } = t;
let today: string;
let night: TShift;
let early: TShift;

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
  night = (
    await send('POST', '/api/shifts', { name: 'Night', start_time: '20:00', end_time: '06:00' })
  ).json<TShift>();
  early = (
    await send('POST', '/api/shifts', { name: 'Early', start_time: '04:00', end_time: '08:00' })
  ).json<TShift>();
});

const day = (n: number) => addDays(today, n);

/** A 30-day plan of `seat` at ₹1,000 for the student, from `startsOn`. */
const monthlySeat = async (seat: string, studentId: number, startsOn: string) =>
  (
    await send('POST', '/api/auth/seat', {
      seat_number: seat,
      price: 1000,
      student_id: studentId,
      starts_on: startsOn,
      duration: '30 Days',
    })
  ).json<TSeatPlan>();

describe('overnight shifts', () => {
  it('refuse an early shift on the morning an overnight plan spills into', async () => {
    const a = await buildStudent(t.db, { admin: t.admin });
    const b = await buildStudent(t.db, { admin: t.admin });
    const first = await send('POST', '/api/auth/seat', {
      seat_number: '31',
      shift_id: night.id,
      duration: '1 Days',
      price: 500,
      student_id: a.id,
      starts_on: day(5),
    });
    expect(first.statusCode).toBe(201);
    const clash = await send('POST', '/api/auth/seat', {
      seat_number: '31',
      shift_id: early.id,
      duration: '1 Days',
      price: 500,
      student_id: b.id,
      starts_on: day(6),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(
      /^Seat 31 is already taken at that time: .+ holds it .+, 20:00–06:00\.$/,
    );
    // The evening of the next day is free again: the overnight plan covered one night.
    const nextNight = await send('POST', '/api/auth/seat', {
      seat_number: '31',
      shift_id: night.id,
      duration: '1 Days',
      price: 500,
      student_id: b.id,
      starts_on: day(6),
    });
    expect(nextNight.statusCode).toBe(201);
  });

  it('refuse it too when both plans run over the same 30 days', async () => {
    const a = await buildStudent(t.db, { admin: t.admin });
    const b = await buildStudent(t.db, { admin: t.admin });
    const plan = (studentId: number, shiftId: number) =>
      send('POST', '/api/auth/seat', {
        seat_number: '32',
        shift_id: shiftId,
        duration: '30 Days',
        price: 900,
        student_id: studentId,
        starts_on: day(10),
      });
    expect((await plan(a.id, night.id)).statusCode).toBe(201);
    expect((await plan(b.id, early.id)).statusCode).toBe(409);
  });
});

describe('every channel on one ledger', () => {
  it('refuses a desk booking on a planned seat, and a plan on a booked seat', async () => {
    const a = await buildStudent(t.db, { admin: t.admin });
    expect(
      (
        await send('POST', '/api/auth/seat', {
          seat_number: '33',
          price: 700,
          student_id: a.id,
          starts_on: day(1),
          duration: '10 Days',
        })
      ).statusCode,
    ).toBe(201);
    const booking = await send(
      'POST',
      '/api/staff/seat-bookings',
      { seat_number: '33', date: day(3) },
      t.staffToken,
    );
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toMatch(/^Seat 33 is already taken at that time: /);

    const booked = await send(
      'POST',
      '/api/staff/seat-bookings',
      { seat_number: '34', date: day(2), shift_id: early.id },
      t.staffToken,
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json<TSeatBooking>()).toMatchObject({ seat_number: '34', shift: 'Early (04:00 - 08:00)' });
    const b = await buildStudent(t.db, { admin: t.admin });
    const plan = await send('POST', '/api/auth/seat', {
      seat_number: '34',
      shift_id: night.id,
      price: 700,
      student_id: b.id,
      starts_on: day(1),
      duration: '3 Days',
    });
    // 20:00 on day 1 runs to 06:00 on day 2, into the booking's 04:00-08:00.
    expect(plan.statusCode).toBe(409);
    expect(plan.json().message).toMatch(/a booking by .+ on .+, 04:00–08:00\.$/);
    // Cancelled, the booking no longer holds the seat.
    await send(
      'DELETE',
      `/api/staff/seat-bookings/${booked.json<TSeatBooking>().id}`,
      undefined,
      t.staffToken,
    );
    const again = await send('POST', '/api/auth/seat', {
      seat_number: '34',
      shift_id: night.id,
      price: 700,
      student_id: b.id,
      starts_on: day(1),
      duration: '3 Days',
    });
    expect(again.statusCode).toBe(201);
  });

  it('50 simultaneous holds of one seat from mixed channels: exactly one wins', async () => {
    const students = await Promise.all(
      Array.from({ length: 5 }, () => buildStudent(t.db, { admin: t.admin })),
    );
    // Every one of them covers 05:00 on day D: the night shift from D-1, the early shift or the
    // whole day on D, plans of 5 days starting D-4..D-1, bookings on D-1 (night) or D.
    const D = 22;
    const calls = Array.from({ length: 50 }, (_, i) => {
      const student = students[i % students.length];
      const shift = [night.id, early.id, null][i % 3];
      if (i % 2 === 0) {
        const onEve = shift === night.id;
        return send(
          'POST',
          '/api/staff/seat-bookings',
          { seat_number: '35', date: day(onEve ? D - 1 : D), shift_id: shift },
          i % 4 === 0 ? t.token : t.staffToken,
        );
      }
      return send('POST', '/api/auth/seat', {
        seat_number: '35',
        price: 800,
        student_id: student?.id,
        starts_on: day(D - 1 - (i % 4)),
        duration: '5 Days',
        shift_id: shift,
      });
    });
    const answers = await Promise.all(calls);
    const statuses = answers.map((r) => r.statusCode);
    // Anything but 201 and 409 is named with its body, so a failure says what went wrong.
    const others = answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409);
    expect(others.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('seats are real', () => {
  it('refuses phantom seats and past bookings with clear messages', async () => {
    for (const seat of ['999', 'Window-Z']) {
      const res = await send(
        'POST',
        '/api/staff/seat-bookings',
        { seat_number: seat, date: day(1) },
        t.staffToken,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Seat ${seat} does not exist. Add it under Manage Seats first.`);
    }
    const past = await send(
      'POST',
      '/api/staff/seat-bookings',
      { seat_number: '36', date: '2020-01-01' },
      t.staffToken,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('A seat cannot be booked for a past date.');
    const plan = await send('POST', '/api/auth/seat', { seat_number: 'Nowhere', price: 10 });
    expect(plan.statusCode).toBe(400);
  });

  it('creates seats in bulk within the Settings total, renames them everywhere and retires only free ones', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      send(method, url, payload, ownerToken);
    await as('PUT', '/api/auth/admin/setting/update-settings', { totalSeats: 40, totalLockers: 5 });
    const bulk = await as('POST', '/api/places/bulk', { kind: 'seat', labels: 'A1–A20, B1-B20' });
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json().message).toBe('40 seats added');
    const over = await as('POST', '/api/places/bulk', { kind: 'seat', labels: 'C1' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^Settings allow 40 seats and 40 exist/);
    expect((await as('POST', '/api/places/bulk', { kind: 'seat', labels: 'A5' })).statusCode).toBe(409);
    expect((await as('POST', '/api/places/bulk', { kind: 'locker', labels: '9-1' })).json().message).toBe(
      "'9-1': the range runs backwards.",
    );
    const seats = (await as('GET', '/api/places?kind=seat')).json<TPlace[]>();
    expect(seats.map((s) => s.label).slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
    expect(seats).toHaveLength(40);
    // Settings cannot drop below the seats that exist.
    expect(
      (await as('PUT', '/api/auth/admin/setting/update-settings', { totalSeats: 39, totalLockers: 5 }))
        .statusCode,
    ).toBe(409);

    const student = await buildStudent(t.db, { admin: owner });
    const a1 = seats.find((s) => s.label === 'A1');
    const plan = await as('POST', '/api/auth/seat', {
      seat_number: 'a1',
      price: 600,
      student_id: student.id,
    });
    expect(plan.json<TSeatPlan>().seat_number).toBe('A1');
    const renamed = await as('PUT', `/api/places/${a1?.id}`, { label: 'Window-1' });
    expect(renamed.json<TPlace>().label).toBe('Window-1');
    const plans = (await as('GET', '/api/auth/seat')).json<TSeatPlan[]>();
    expect(plans[0]?.seat_number).toBe('Window-1');
    const retire = await as('PUT', `/api/places/${a1?.id}`, { active: false });
    expect(retire.statusCode).toBe(409);
    expect(retire.json().message).toMatch(/^Window-1 is held until .+\. End or move those plans/);
    const a2 = seats.find((s) => s.label === 'A2');
    expect((await as('PUT', `/api/places/${a2?.id}`, { active: false })).json<TPlace>().active).toBe(false);
    expect((await as('POST', '/api/auth/seat', { seat_number: 'A2', price: 600 })).json().message).toBe(
      'Seat A2 is retired and cannot be held.',
    );
  });

  it('lets the owner back-date a plan and says so in the audit trail', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const res = await send('POST', '/api/auth/seat', {
      seat_number: '36',
      price: 650,
      student_id: student.id,
      starts_on: day(-20),
      duration: '30 Days',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'seat-plan.add'), eq(auditLog.targetId, String(res.json<TSeatPlan>().id))),
      );
    expect(row?.details).toMatchObject({ backdated_from: day(-20) });
  });
});

describe('expiry and renewal', () => {
  it('tells Active, Expiring and Expired apart, renews from the end date or from today, and refuses a taken seat', async () => {
    const a = await buildStudent(t.db, { admin: t.admin });
    const b = await buildStudent(t.db, { admin: t.admin });
    const plan = await monthlySeat('37', a.id, day(-25));
    expect(plan).toMatchObject({ validity: 'Expiring', days_left: 5, ends_on: day(4) });
    const expiring = (await send('GET', '/api/plans/renewals?list=expiring', undefined, t.staffToken)).json<
      TRenewalEntry[]
    >();
    expect(expiring.find((e) => e.plan_id === plan.id)).toMatchObject({ place: '37', days_left: 5 });

    // Someone else takes seat 37 right after: the renewal cannot have it.
    const blocker = await send('POST', '/api/auth/seat', {
      seat_number: '37',
      price: 1000,
      student_id: b.id,
      starts_on: day(5),
      duration: '3 Days',
    });
    expect(blocker.statusCode).toBe(201);
    const refused = await send('POST', `/api/auth/seat/${plan.id}/renew`);
    expect(refused.statusCode).toBe(409);
    await send('DELETE', `/api/auth/seat/${blocker.json<TSeatPlan>().id}`);

    const renewed = await send('POST', `/api/auth/seat/${plan.id}/renew`);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json<TSeatPlan>()).toMatchObject({
      starts_on: day(5),
      ends_on: day(34),
      validity: 'Upcoming',
      renewed_from_id: plan.id,
    });
    expect((await send('POST', `/api/auth/seat/${plan.id}/renew`)).statusCode).toBe(409);
    // Two renewals of one plan racing each other: one wins.
    const locker = (
      await send('POST', '/api/auth/locker-plan', { name: 'Shelf', price: 100, student_id: a.id })
    ).json<{ id: number }>();
    const racing = await Promise.all(
      [1, 2, 3].map(() => send('POST', `/api/auth/locker-plan/${locker.id}/renew`)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    // The renewals charged again on the money ledger: two periods of ₹1,000 and two of the ₹100 shelf.
    const ledger = (await send('GET', `/api/ledger/${a.id}`)).json<{ totals: { due: number } }>();
    expect(ledger.totals.due).toBe(2200);
    const after = (await send('GET', '/api/plans/renewals?list=expiring')).json<TRenewalEntry[]>();
    expect(after.find((e) => e.plan_id === plan.id)).toBeUndefined();

    // A lapsed plan renews from today.
    const lapsed = await monthlySeat('38', b.id, day(-40));
    expect(lapsed).toMatchObject({ validity: 'Expired', days_left: 0 });
    const lapsedList = (await send('GET', '/api/plans/renewals?list=lapsed')).json<TRenewalEntry[]>();
    expect(lapsedList.map((e) => e.plan_id)).toContain(lapsed.id);
    const back = (await send('POST', `/api/auth/seat/${lapsed.id}/renew`)).json<TSeatPlan>();
    expect(back).toMatchObject({ starts_on: today, ends_on: day(29), validity: 'Active' });
  });
});

describe('occupancy by shift', () => {
  it('shows who holds each seat in each shift of a date, overnight spill included', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    await buildPlaces(t.db, owner, 'seat', ['1', '2', '3']);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      send(method, url, payload, ownerToken);
    const shift = async (start_time: string, end_time: string) =>
      (
        await as('POST', '/api/shifts', { name: `Shift ${start_time}-${end_time}`, start_time, end_time })
      ).json<TShift>();
    // One day of a seat in a shift for a student, from `starts_on`.
    const seatFor = (seat_number: string, shift_id: number, student_id: number, starts_on: string) =>
      as('POST', '/api/auth/seat', {
        seat_number,
        shift_id,
        price: 500,
        student_id,
        starts_on,
        duration: '1 Days',
      });
    const n = await shift('20:00', '06:00');
    const m = await shift('06:00', '12:00');
    const student = await buildStudent(t.db, { admin: owner });
    await seatFor('2', n.id, student.id, day(1));
    // An early shift from the morning after: it falls inside the night shift of the day before.
    const early = await shift('04:00', '08:00');
    const riser = await buildStudent(t.db, { admin: owner });
    await seatFor('3', early.id, riser.id, day(2));
    const grid = (await as('GET', `/api/auth/seat/occupancy/grid?date=${day(1)}`)).json<TOccupancyGrid>();
    expect(grid.seats.map((s) => s.seat_number)).toEqual(['1', '2', '3']);
    // A seat's only holder in a column (the whole day, or a shift), or undefined when free.
    const cell = (date: TOccupancyGrid, shiftId: number | null, seat = '2') => {
      const column = shiftId === null ? 0 : 1 + date.shifts.findIndex((s) => s.id === shiftId);
      const held = date.seats.find((s) => s.seat_number === seat)?.cells[column]?.holders ?? [];
      expect(held.length).toBeLessThan(2);
      return held[0] === undefined ? undefined : date.holders[held[0]];
    };
    expect(cell(grid, n.id, '3')).toMatchObject({
      student_name: riser.name,
      starts_on: day(2),
      window: '04:00–08:00',
    });
    expect(cell(grid, null, '3')).toBeUndefined();
    expect(cell(grid, early.id, '3')).toBeUndefined();
    expect(cell(grid, n.id)).toMatchObject({
      status: 'occupied',
      student_name: student.name,
      starts_on: day(1),
      ends_on: day(1),
      window: '20:00–06:00',
    });
    expect(cell(grid, m.id)).toBeUndefined();
    // The next day: the night's spill (00:00-06:00) shows in the whole-day column, not in its shifts.
    const next = (await as('GET', `/api/auth/seat/occupancy/grid?date=${day(2)}`)).json<TOccupancyGrid>();
    expect(cell(next, null)).toMatchObject({ status: 'occupied', whole_day: false });
    expect(cell(next, n.id)).toBeUndefined();
    expect(cell(next, m.id)).toBeUndefined();
    // Students may not read who sits where.
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    expect((await send('GET', '/api/auth/seat/occupancy/grid', undefined, studentToken)).statusCode).toBe(
      403,
    );
  });

  it('pages the grid by seats in seat-number order, with the holds of the seats on the page', async () => {
    const { owner, ownerToken, shiftOf, planFor } = await libraryOfSeats(['10', '2', 'A-1', '1', '9']);
    const shift = await shiftOf('08:00', '14:00');
    const student = await buildStudent(t.db, { admin: owner });
    expect((await planFor('10', shift, student)).statusCode).toBe(201);
    const page = async (query: string) => {
      const res = await send(
        'GET',
        `/api/auth/seat/occupancy/grid?date=${day(1)}&${query}`,
        undefined,
        ownerToken,
      );
      expect(res.statusCode).toBe(200);
      return res.json<TOccupancyGrid>();
    };
    const first = await page('limit=2');
    expect(first).toMatchObject({ total_seats: 5, offset: 0, holders: [] });
    expect(first.seats.map((s) => s.seat_number)).toEqual(['1', '2']);
    const second = await page('limit=2&offset=2');
    expect(second.seats.map((s) => s.seat_number)).toEqual(['9', '10']);
    // Seat 10's plan is on this page: its holder and cells (the whole day and the shift).
    expect(second.holders).toEqual([
      expect.objectContaining({ student_name: student.name, window: '08:00–14:00', whole_day: false }),
    ]);
    const held = { holders: [0], free_today: false, paused: [] };
    const free = { holders: [], free_today: false, paused: [] };
    expect(second.seats[1]?.cells).toEqual([held, held]);
    expect(second.seats[0]?.cells).toEqual([free, free]);
    const last = await page('limit=2&offset=4');
    expect(last.seats.map((s) => s.seat_number)).toEqual(['A-1']);
    expect((await page('offset=40')).seats).toEqual([]);
    for (const bad of ['limit=0', 'limit=201', 'offset=-1', 'limit=abc']) {
      const res = await send('GET', `/api/auth/seat/occupancy/grid?${bad}`, undefined, ownerToken);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

/**
 * Another library with these seats, its owner signed in: its shifts, and one-day plans (tomorrow)
 * of a seat in a shift, for tests that read that library's grid alone.
 */
async function libraryOfSeats(seats: string[]) {
  const owner = await buildAdmin(t.db);
  const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
  await buildPlaces(t.db, owner, 'seat', seats);
  const shiftOf = async (start_time: string, end_time: string) =>
    (
      await send(
        'POST',
        '/api/shifts',
        { name: `Shift ${start_time}-${end_time}`, start_time, end_time },
        ownerToken,
      )
    ).json<TShift>();
  const planFor = (seat: string, shift: TShift, student: { id: number }) =>
    send(
      'POST',
      '/api/auth/seat',
      {
        seat_number: seat,
        shift_id: shift.id,
        price: 300,
        student_id: student.id,
        starts_on: day(1),
        duration: '1 Days',
      },
      ownerToken,
    );
  return { owner, ownerToken, shiftOf, planFor };
}

describe('grid cells two holds share', () => {
  it('lists every holder of a column, and the holders by start', async () => {
    const { owner, ownerToken, shiftOf, planFor } = await libraryOfSeats(['7']);
    const late = await shiftOf('08:00', '10:00');
    const early = await shiftOf('06:00', '08:00');
    // The later window is held first: the order the holds were written in is not the answer's.
    for (const shift of [late, early]) {
      const student = await buildStudent(t.db, { admin: owner });
      expect((await planFor('7', shift, student)).statusCode).toBe(201);
    }
    const grid = (
      await send('GET', `/api/auth/seat/occupancy/grid?date=${day(1)}`, undefined, ownerToken)
    ).json<TOccupancyGrid>();
    expect(grid.holders.map((h) => h.window)).toEqual(['06:00–08:00', '08:00–10:00']);
    // The whole day holds both; each shift its own.
    const cells = (grid.seats[0]?.cells ?? []).map((c) => c.holders);
    const byShift = new Map(grid.shifts.map((s, i) => [s.id, cells[i + 1]]));
    expect(cells[0]).toEqual([0, 1]);
    expect(byShift.get(early.id)).toEqual([0]);
    expect(byShift.get(late.id)).toEqual([1]);
  });
});

describe('daily records', () => {
  it('keeps one attendance mark per student per day with the name from the student record', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    for (const status of ['Present', 'Absent', 'Present'] as const) {
      const res = await send(
        'POST',
        '/api/attendance',
        { student_id: student.id, student_name: 'Someone Else', date: day(0), status },
        t.staffToken,
      );
      expect(res.json<TAttendance>()).toMatchObject({ student_name: student.name, status });
    }
    const rows = await t.db.select().from(attendance).where(eq(attendance.studentId, student.id));
    expect(rows).toHaveLength(1);
    const unknown = await send(
      'POST',
      '/api/attendance',
      { student_name: 'Nobody Here', date: day(0) },
      t.staffToken,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose the student from the list.');
  });

  it('marks the day Present at check-in unless it is already marked', async () => {
    const present = await buildStudent(t.db, { admin: t.admin });
    const absent = await buildStudent(t.db, { admin: t.admin });
    await send(
      'POST',
      '/api/attendance',
      { student_id: absent.id, date: today, status: 'Absent' },
      t.staffToken,
    );
    for (const s of [present, absent]) {
      expect((await send('POST', '/api/checkin/checkin', { user_id: s.id }, t.staffToken)).statusCode).toBe(
        201,
      );
    }
    const marks = (await send('GET', '/api/attendance?limit=500', undefined, t.staffToken)).json<
      TAttendance[]
    >();
    expect(marks.find((m) => m.student_id === present.id)).toMatchObject({ date: today, status: 'Present' });
    expect(marks.find((m) => m.student_id === absent.id)).toMatchObject({ date: today, status: 'Absent' });
  });

  it('refuses a book issued in the future', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const res = await send(
      'POST',
      '/api/books',
      { student_id: student.id, book_title: 'Laxmikanth', issue_date: day(1) },
      t.staffToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The issue date cannot be in the future.');
  });

  it('refuses a seat plan priced 0 and labels shifts as the Shifts page does', async () => {
    const zero = await send('POST', '/api/auth/seat', { seat_number: '31', price: 0 });
    expect(zero.statusCode).toBe(400);
    const late = (
      await send('POST', '/api/shifts', { name: 'Late', start_time: '22:30', end_time: '01:15' })
    ).json<TShift>();
    expect(late.duration).toBe('2 hr 45 min');
    const plan = (
      await send('POST', '/api/auth/seat', { seat_number: '31', shift_id: late.id, price: 1 })
    ).json<TSeatPlan>();
    expect(plan.shift).toBe('Late (22:30 - 01:15)');
  });

  it("answers the spec's trailing-slash paths like their twins", async () => {
    for (const url of ['/api/auth/seat/', '/api/books/', '/api/staff/seat-bookings/']) {
      expect((await send('GET', url)).statusCode).toBe(200);
    }
  });
});
