import type {
  TDeskScan,
  TNoShowRule,
  TOccupancy,
  TOccupancyGrid,
  TSeatBooking,
  TSeatPlan,
  TSeatToday,
  TShift,
} from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seatReleases } from '../../db/schema/index.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/**
 * Issue 33 item 5: a no-show's seat is free for the day (Settings, off by default). The time is
 * pinned through the data: 'Dawn' starts at 00:00, so with 0 minutes its start has passed whenever
 * the test runs; 'Late' starts at 23:00, and with 240 minutes it is never missed today.
 */
const t = useLibrary({ staff: true, seats: ['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8'] });
let today: string;
let dawn: TShift;
let late: TShift;

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
  const shift = async (name: string, start_time: string, end_time: string) =>
    (await t.send('POST', '/api/shifts', { name, start_time, end_time })).json<TShift>();
  dawn = await shift('Dawn', '00:00', '12:00');
  late = await shift('Late', '23:00', '23:59');
});

const day = (n: number) => addDays(today, n);

async function setRule(free_seats: boolean, after_minutes: number, token = t.token) {
  const res = await t.send('PUT', '/api/settings/no-shows', { free_seats, after_minutes }, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<TNoShowRule>()).toEqual({ free_seats, after_minutes });
}

/** A 30-day plan of `seat` in `shift` for a new student of the library (or `token`'s), from today. */
async function planFor(
  seat: string,
  shift: TShift,
  opts: { days?: number; token?: string; admin?: typeof t.admin } = {},
) {
  const student = await buildStudent(t.db, { admin: opts.admin ?? t.admin });
  const res = await t.send(
    'POST',
    '/api/auth/seat',
    {
      seat_number: seat,
      shift_id: shift.id,
      price: 900,
      student_id: student.id,
      starts_on: today,
      duration: `${opts.days ?? 30} Days`,
    },
    opts.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { student, plan: res.json<TSeatPlan>() };
}

const book = (
  seat_number: string,
  date: string,
  shift: TShift | null,
  student_id?: number,
  token = t.staffToken,
) =>
  t.send(
    'POST',
    '/api/staff/seat-bookings',
    { seat_number, date, shift_id: shift?.id ?? null, student_id: student_id ?? null },
    token,
  );

async function tileOf(seat: string, token = t.staffToken, date = today) {
  const map = (
    await t.send('GET', `/api/auth/seat/occupancy?date=${date}`, undefined, token)
  ).json<TOccupancy>();
  return map.seats.find((s) => s.seat_number === seat)?.status;
}

async function gridOf(date = today, token = t.token) {
  const res = await t.send('GET', `/api/auth/seat/occupancy/grid?date=${date}`, undefined, token);
  expect(res.statusCode).toBe(200);
  return res.json<TOccupancyGrid>();
}

/** The cell of `seat` in the column of `shift` (null: the whole day), with its holders' names. */
function cellOf(grid: TOccupancyGrid, seat: string, shift: TShift | null) {
  const column = shift === null ? 0 : 1 + grid.shifts.findIndex((s) => s.id === shift.id);
  const cell = grid.seats.find((s) => s.seat_number === seat)?.cells[column];
  if (!cell) throw new Error(`no cell for ${seat}`);
  return { ...cell, names: cell.holders.map((i) => grid.holders[i]?.student_name) };
}

const checkIn = async (studentId: number, token = t.staffToken) => {
  const res = await t.send('POST', '/api/checkin/checkin', { user_id: studentId }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; seat_today: TSeatToday | null }>();
};

describe('the owner setting', () => {
  it('is off, after 30 minutes, until the owner sets it, and refuses minutes outside 0..240', async () => {
    const fresh = await buildAdmin(t.db);
    const token = await t.login('admin', fresh.email, DEFAULT_PASSWORD);
    expect((await t.send('GET', '/api/settings/no-shows', undefined, token)).json()).toEqual({
      free_seats: false,
      after_minutes: 30,
    });
    for (const bad of [
      { free_seats: true, after_minutes: 241 },
      { free_seats: true, after_minutes: -1 },
      { free_seats: true, after_minutes: 2.5 },
    ]) {
      const res = await t.send('PUT', '/api/settings/no-shows', bad, token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/Minutes must be a whole number from 0 to 240/);
    }
    for (const bad of [
      { free_seats: true, after_minutes: 'soon' },
      { free_seats: 'yes', after_minutes: 10 },
      { after_minutes: 10 },
    ]) {
      const res = await t.send('PUT', '/api/settings/no-shows', bad, token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // The rules at the door are kept as they were.
    await t.send(
      'PUT',
      '/api/settings/door-rules',
      {
        card_revoked: 'refuse',
        plan_expired: 'refuse',
        no_plan: 'refuse',
        outside_shift: 'warn',
        dues: 'warn',
        dues_above: 0,
        already_in: 'warn',
      },
      token,
    );
    await setRule(true, 45, token);
    expect((await t.send('GET', '/api/settings/door-rules', undefined, token)).json().no_plan).toBe('refuse');
    expect((await t.send('GET', '/api/settings/no-shows', undefined, token)).json()).toEqual({
      free_seats: true,
      after_minutes: 45,
    });
  });
});

describe('a no-show frees the seat for the day', () => {
  it('changes nothing while the setting is off', async () => {
    await setRule(false, 0);
    const { student } = await planFor('N1', dawn);
    expect(await tileOf('N1')).toBe('occupied');
    expect(cellOf(await gridOf(), 'N1', dawn)).toMatchObject({ names: [student.name], free_today: false });
    const res = await book('N1', today, dawn);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Seat N1 is already taken at that time: /);
  });

  it('after the shift start + N with no check-in: free today, bookable today only, the plan untouched', async () => {
    await setRule(true, 0);
    // N1's plan from the test above: its student never came.
    expect(await tileOf('N1')).toBe('free_today');
    // Students see the same map.
    const walkIn = await buildStudent(t.db, { admin: t.admin });
    expect(await tileOf('N1', await t.login('student', walkIn.email, DEFAULT_PASSWORD))).toBe('free_today');
    const grid = await gridOf();
    const dawnCell = cellOf(grid, 'N1', dawn);
    expect(dawnCell.free_today).toBe(true);
    expect(cellOf(grid, 'N1', null).free_today).toBe(true);
    // The Late column does not touch 00:00-12:00.
    expect(cellOf(grid, 'N1', late)).toMatchObject({ holders: [], free_today: false });
    const planId = grid.holders[dawnCell.holders[0] ?? -1]?.source_id ?? 0;

    // Tomorrow the plan holds the seat as ever: a booking then is refused.
    expect((await book('N1', day(1), dawn)).statusCode).toBe(409);
    expect(await tileOf('N1', t.staffToken, day(1))).toBe('occupied');

    const booked = await book('N1', today, dawn, walkIn.id);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<TSeatBooking>()).toMatchObject({
      seat_number: 'N1',
      date: today,
      student_name: walkIn.name,
    });
    expect(await tileOf('N1')).toBe('reserved');
    expect(cellOf(await gridOf(), 'N1', dawn)).toMatchObject({ names: [walkIn.name], free_today: false });

    // The plan: same dates, and its seat again from tomorrow.
    const holderId = grid.holders[dawnCell.holders[0] ?? -1]?.student_id;
    const plans = (await t.send('GET', `/api/auth/locker-plan/my-seat/${holderId}`)).json<TSeatPlan[]>();
    const plan = plans.find((p) => p.id === planId);
    expect(plan).toMatchObject({ seat_number: 'N1', starts_on: today, ends_on: day(29), status: 'Active' });
    const tomorrow = cellOf(await gridOf(day(1)), 'N1', dawn);
    expect(tomorrow.names).toEqual([plan?.student_name]);
    expect(tomorrow.free_today).toBe(false);
    // Saving the plan again keeps the day it gave back out of its holds.
    const edit = await t.send('PUT', `/api/auth/seat/${planId}`, {
      seat_number: 'N1',
      shift_id: dawn.id,
      price: 950,
      student_id: plan?.student_id,
      starts_on: today,
      duration: '30 Days',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(cellOf(await gridOf(), 'N1', dawn).names).toEqual([walkIn.name]);
  });

  it('keeps the seat of a student who checked in, and a shift whose start + N has not come', async () => {
    await setRule(true, 0);
    const early = await planFor('N2', dawn);
    await checkIn(early.student.id);
    // Out again: they came today, so the seat stays theirs.
    expect(
      (await t.send('POST', '/api/checkin/checkout', { user_id: early.student.id }, t.staffToken)).statusCode,
    ).toBe(200);
    expect(await tileOf('N2')).toBe('occupied');
    expect(cellOf(await gridOf(), 'N2', dawn).free_today).toBe(false);
    expect((await book('N2', today, dawn)).statusCode).toBe(409);

    await setRule(true, 240);
    await planFor('N3', late);
    expect(await tileOf('N3')).toBe('occupied');
    expect((await book('N3', today, late)).statusCode).toBe(409);
  });

  it('frees only the no-show: another holder of the seat that day stays in the way', async () => {
    await setRule(true, 0);
    const missing = await planFor('N4', dawn);
    await planFor('N4', late);
    // One of the seat's two plans is still to come: the seat is not free today.
    expect(await tileOf('N4')).toBe('occupied');
    const grid = await gridOf();
    expect(cellOf(grid, 'N4', dawn)).toMatchObject({ names: [missing.student.name], free_today: true });
    expect(cellOf(grid, 'N4', null)).toMatchObject({ free_today: false });
    expect(cellOf(grid, 'N4', null).holders).toHaveLength(2);
    // The whole day would take the Late plan's evening too.
    const whole = await book('N4', today, null);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toMatch(/23:00–23:59/);
    // Refused: the no-show kept the day.
    expect(cellOf(await gridOf(), 'N4', dawn).free_today).toBe(true);
    expect((await book('N4', today, dawn)).statusCode).toBe(201);
  });
});

describe('the late holder', () => {
  it('is told which free seat to take for their shift, booked for them today', async () => {
    await setRule(true, 0);
    const { student } = await planFor('N5', dawn);
    expect((await book('N5', today, dawn)).statusCode).toBe(201);
    const answer = await checkIn(student.id);
    expect(answer.seat_today).toMatchObject({ outcome: 'moved', plan_seat: 'N5' });
    const seat = answer.seat_today?.seat ?? '';
    expect(seat).not.toBe('N5');
    expect(answer.message).toBe(
      `${student.name} checked in. Seat N5 was given to someone else today: take seat ${seat}.`,
    );
    // That seat is theirs today for their shift (a desk booking); their plan is back tomorrow.
    const grid = await gridOf();
    expect(cellOf(grid, seat, dawn).names).toEqual([student.name]);
    expect(grid.holders.find((h) => h.student_id === student.id && h.source === 'booking')).toMatchObject({
      starts_on: today,
      window: '00:00–12:00',
    });
    expect(cellOf(await gridOf(day(1)), 'N5', dawn).names).toEqual([student.name]);
  });

  it('gets the seat back when it is free again, also at a scan at the desk', async () => {
    await setRule(true, 0);
    // A one-day plan: released, it holds nothing at all today.
    const { student, plan } = await planFor('N6', dawn, { days: 1 });
    const booking = (await book('N6', today, dawn)).json<TSeatBooking>();
    expect(cellOf(await gridOf(), 'N6', dawn).names).toEqual([null]);
    expect(
      (await t.send('DELETE', `/api/staff/seat-bookings/${booking.id}`, undefined, t.staffToken)).statusCode,
    ).toBe(200);
    // Given back and now free: shown free, not free today.
    expect(await tileOf('N6')).toBe('free');
    const res = await t.send('POST', '/api/desk/scan', { code: student.studentId }, t.staffToken);
    expect(res.statusCode).toBe(200);
    const scan = res.json<TDeskScan>();
    expect(scan.action).toBe('checked_in');
    expect(scan.seat_today).toEqual({ outcome: 'kept', plan_seat: 'N6', seat: 'N6' });
    expect(cellOf(await gridOf(), 'N6', dawn).names).toEqual([student.name]);
    const left = await t.db
      .select()
      .from(seatReleases)
      .where(and(eq(seatReleases.adminId, t.admin.id), eq(seatReleases.seatPlanId, plan.id)));
    expect(left).toEqual([]);
  });

  it('hears that no seat is free for their shift when none is', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    await buildPlaces(t.db, owner, 'seat', ['X1', 'X2']);
    await t.send('PUT', '/api/settings/no-shows', { free_seats: true, after_minutes: 0 }, ownerToken);
    const shift = (
      await t.send(
        'POST',
        '/api/shifts',
        { name: 'Dawn', start_time: '00:00', end_time: '12:00' },
        ownerToken,
      )
    ).json<TShift>();
    const missing = await planFor('X1', shift, { token: ownerToken, admin: owner });
    const present = await planFor('X2', shift, { token: ownerToken, admin: owner });
    await checkIn(present.student.id, ownerToken);
    expect((await book('X1', today, shift, undefined, ownerToken)).statusCode).toBe(201);
    const answer = await checkIn(missing.student.id, ownerToken);
    expect(answer.seat_today).toEqual({ outcome: 'none_free', plan_seat: 'X1', seat: null });
    expect(answer.message).toBe(
      `${missing.student.name} checked in. Seat X1 was given to someone else today and no seat is free for their shift.`,
    );
  });
});

describe("the grid's All day column (issue 34 item 2)", () => {
  it('names only whole-day holders there, and lists everyone sharing a seat', async () => {
    const morning = (
      await t.send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '10:00' })
    ).json<TShift>();
    const noon = (
      await t.send('POST', '/api/shifts', { name: 'Noon', start_time: '10:00', end_time: '14:00' })
    ).json<TShift>();
    const evening = (
      await t.send('POST', '/api/shifts', { name: 'Evening', start_time: '14:00', end_time: '22:00' })
    ).json<TShift>();
    const plan = async (seat: string, shift: TShift | null) => {
      const student = await buildStudent(t.db, { admin: t.admin });
      const res = await t.send('POST', '/api/auth/seat', {
        seat_number: seat,
        shift_id: shift?.id ?? null,
        price: 500,
        student_id: student.id,
        starts_on: day(3),
        duration: '1 Days',
      });
      expect(res.statusCode, res.body).toBe(201);
      return student;
    };
    for (const shift of [morning, noon, evening]) await plan('N7', shift);
    const afternoon = await plan('N8', evening);
    const grid = await gridOf(day(3));
    const shared = cellOf(grid, 'N7', null);
    expect(shared.holders).toHaveLength(3);
    expect(shared.holders.map((i) => grid.holders[i]?.whole_day)).toEqual([false, false, false]);
    expect(cellOf(grid, 'N7', evening).holders).toHaveLength(1);
    const alone = cellOf(grid, 'N8', null);
    expect(alone.names).toEqual([afternoon.name]);
    expect(grid.holders[alone.holders[0] ?? -1]).toMatchObject({ whole_day: false, window: '14:00–22:00' });
    // A whole-day plan is the one the column names.
    const allDay = await plan('N6', null);
    const again = await gridOf(day(3));
    const whole = cellOf(again, 'N6', null);
    expect(whole.names).toEqual([allDay.name]);
    expect(again.holders[whole.holders[0] ?? -1]).toMatchObject({ whole_day: true, window: 'All day' });
  });
});
