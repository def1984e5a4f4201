import {
  addDays,
  durationDays,
  type TLockerPlan,
  type TOccupancy,
  type TSeatPlan,
  type TShift,
} from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

const t = useLibrary({ seats: ['A-12', '1', '2', '3', '4'], lockers: ['L-7', 'L-8'] });
const { send } = t;

describe('calendar helpers', () => {
  it('reads durations and adds days across months', () => {
    expect(durationDays('30 Days')).toBe(30);
    expect(durationDays('3 months')).toBe(90);
    expect(durationDays('6 hr')).toBe(1);
    expect(durationDays('whenever')).toBe(30);
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
});

describe('shifts', () => {
  it('compute the duration, overnight included', async () => {
    const morning = (
      await send('POST', '/api/shifts', { name: 'Morning', start_time: '08:00', end_time: '10:30' })
    ).json<TShift>();
    expect(morning).toMatchObject({ duration: '2 hr 30 min', duration_minutes: 150, status: 'Active' });
    const night = (
      await send('POST', '/api/shifts', {
        name: 'Night',
        start_time: '22:00',
        end_time: '02:00',
        status: 'Inactive',
      })
    ).json<TShift>();
    expect(night).toMatchObject({ duration: '4 hr', duration_minutes: 240, status: 'Inactive' });
    expect(
      (await send('POST', '/api/shifts', { name: 'Bad', start_time: '25:00', end_time: '02:00' })).statusCode,
    ).toBe(400);
    const list = (await send('GET', '/api/shifts')).json<TShift[]>();
    expect(list.map((s) => s.start_time)).toEqual(['08:00', '22:00']);
  });
});

describe('a shift price', () => {
  it('is kept in rupees, left as it was by an edit that does not name it, and cleared with null', async () => {
    const created = await send('POST', '/api/shifts', {
      name: 'Priced',
      start_time: '07:00',
      end_time: '11:00',
      price: '650.50',
    });
    expect(created.statusCode, created.body).toBe(201);
    const shift = created.json<TShift>();
    expect(shift.price).toBe(650.5);
    // The spec's form sends start, end, duration and status only: the price stays.
    const edited = await send('PUT', `/api/shifts/${shift.id}`, {
      name: 'Priced',
      start_time: '07:00',
      end_time: '12:00',
      duration: '5 hr',
      status: 'Active',
    });
    expect(edited.json<TShift>()).toMatchObject({ price: 650.5, duration_minutes: 300 });
    const cleared = await send('PUT', `/api/shifts/${shift.id}`, {
      name: 'Priced',
      start_time: '07:00',
      end_time: '12:00',
      price: null,
    });
    expect(cleared.json<TShift>().price).toBeNull();
    for (const price of [0, -5, '12.345', 10_000_001]) {
      const bad = await send('POST', '/api/shifts', {
        name: `Bad ${price}`,
        start_time: '07:00',
        end_time: '08:00',
        price,
      });
      expect(bad.statusCode, String(price)).toBe(400);
    }
    const unpriced = await send('POST', '/api/shifts', {
      name: 'Plain',
      start_time: '13:00',
      end_time: '14:00',
    });
    expect(unpriced.json<TShift>().price).toBeNull();
  });
});

describe('seat plans', () => {
  it('hold a seat for a shift and dates; an overlapping one is refused with a clear message', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const other = await buildStudent(t.db, { admin: t.admin });
    const shift = (
      await send('POST', '/api/shifts', { name: 'Day', start_time: '09:00', end_time: '13:00' })
    ).json<TShift>();
    const evening = (
      await send('POST', '/api/shifts', { name: 'Afternoon', start_time: '13:00', end_time: '17:00' })
    ).json<TShift>();
    const plan = await send('POST', '/api/auth/seat', {
      seat_number: 'A-12',
      shift_id: shift.id,
      duration: '30 Days',
      price: 999.5,
      student_id: student.id,
      starts_on: '2026-12-01',
    });
    expect(plan.statusCode).toBe(201);
    expect(plan.json<TSeatPlan>()).toMatchObject({
      seat_number: 'A-12',
      shift: 'Day (09:00 - 13:00)',
      validity: 'Upcoming',
      price: 999.5,
      student_name: student.name,
      starts_on: '2026-12-01',
      ends_on: '2026-12-30',
      status: 'Active',
    });

    const clash = await send('POST', '/api/auth/seat', {
      seat_number: 'A-12',
      shift_id: shift.id,
      price: 999,
      student_id: other.id,
      starts_on: '2026-12-20',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      `Seat A-12 is already taken at that time: ${student.name} holds it 1 Dec 2026 – 30 Dec 2026, 09:00–13:00.`,
    );
    const afternoon = await send('POST', '/api/auth/seat', {
      seat_number: 'A-12',
      shift_id: evening.id,
      price: 999,
      student_id: other.id,
      starts_on: '2026-12-20',
    });
    expect(afternoon.statusCode).toBe(201);

    // Toggle flips the status on the server; back to Active would overlap nothing here.
    const id = plan.json<TSeatPlan>().id;
    expect((await send('PUT', `/api/auth/seat/toggle/${id}`)).json<TSeatPlan>().status).toBe('Inactive');
    expect((await send('PUT', `/api/auth/seat/toggle/${id}`)).json<TSeatPlan>().status).toBe('Active');
    expect(
      (await send('POST', '/api/auth/seat', { seat_number: ' ', price: 10 })).json().issues[0].message,
    ).toBe('Please provide valid seat number.');

    const seatOf = (await send('GET', `/api/auth/locker-plan/my-seat/${student.id}`)).json<TSeatPlan[]>();
    expect(seatOf.map((p) => p.seat_number)).toEqual(['A-12']);
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    expect(
      (await send('GET', `/api/auth/locker-plan/my-seat/${student.id}`, undefined, studentToken)).statusCode,
    ).toBe(200);
    expect(
      (await send('GET', `/api/auth/locker-plan/my-seat/${other.id}`, undefined, studentToken)).statusCode,
    ).toBe(404);

    const details = (await send('GET', `/api/fees/student/${student.id}`)).json<{
      student: { seat: string };
      seatHistory: unknown[];
    }>();
    expect(details.student.seat).toBe('A-12');
    expect(details.seatHistory).toEqual([
      {
        id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        seat: 'A-12',
        locker: null,
      },
    ]);
  });

  it('colour the occupancy map: occupied, reserved by a booking, otherwise free', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    await send('POST', '/api/auth/seat', {
      seat_number: '2',
      price: 500,
      student_id: student.id,
      starts_on: '2027-03-01',
    });
    const onDay = (await send('GET', '/api/auth/seat/occupancy?date=2027-03-10')).json<TOccupancy>();
    const status = Object.fromEntries(onDay.seats.map((s) => [s.seat_number, s.status]));
    expect(status).toMatchObject({ '1': 'free', '2': 'occupied', '3': 'free', '4': 'free', 'A-12': 'free' });
    const before = (await send('GET', '/api/auth/seat/occupancy?date=2027-02-28')).json<TOccupancy>();
    expect(before.seats.find((s) => s.seat_number === '2')?.status).toBe('free');
    // In the order people count seats, each tile with its seat's id.
    expect(onDay.seats.map((s) => s.seat_number)).toEqual(['1', '2', '3', '4', 'A-12']);
    expect(new Set(onDay.seats.map((s) => s.seat_id)).size).toBe(5);
  });

  it('show an empty map for a library with no seats yet', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const map = await send('GET', '/api/auth/seat/occupancy?date=2027-03-10', undefined, token);
    expect(map.statusCode).toBe(200);
    expect(map.json<TOccupancy>()).toEqual({ date: '2027-03-10', seats: [] });
  });
});

describe('locker plans and memberships', () => {
  it('validate, hold a locker once, and show the student Active then Expired', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const bad = await send('POST', '/api/auth/locker-plan', { name: '', price: 10 });
    expect(bad.json().issues[0].message).toBe('Please provide valid locker plan fields.');
    const plan = await send('POST', '/api/auth/locker-plan', {
      name: 'Monthly locker',
      locker_number: 'L-7',
      price: 199,
      student_id: student.id,
      starts_on: '2020-01-01',
    });
    expect(plan.json<TLockerPlan>()).toMatchObject({ duration_days: 30, ends_on: '2020-01-30', price: 199 });
    const current = await send('POST', '/api/auth/locker-plan', {
      name: 'Quarterly locker',
      locker_number: 'L-8',
      duration_days: 90,
      price: 499,
      student_id: student.id,
    });
    expect(current.statusCode).toBe(201);
    const memberships = (await send('GET', `/api/memberships/${student.id}`)).json<
      Array<{ name: string; status: string }>
    >();
    expect(memberships.map((m) => [m.name, m.status]).sort()).toEqual([
      ['Monthly locker · L-7', 'Expired'],
      ['Quarterly locker · L-8', 'Active'],
    ]);

    const staffToken = await t.signInStaff();
    const lockers = (
      await send('GET', `/api/memberships/all-lockers/${t.admin.id}`, undefined, staffToken)
    ).json<TLockerPlan[]>();
    expect(lockers.map((l) => l.locker_number).sort()).toEqual(['L-7', 'L-8']);
  });

  it('keeps membership plans in rupees with 2 decimals', async () => {
    const created = await send('POST', '/api/auth/plane', {
      name: 'Monthly',
      duration_days: 30,
      price: 1499.99,
    });
    expect(created.json()).toMatchObject({ name: 'Monthly', price: 1499.99 });
    expect(
      (await send('POST', '/api/auth/plane', { name: 'Odd', duration_days: 30, price: 10.005 })).statusCode,
    ).toBe(400);
    const student = await buildStudent(t.db, { admin: t.admin });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    const plans = (await send('GET', '/api/auth/plane', undefined, studentToken)).json<
      Array<{ price: number }>
    >();
    expect(plans.map((p) => p.price)).toEqual([1499.99]);
  });
});

describe('the plans lists', () => {
  it('list a library’s seat and locker plans newest first with their totals, on every page and past the last', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    await buildPlaces(t.db, owner, 'seat', ['P-1', 'P-2', 'P-3']);
    const list = async (path: string, as = token) => {
      const res = await send('GET', path, undefined, as);
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), rows: res.json<Array<{ id: number }>>() };
    };
    const made: number[] = [];
    for (const seat of ['P-1', 'P-2', 'P-3']) {
      const student = await buildStudent(t.db, { admin: owner });
      const plan = await send(
        'POST',
        '/api/auth/seat',
        { seat_number: seat, price: 900, student_id: student.id },
        token,
      );
      expect(plan.statusCode, plan.body).toBe(201);
      made.push(plan.json<TSeatPlan>().id);
    }
    const shelf = await send('POST', '/api/auth/locker-plan', { name: 'Shelf', price: 100 }, token);
    expect(shelf.statusCode, shelf.body).toBe(201);

    const [first, second, third] = made;
    expect(await list('/api/auth/seat?limit=2')).toEqual({
      total: 3,
      rows: [expect.objectContaining({ id: third }), expect.objectContaining({ id: second })],
    });
    expect((await list('/api/auth/seat?limit=2&offset=2')).rows.map((r) => r.id)).toEqual([first]);
    expect(await list('/api/auth/seat?limit=2&offset=9')).toEqual({ total: 3, rows: [] });
    const lockers = await list('/api/auth/locker-plan');
    expect([lockers.total, lockers.rows.map((r) => r.id)]).toEqual([1, [shelf.json<TLockerPlan>().id]]);
    expect(await list('/api/auth/seat')).not.toEqual(await list('/api/auth/seat', t.token));
    expect((await list('/api/auth/seat', t.token)).rows.map((r) => r.id)).not.toContain(first);
  });
});
