import type { TCockpit, TPayment, TShift } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  type DemoCall,
  demoPayload,
  seedDemoLibrary,
} from '../../../../../scripts/demo/demo-library.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../../test/server.ts';

/** `npm run seed:demo`'s library, built through the API, as the owner's cockpit shows it. */
let server: TestServer;
let call: DemoCall;

/** The demo's shape at two fifths of its size: every part is there, in a fraction of the time. */
const STUDENTS = 48;

beforeAll(async () => {
  server = await createTestServer();
  call = async (method, url, body, token) => {
    const res = await server.request({ method, url, ...demoPayload(body), token });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const result = await seedDemoLibrary(call, SUPERADMIN, STUDENTS);
  expect(result.created).toBe(true);
}, 120_000);
afterAll(() => server?.close());

describe('the demo library', () => {
  it('looks busy in the cockpit: money, seats over three shifts, payments to confirm, dues', async () => {
    const owner = await server.login('admin', DEMO.owner, DEMO.password);
    const c = (
      await server.request({ method: 'GET', url: '/api/dashboard/cockpit', token: owner })
    ).json<TCockpit>();

    expect(c.collections.month + c.collections.yesterday + c.collections.today).toBeGreaterThan(0);
    expect(c.charts.collections_30_days.filter((d) => d.amount > 0).length).toBeGreaterThan(5);
    expect(new Set(c.collections.today_by_method.map((m) => m.method)).size).toBeGreaterThanOrEqual(1);
    expect(c.seats.total).toBe(60);
    expect(c.seats.by_shift.map((s) => s.label.split(' ')[0])).toEqual(['Morning', 'Evening', 'Night']);
    for (const s of c.seats.by_shift) expect(s.held).toBeGreaterThan(0);
    expect(c.seats.occupied_now).toBeGreaterThan(0);
    expect(c.seats.occupied_now).toBeLessThanOrEqual(c.seats.total);
    expect(c.payments_to_confirm).toBe(9);
    expect(c.dues.total).toBeGreaterThan(0);
    expect(c.dues.students).toBeGreaterThan(2);
    expect(c.checkins_today).toBeGreaterThan(STUDENTS / 4);
    expect(c.charts.occupancy_heatmap.some((h) => (h.percent ?? 0) > 0)).toBe(true);

    const shifts = (await server.request({ method: 'GET', url: '/api/shifts', token: owner })).json<
      TShift[]
    >();
    const night = shifts.find((s) => s.name === 'Night');
    expect(night && night.end_time < night.start_time).toBe(true);
    const students = await server.request({
      method: 'GET',
      url: '/api/manage/students?limit=1',
      token: owner,
    });
    expect(Number(students.headers['x-total-count'])).toBe(STUDENTS);

    // The desk's 'To confirm': UPI payments students sent, pending.
    const desk = await server.login('staff', DEMO.staff[0], DEMO.password);
    const pending = (await server.request({ method: 'GET', url: '/api/payments/pending', token: desk })).json<
      TPayment[]
    >();
    expect(pending).toHaveLength(9);
    expect(pending.every((p) => p.status === 'Pending')).toBe(true);

    // Every role printed can sign in.
    await server.login('student', DEMO.student(1), DEMO.password);
    await server.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
  });

  it('is built once: a second run writes nothing and says the demo exists', async () => {
    const again = await seedDemoLibrary(call, SUPERADMIN);
    expect(again.created).toBe(false);
    const owner = await server.login('admin', DEMO.owner, DEMO.password);
    const students = await server.request({
      method: 'GET',
      url: '/api/manage/students?limit=1',
      token: owner,
    });
    expect(Number(students.headers['x-total-count'])).toBe(STUDENTS);
  });
});
