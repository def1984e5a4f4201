import type { TCockpit, TShift } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import {
  type BuiltAdmin,
  buildAdmin,
  buildPlaces,
  buildStudent,
  DEFAULT_PASSWORD,
} from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { claimCockpitHistory, storeCockpitHistory } from './cockpit.queries.ts';

/**
 * The cockpit's charts are computed once per library day and kept in the database until a write
 * they count: a stored body marked here by hand comes back as long as it is kept, and is gone
 * (computed again) once the library takes a payment or a seat.
 */
const t = useLibrary({ adminName: 'Kavita Joshi', seats: ['S1', 'S2'] });
const MARK = 4_321;
let other: { admin: BuiltAdmin; token: string };

const open = async (token = t.token) => {
  const res = await t.send('GET', '/api/dashboard/cockpit', undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TCockpit>();
};
/** Today's collections as the 30-day chart shows them. */
const chartToday = (c: TCockpit) => c.charts.collections_30_days.at(-1)?.amount;

/** Marks the library's stored charts: today's collections read MARK while the store is served. */
const mark = async (adminId: number) => {
  await t.db.execute(sql`update cockpit_history
    set body = jsonb_set(body, '{collections_30_days,29,amount}', ${String(MARK)}::jsonb)
    where admin_id = ${adminId}`);
};
const stored = async (adminId: number) => {
  const rows = rowsOf<{ version: number; body_version: number; day: string; computed_at: string }>(
    await t.db.execute(sql`select version::int, body_version::int, day::text, computed_at::text
      from cockpit_history where admin_id = ${adminId}`),
  );
  return rows[0];
};
const pay = async (studentId: number, amount: number) => {
  const res = await t.send('POST', '/api/desk-payments', { student_id: studentId, amount, method: 'cash' });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  const admin = await buildAdmin(t.db);
  other = { admin, token: await t.login('admin', admin.email, DEFAULT_PASSWORD) };
  await buildPlaces(t.db, admin, 'seat', ['O1']);
});

describe("the cockpit's charts", () => {
  it('are served from the store on the next open, and computed again after a payment', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const first = await open();
    expect(chartToday(first)).toBe(0);
    const kept = await stored(t.admin.id);
    expect(kept).toMatchObject({ day: first.today, body_version: kept?.version });

    await mark(t.admin.id);
    const second = await open();
    expect(chartToday(second)).toBe(MARK);
    expect((await stored(t.admin.id))?.computed_at).toBe(kept?.computed_at);
    // What moves during the day is read on every open, the store or not.
    expect(second.collections.today).toBe(0);

    await pay(student.id, 750);
    const after = await open();
    expect(chartToday(after)).toBe(750);
    expect(after.collections.today).toBe(750);
  });

  it('are computed again after a seat is taken, and on the next library day', async () => {
    const shift = (
      await t.send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '14:00' })
    ).json<TShift>();
    const before = await open();
    expect(before.charts.occupancy_heatmap.every((c) => c.percent === null)).toBe(true);
    await mark(t.admin.id);
    expect(chartToday(await open())).toBe(MARK);

    const student = await buildStudent(t.db, { admin: t.admin });
    const plan = await t.send('POST', '/api/auth/seat', {
      seat_number: 'S1',
      shift_id: shift.id,
      price: 900,
      student_id: student.id,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const seated = await open();
    expect(chartToday(seated)).not.toBe(MARK);
    // One seat of two held today in the morning shift.
    expect(seated.charts.occupancy_heatmap.filter((c) => c.percent !== null).map((c) => c.percent)).toEqual([
      50,
    ]);

    await mark(t.admin.id);
    await t.db.execute(sql`update cockpit_history set day = day - 1 where admin_id = ${t.admin.id}`);
    expect(chartToday(await open())).not.toBe(MARK);
  });

  it("of another library are left as they are by this library's writes", async () => {
    await open(other.token);
    const kept = await stored(other.admin.id);
    await mark(other.admin.id);
    const student = await buildStudent(t.db, { admin: t.admin });
    await pay(student.id, 120);
    expect(await stored(other.admin.id)).toEqual(kept);
    expect(chartToday(await open(other.token))).toBe(MARK);
  });

  it('computed while a payment commits are not kept: the version read before them is behind', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const version = await claimCockpitHistory(t.db, t.admin.id);
    const { today, charts } = await open();
    await pay(student.id, 300);
    // An open that read the version before the payment and stores what it computed before it.
    const days = charts.collections_30_days.map((d) => ({ ...d, amount: MARK }));
    await storeCockpitHistory(t.db, t.admin.id, {
      version,
      day: today,
      body: { ...charts, collections_30_days: days },
    });
    expect(chartToday(await open())).not.toBe(MARK);
  });
});
