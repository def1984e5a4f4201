import type { TDayPass, TOccupancyGrid, TPause, TSeatPlan, TStudentLedger } from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seatPlans } from '../../db/schema/index.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/** Issue 37, items 4 and 5: a plan paused for some days ends that many days later; day passes. */
const t = useLibrary({
  staff: true,
  seats: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'D1', 'D2', 'G1', 'G2'],
});
const { send } = t;
let today: string;
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
});

const policy = (over: object = {}) =>
  send('PUT', '/api/pause-policy', {
    min_days: 3,
    max_days: 30,
    yearly_cap_days: 40,
    seat_rule: 'freed',
    ledger_rule: 'none',
    ...over,
  });

/** A 30-day plan of `seat` at ₹3,000 from `startsOn` for a new student. */
async function plan(seat: string, startsOn = today) {
  const student = await buildStudent(t.db, { admin: t.admin });
  const res = await send('POST', '/api/auth/seat', {
    seat_number: seat,
    price: 3000,
    student_id: student.id,
    starts_on: startsOn,
    duration: '30 Days',
  });
  expect(res.statusCode).toBe(201);
  return { student, plan: res.json<TSeatPlan>() };
}

const planOf = async (id: number) => {
  const [row] = await t.db
    .select({ starts_on: seatPlans.startsOn, ends_on: seatPlans.endsOn })
    .from(seatPlans)
    .where(eq(seatPlans.id, id));
  if (!row) throw new Error(`no plan ${id}`);
  return row;
};
const pause = (seatPlanId: number, from: number, days: number, as?: string) =>
  send(
    'POST',
    '/api/pauses',
    { seat_plan_id: seatPlanId, starts_on: day(from), ends_on: day(from + days - 1) },
    as,
  );
/** Another student's 1-day plan of `seat` on `date`: 201 when the seat is free that day. */
async function takeFor(seat: string, date: string) {
  const other = await buildStudent(t.db, { admin: t.admin });
  return send('POST', '/api/auth/seat', {
    seat_number: seat,
    price: 100,
    student_id: other.id,
    starts_on: date,
    duration: '1 Days',
  });
}

describe('pauses', () => {
  it('a student asks for ten days from their phone, the desk approves, and the plan ends ten days later', async () => {
    expect((await policy()).statusCode).toBe(200);
    const { student, plan: p } = await plan('P1');
    const token = await t.login('student', student.email, DEFAULT_PASSWORD);
    const asked = await pause(p.id, 5, 10, token);
    expect(asked.statusCode).toBe(201);
    expect(asked.json<TPause>()).toMatchObject({ status: 'Pending', days: 10, asked_by_student: true });
    // Nothing moves while it waits.
    expect((await planOf(p.id)).ends_on).toBe(day(29));

    const waiting = await send('GET', '/api/pauses?status=Pending', undefined, t.staffToken);
    expect(waiting.json<TPause[]>().map((x) => x.id)).toContain(asked.json<TPause>().id);
    const approved = await send('POST', `/api/pauses/${asked.json<TPause>().id}/approve`, {}, t.staffToken);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TPause>()).toMatchObject({
      status: 'Approved',
      plan_ends_on: day(39),
      seat_kept: false,
    });
    expect((await planOf(p.id)).ends_on).toBe(day(39));

    // The student sees it; the seat is free for others during the pause and held after it.
    const mine = await send('GET', '/api/pauses', undefined, token);
    expect(mine.json<TPause[]>()).toEqual([expect.objectContaining({ status: 'Approved', days: 10 })]);
    expect((await takeFor('P1', day(7))).statusCode).toBe(201);
    expect((await takeFor('P1', day(4))).statusCode).toBe(409);
    expect((await takeFor('P1', day(35))).statusCode).toBe(409);
    expect((await takeFor('P1', day(40))).statusCode).toBe(201);
    // Decided once.
    expect((await send('POST', `/api/pauses/${asked.json<TPause>().id}/refuse`, {})).statusCode).toBe(409);
  });

  it("keeps to the owner's policy and to the student's own plans", async () => {
    await policy({ min_days: 3, max_days: 10, yearly_cap_days: 12 });
    const { plan: p } = await plan('P2');
    const { student: stranger } = await plan('P3');
    const strangerToken = await t.login('student', stranger.email, DEFAULT_PASSWORD);
    expect((await pause(p.id, 2, 2)).json().message).toBe('A pause is 3 to 10 days.');
    expect((await pause(p.id, 2, 11)).statusCode).toBe(400);
    expect((await pause(p.id, -1, 5)).json().message).toBe('A pause cannot start in the past.');
    expect((await pause(p.id, 25, 7)).json().message).toMatch(/^A pause must fall within the plan/);
    expect((await pause(p.id, 2, 5, strangerToken)).statusCode).toBe(404);
    expect((await pause(p.id, 2, 8)).statusCode).toBe(201);
    expect((await pause(p.id, 5, 3)).statusCode).toBe(409);
    expect((await pause(p.id, 12, 5)).json().message).toMatch(/^Only 4 paused days are left for \d{4}/);
    await policy();
  });

  it('a kept seat stays held and the plan still ends later', async () => {
    await policy({ seat_rule: 'kept' });
    const { plan: p } = await plan('P4');
    const res = await pause(p.id, 3, 5);
    expect(res.json<TPause>()).toMatchObject({ status: 'Approved', seat_kept: true, plan_ends_on: day(34) });
    expect((await takeFor('P4', day(4))).statusCode).toBe(409);
    await policy();
  });

  it("the seat grid marks a paused seat: kept for the student, or free with its holder's return date", async () => {
    await policy({ seat_rule: 'kept' });
    const kept = await plan('G1');
    expect((await pause(kept.plan.id, 5, 4)).statusCode).toBe(201);
    await policy();
    const freed = await plan('G2');
    expect((await pause(freed.plan.id, 5, 4)).statusCode).toBe(201);
    const gridOn = async (date: string) => {
      const res = await send('GET', `/api/auth/seat/occupancy/grid?date=${date}`, undefined, t.staffToken);
      expect(res.statusCode).toBe(200);
      const grid = res.json<TOccupancyGrid>();
      // The 'All day' column of each seat: its holders and the plans paused off it, as shown.
      return (seat: string) => {
        const cell = grid.seats.find((s) => s.seat_number === seat)?.cells[0];
        const named = (i: number) => ({ name: grid.holders[i]?.student_name, pause: grid.holders[i]?.pause });
        return { holders: cell?.holders.map(named), paused: cell?.paused.map(named) };
      };
    };

    const during = await gridOn(day(6));
    const pauseDays = { starts_on: day(5), ends_on: day(8) };
    expect(during('G1')).toEqual({
      holders: [{ name: kept.student.name, pause: { ...pauseDays, seat_kept: true } }],
      paused: [],
    });
    expect(during('G2')).toEqual({
      holders: [],
      paused: [{ name: freed.student.name, pause: { ...pauseDays, seat_kept: false } }],
    });
    // The day before and the day after, both seats are simply held.
    for (const date of [day(4), day(9)]) {
      const cells = await gridOn(date);
      expect(cells('G1')).toEqual({ holders: [{ name: kept.student.name, pause: null }], paused: [] });
      expect(cells('G2')).toEqual({ holders: [{ name: freed.student.name, pause: null }], paused: [] });
    }
  });

  it('a pro-rata credit is posted once and reversed when the pause is cancelled', async () => {
    await policy({ ledger_rule: 'credit' });
    const { student, plan: p } = await plan('P5');
    const made = (await pause(p.id, 2, 10)).json<TPause>();
    expect(made.credit).toBe(1000);
    const ledger = async () => (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>().totals;
    expect((await ledger()).discount).toBe(1000);
    const cancelled = await send('POST', `/api/pauses/${made.id}/cancel`, {});
    expect(cancelled.json<TPause>()).toMatchObject({ status: 'Cancelled', plan_ends_on: day(29) });
    expect((await ledger()).discount).toBe(0);
    expect((await send('POST', `/api/pauses/${made.id}/cancel`, {})).statusCode).toBe(409);
    await policy();
  });

  it('moves a renewal on with the paused plan, and renews the plain length', async () => {
    const { plan: p } = await plan('P6');
    const renewed = await send('POST', `/api/auth/seat/${p.id}/renew`, {});
    expect(renewed.statusCode).toBe(201);
    const next = renewed.json<TSeatPlan>();
    expect((await pause(p.id, 4, 6)).statusCode).toBe(201);
    expect((await planOf(p.id)).ends_on).toBe(day(35));
    expect(await planOf(next.id)).toMatchObject({ starts_on: day(36), ends_on: day(65) });

    // Renewed after its pause: 30 days again, from the day after its moved end.
    const { plan: q } = await plan('P8');
    expect((await pause(q.id, 4, 6)).statusCode).toBe(201);
    const after = (await send('POST', `/api/auth/seat/${q.id}/renew`, {})).json<TSeatPlan>();
    expect(await planOf(after.id)).toMatchObject({ starts_on: day(36), ends_on: day(65) });
  });

  it('refuses a pause whose resumed days someone else holds, and changes nothing', async () => {
    const { plan: p } = await plan('P7');
    expect((await takeFor('P7', day(32))).statusCode).toBe(201);
    const res = await pause(p.id, 2, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Seat P7 is already taken at that time/);
    expect((await planOf(p.id)).ends_on).toBe(day(29));
    expect((await send('GET', `/api/pauses?student_id=${p.student_id}`)).json()).toEqual([]);
  });
});

describe('day passes', () => {
  it('sells a walk-in a seat for today with a receipt, once per key, and finds them again by phone', async () => {
    const headers = { 'idempotency-key': 'day-pass-1' };
    const body = {
      name: 'Asha Verma',
      phone: '+91 9811122334',
      seat_number: 'D1',
      price: 150,
      method: 'upi',
    };
    const sold = await send('POST', '/api/day-passes', body, t.staffToken, headers);
    expect(sold.statusCode).toBe(201);
    const pass = sold.json<TDayPass>();
    expect(pass).toMatchObject({
      student_name: 'Asha Verma',
      new_student: true,
      seat_number: 'D1',
      date: today,
    });
    expect(pass.receipt).toMatchObject({ amount: 150, method: 'upi', balance_after: 0, seat: 'D1' });
    const again = await send('POST', '/api/day-passes', body, t.staffToken, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<TDayPass>().receipt.number).toBe(pass.receipt.number);
    const pdf = await send('GET', `/api/receipts/${pass.receipt.id}/pdf`, undefined, t.staffToken);
    expect(pdf.headers['content-type']).toMatch(/pdf/);

    // The seat is held today: the next walk-in cannot have it, and nothing of theirs is kept.
    const taken = await send(
      'POST',
      '/api/day-passes',
      { ...body, name: 'B', phone: '9822233344' },
      t.staffToken,
    );
    expect(taken.statusCode).toBe(409);
    const next = await send('POST', '/api/day-passes', { ...body, phone: '9811122334', seat_number: 'D2' });
    expect(next.json<TDayPass>()).toMatchObject({ student_id: pass.student_id, new_student: false });
  });

  it('answers bad input with the field named', async () => {
    const res = await send('POST', '/api/day-passes', {
      name: '',
      phone: '123',
      seat_number: 'D1',
      price: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['name', 'phone', 'price']);
  });
});
