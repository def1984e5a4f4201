import { addDays, type TSeatAvailability, type TSeatPlan, type TShift } from '@studydesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

/** The plan form's seat picker: free seats for a shift and dates first, the taken ones marked. */
const t = useLibrary({ staff: true, seats: ['P1', 'P2', 'P3', 'P4', 'P10', 'P11'] });
const { send } = t;

let today: string;
let morning: TShift;
let evening: TShift;
let night: TShift;
let early: TShift;
let asha: { id: number; name: string };
let ravi: { id: number; name: string };

const shift = async (name: string, start_time: string, end_time: string) =>
  (await send('POST', '/api/shifts', { name, start_time, end_time })).json<TShift>();

const plan = async (body: object) => {
  const res = await send('POST', '/api/auth/seat', { duration: '30 Days', price: 700, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TSeatPlan>();
};

/** The picker's answer as 'label:free' or 'label:holder' in its order. */
const picker = async (query: string, as = t.token) => {
  const res = await send('GET', `/api/places/availability?${query}`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSeatAvailability[]>().map((s) => `${s.label}:${s.free ? 'free' : (s.holder ?? 'taken')}`);
};

beforeAll(async () => {
  morning = await shift('Morning', '06:00', '12:00');
  evening = await shift('Evening', '14:00', '20:00');
  night = await shift('Night', '20:00', '06:00');
  early = await shift('Early', '04:00', '08:00');
  asha = await buildStudent(t.db, { admin: t.admin });
  ravi = await buildStudent(t.db, { admin: t.admin });
  today = await libraryToday(t.db, t.admin.id);
  // P2: Asha, mornings for 30 days from today. P10: Ravi, nights from day 10 for 30 days.
  await plan({ seat_number: 'P2', shift_id: morning.id, student_id: asha.id });
  await plan({ seat_number: 'P10', shift_id: night.id, student_id: ravi.id, starts_on: addDays(today, 10) });
  // P3: booked at the desk for the whole of day 5, for nobody in particular.
  const booking = await send(
    'POST',
    '/api/staff/seat-bookings',
    { seat_number: 'P3', date: addDays(today, 5) },
    t.staffToken,
  );
  expect(booking.statusCode, booking.body).toBe(201);
});

describe('the seat picker', () => {
  it('lists the free seats for the shift and dates first, then the taken ones with their holder', async () => {
    const month = `starts_on=${today}&days=30`;
    expect(await picker(`shift_id=${morning.id}&${month}`)).toEqual([
      'P1:free',
      'P4:free',
      'P10:free',
      'P11:free',
      `P2:${asha.name}`,
      'P3:taken',
    ]);
    // The evening shares no minute with Asha's mornings nor with Ravi's nights (20:00-06:00).
    expect(await picker(`shift_id=${evening.id}&${month}`)).toEqual([
      'P1:free',
      'P2:free',
      'P4:free',
      'P10:free',
      'P11:free',
      'P3:taken',
    ]);
    // A whole day meets every hold in the dates; seats sort as people count them (P2 before P10).
    expect(await picker(month)).toEqual([
      'P1:free',
      'P4:free',
      'P11:free',
      `P2:${asha.name}`,
      'P3:taken',
      `P10:${ravi.name}`,
    ]);
  });

  it("counts the night's spill into the next morning, and only the dates asked for", async () => {
    // Ravi's first night (day 10, 20:00) spills into day 11 until 06:00: 04:00-08:00 on day 11 meets it.
    const day11 = addDays(today, 11);
    expect(await picker(`shift_id=${early.id}&starts_on=${day11}`)).toContain(`P10:${ravi.name}`);
    // Day 10's early hours come before his first night: free. So is day 11 from 06:00.
    const day10 = addDays(today, 10);
    expect(await picker(`shift_id=${early.id}&starts_on=${day10}`)).toContain('P10:free');
    expect(await picker(`shift_id=${morning.id}&starts_on=${day11}`)).toContain('P10:free');
    // Without dates: today only (the desk booking of day 5 does not count).
    expect(await picker('')).toEqual([
      'P1:free',
      'P3:free',
      'P4:free',
      'P10:free',
      'P11:free',
      `P2:${asha.name}`,
    ]);
  });

  it("leaves out the edited plan's own hold and retired seats", async () => {
    const own = await plan({ seat_number: 'P4', shift_id: evening.id, student_id: asha.id });
    const evenings = `shift_id=${evening.id}&starts_on=${today}`;
    expect(await picker(evenings)).toContain(`P4:${asha.name}`);
    expect(await picker(`${evenings}&plan_id=${own.id}`)).toContain('P4:free');
    const [p11] = (await send('GET', '/api/places?kind=seat'))
      .json<{ id: number; label: string }[]>()
      .filter((p) => p.label === 'P11');
    expect((await send('PUT', `/api/places/${p11?.id}`, { active: false })).statusCode).toBe(200);
    expect((await picker(evenings)).some((s) => s.startsWith('P11:'))).toBe(false);
    expect((await send('PUT', `/api/places/${p11?.id}`, { active: true })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/auth/seat/${own.id}`)).statusCode).toBe(200);
  });

  it('is read by the desk too, within its own library only', async () => {
    expect(await picker(`shift_id=${morning.id}`, t.staffToken)).toContain(`P2:${asha.name}`);
    const other = await buildAdmin(t.db);
    await buildPlaces(t.db, other, 'seat', ['Z1']);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    // Another library sees its own seats, and this library's shift is not found there.
    expect(await picker('', otherToken)).toEqual(['Z1:free']);
    const foreign = await send(
      'GET',
      `/api/places/availability?shift_id=${morning.id}`,
      undefined,
      otherToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Shift not found.' });
  });

  it('refuses a span under a day or past ten years, and a date that is no date, with a clear message', async () => {
    const none = await send('GET', '/api/places/availability?days=0');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: expect.stringContaining('Ask for at least 1 day') });
    const long = await send('GET', '/api/places/availability?days=3661');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: expect.stringContaining('A plan can run for at most ten years'),
    });
    expect((await send('GET', '/api/places/availability?starts_on=2026-02-30')).statusCode).toBe(400);
    // The longest plan is fine.
    expect((await send('GET', '/api/places/availability?days=3660')).statusCode).toBe(200);
  });
});
