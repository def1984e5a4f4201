import {
  addDays,
  digestText,
  formatDay,
  type TForecastStudent,
  type TMonthEndForecast,
  type TMonthEndQuestion,
  type TMorningDigest,
  type TMyMonthEnd,
  type TOccupancy,
  type TSeatOffer,
  type TSeatPlan,
  type TShift,
  type TWaitingEntry,
} from '@studydesk/contract';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCardTokens } from '../../crypto/card-tokens.ts';
import {
  admins,
  institutes,
  jobEffects,
  messageLog,
  monthEndAnswers,
  morningDigests,
} from '../../db/schema/index.ts';
import { runDailyWork } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD, TEST_DATA_KEY } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { morningDigestWork } from '../dashboard/digest.service.ts';
import { monthEndWork } from './month-end.service.ts';

/**
 * Issue 35 items 4 and 6: a month walked with the jobs' clock moved. The asking day is this
 * month's (at most the 28th), so the answers given through the API today belong to its turn.
 */
const t = useLibrary({ staff: true, seats: ['M1', 'M2', 'M3', 'M4', 'M5'] });
const cards = openCardTokens({ DATA_KEY: TEST_DATA_KEY, DATA_DIR: '/nonexistent' });
let today: string;
let askDay: number;
let askedOn: string;
let month: string;
let morning: TShift;
type Student = Awaited<ReturnType<typeof buildStudent>>;
const people: Record<'yes' | 'no' | 'silent' | 'later' | 'waiting', Student> = {} as never;
const plans: Record<string, TSeatPlan> = {};

const messagesOf = (kind: 'month_end' | 'digest') =>
  t.db
    .select()
    .from(messageLog)
    .where(
      and(eq(messageLog.adminId, t.admin.id), eq(messageLog.kind, kind), isNotNull(messageLog.dedupeKey)),
    );

const ctx = (): JobContext => ({
  db: t.db,
  log: pino({ level: 'silent' }),
  services: {
    messaging: {} as JobContext['services']['messaging'],
    cards,
    clock: () => new Date(),
  },
  job: { id: 'test', name: 'test', retryCount: 0 },
});
/** The UTC instant of `hh:mm` on `day` in India (UTC+05:30). */
const ist = (day: string, hhmm: string) => new Date(new Date(`${day}T${hhmm}:00+05:30`).toISOString());

async function planEnding(student: Student, seat: string, endsOn: string) {
  const res = await t.send('POST', '/api/auth/seat', {
    seat_number: seat,
    shift_id: morning.id,
    price: 900,
    student_id: student.id,
    starts_on: addDays(endsOn, -29),
    duration: '30 Days',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TSeatPlan>();
}

const signIn = (s: Student) => t.login('student', s.email, DEFAULT_PASSWORD);
const asked = () =>
  t.db
    .select({ studentId: monthEndAnswers.studentId, month: monthEndAnswers.month })
    .from(monthEndAnswers)
    .where(eq(monthEndAnswers.adminId, t.admin.id));

beforeAll(async () => {
  today = await libraryToday(t.db, t.admin.id);
  askDay = Math.min(28, Number(today.slice(8)));
  askedOn = `${today.slice(0, 8)}${String(askDay).padStart(2, '0')}`;
  morning = (
    await t.send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '12:00' })
  ).json<TShift>();
  for (const k of ['yes', 'no', 'silent', 'later', 'waiting'] as const) {
    people[k] = await buildStudent(t.db, { admin: t.admin });
  }
  plans.yes = await planEnding(people.yes, 'M1', addDays(askedOn, 10));
  plans.no = await planEnding(people.no, 'M2', addDays(askedOn, 12));
  plans.silent = await planEnding(people.silent, 'M3', addDays(askedOn, 20));
  // Messages go out where the owner set up their templates; the owner's copy to the library's number.
  const settings = await t.send('PUT', '/api/messaging/settings', {
    whatsapp: {
      enabled: true,
      phone_number_id: '109876543210987',
      templates: {
        dues: 'fee_due_reminder',
        expiry: 'plan_ending',
        month_end: 'continuing_next_month',
        digest: 'morning_digest',
      },
      access_token: 'EAAG-fake-token',
    },
    sms: {
      enabled: false,
      sender_id: '',
      templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await t.db.insert(institutes).values({ adminId: t.admin.id, name: 'Gyan Library', contact: '98765 12345' });
  // Ends after the next asking day: asked next month, not now.
  plans.later = await planEnding(people.later, 'M4', addDays(askedOn, 45));
});

describe("'Continuing next month?'", () => {
  it('is the owner’s setting: on, the 25th, until changed; days 1..28 only', async () => {
    const fresh = await buildAdmin(t.db);
    const token = await t.login('admin', fresh.email, DEFAULT_PASSWORD);
    expect((await t.send('GET', '/api/month-end/settings', undefined, token)).json()).toEqual({
      on: true,
      day: 25,
    });
    for (const day of [0, 29, 'x']) {
      expect((await t.send('PUT', '/api/month-end/settings', { on: true, day }, token)).statusCode).toBe(400);
    }
    const res = await t.send('PUT', '/api/month-end/settings', { on: true, day: askDay });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ on: true, day: askDay });
  });

  it('goes out on the asking day from 09:00, never at night or another day, never twice', async () => {
    await runDailyWork(monthEndWork, ctx(), ist(addDays(askedOn, -1), '10:00'));
    await runDailyWork(monthEndWork, ctx(), ist(askedOn, '08:50'));
    await runDailyWork(monthEndWork, ctx(), ist(askedOn, '21:30'));
    expect(await asked()).toEqual([]);

    // Two instances at once, then a later wake: each student once.
    await Promise.all([
      runDailyWork(monthEndWork, ctx(), ist(askedOn, '09:05')),
      runDailyWork(monthEndWork, ctx(), ist(askedOn, '09:05')),
    ]);
    await runDailyWork(monthEndWork, ctx(), ist(askedOn, '15:00'));
    const rows = await asked();
    month = rows[0]?.month ?? '';
    expect(month).toBe(addDays(`${askedOn.slice(0, 8)}28`, 7).slice(0, 7));
    expect(rows.map((r) => r.studentId).sort()).toEqual(
      [people.yes.id, people.no.id, people.silent.id].sort(),
    );
    const effects = await t.db
      .select()
      .from(jobEffects)
      .where(like(jobEffects.key, `month-end-question:${t.admin.id}:%`));
    expect(effects).toHaveLength(3);

    // One message each, in the outbox, carrying the student's own link.
    const sent = await messagesOf('month_end');
    expect(sent.map((m) => m.dedupeKey).sort()).toEqual(
      [people.yes.id, people.no.id, people.silent.id].map((id) => `month_end:${id}:${month}`).sort(),
    );
    const toNo = sent.find((m) => m.studentId === people.no.id);
    expect(toNo?.params).toMatchObject({
      name: people.no.name,
      institute: 'Gyan Library',
      due_date: formatDay(addDays(askedOn, 12)),
    });
    const link = toNo?.params?.link ?? '';
    // A path: the delivery puts PUBLIC_URL before it (withAddresses).
    expect(link).toMatch(/^\/month-end\/ME1-[A-Za-z0-9_-]{38}$/);
    const opened = await t.request({ method: 'GET', url: `/api/month-end/link/${link.split('/').pop()}` });
    expect(opened.json<TMonthEndQuestion>()).toMatchObject({ name: people.no.name, seat: 'M2' });
  });

  it('is off when the owner turns it off', async () => {
    const other = await buildAdmin(t.db);
    await t.db.update(admins).set({ monthEndOn: false, monthEndDay: askDay }).where(eq(admins.id, other.id));
    const student = await buildStudent(t.db, { admin: other });
    const token = await t.login('admin', other.email, DEFAULT_PASSWORD);
    const res = await t.send(
      'POST',
      '/api/shifts',
      { name: 'Day', start_time: '09:00', end_time: '17:00' },
      token,
    );
    expect(res.statusCode).toBe(201);
    await runDailyWork(monthEndWork, ctx(), ist(askedOn, '10:00'));
    const rows = await t.db.select().from(monthEndAnswers).where(eq(monthEndAnswers.studentId, student.id));
    expect(rows).toEqual([]);
  });

  it('shows on the student’s home; Yes, then a change of mind, then Yes again', async () => {
    const token = await signIn(people.yes);
    const mine = (await t.send('GET', '/api/month-end/mine', undefined, token)).json<TMyMonthEnd>();
    expect(mine.question).toMatchObject({
      month,
      seat: 'M1',
      ends_on: addDays(askedOn, 10),
      answer: null,
      can_answer: true,
    });
    for (const answer of ['no', 'yes'] as const) {
      const res = await t.send('PUT', '/api/month-end/mine', { answer }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TMyMonthEnd>().question?.answer).toBe(answer);
    }
    expect((await t.send('PUT', '/api/month-end/mine', { answer: 'maybe' }, token)).statusCode).toBe(400);
    // Someone never asked has no question.
    const later = await signIn(people.later);
    expect((await t.send('GET', '/api/month-end/mine', undefined, later)).json()).toEqual({ question: null });
    expect((await t.send('PUT', '/api/month-end/mine', { answer: 'yes' }, later)).statusCode).toBe(404);
  });

  it('is answered through the link without signing in: that student and month only', async () => {
    const token = cards.issueMonthEnd({ adminId: t.admin.id, studentId: people.no.id, month });
    const seen = await t.request({ method: 'GET', url: `/api/month-end/link/${token}` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<TMonthEndQuestion>()).toMatchObject({ name: people.no.name, seat: 'M2', answer: null });
    const res = await t.request({
      method: 'PUT',
      url: `/api/month-end/link/${token}`,
      payload: { answer: 'no' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TMonthEndQuestion>().answer).toBe('no');

    const refused = [
      cards.issueMonthEnd({ adminId: t.admin.id, studentId: people.later.id, month }),
      cards.issueMonthEnd({ adminId: t.admin.id, studentId: people.no.id, month: '2030-01' }),
      cards.issue({ adminId: t.admin.id, studentId: people.no.id, version: 1 }),
      `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`,
      'nonsense',
    ];
    for (const bad of refused) {
      const r = await t.request({
        method: 'PUT',
        url: `/api/month-end/link/${bad}`,
        payload: { answer: 'yes' },
      });
      expect(r.statusCode, bad).toBe(404);
    }
  });

  it('gives the owner next month’s forecast: counts, and the names paged', async () => {
    const forecast = (await t.send('GET', '/api/month-end/forecast')).json<TMonthEndForecast>();
    expect(forecast).toEqual({ month, asked_on: askedOn, continuing: 1, leaving: 1, no_answer: 1 });
    const page = await t.send('GET', '/api/month-end/forecast/students?limit=2', undefined, t.staffToken);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json<TForecastStudent[]>().map((r) => r.name)).toEqual([people.yes.name, people.no.name]);
    const none = (await t.send('GET', '/api/month-end/forecast/students?answer=none')).json<
      TForecastStudent[]
    >();
    expect(none.map((r) => r.student_id)).toEqual([people.silent.id]);
  });

  it('‘No’ frees the seat from the day after the plan: not renewed, offered to the waiting list', async () => {
    const renew = await t.send('POST', `/api/auth/seat/${plans.no?.id}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json<{ message: string }>().message).toMatch(/not continuing/);

    const newName = await t.send('POST', '/api/waiting-list', { name: 'Asha Verma', phone: '9876501234' });
    expect(newName.statusCode, newName.body).toBe(201);
    const waiting = await t.send(
      'POST',
      '/api/waiting-list',
      { student_id: people.waiting.id, shift_id: morning.id },
      t.staffToken,
    );
    expect(waiting.statusCode, waiting.body).toBe(201);
    const entry = waiting.json<TWaitingEntry>();
    expect(entry).toMatchObject({ name: people.waiting.name, shift: expect.stringContaining('Morning') });
    expect((await t.send('POST', '/api/waiting-list', { name: 'No phone' })).statusCode).toBe(400);
    const list = await t.send('GET', '/api/waiting-list');
    expect(list.headers['x-total-count']).toBe('2');

    const endsOn = addDays(askedOn, 12);
    const offers = (await t.send('GET', '/api/waiting-list/offers')).json<TSeatOffer[]>();
    // The first in the queue (a new name, any shift) is offered the seat.
    expect(offers).toEqual([
      expect.objectContaining({
        seat_number: 'M2',
        free_from: addDays(endsOn, 1),
        leaving: people.no.name,
        entry: expect.objectContaining({ name: 'Asha Verma', student_id: null }),
      }),
    ]);
    const newEntry = offers[0]?.entry?.id ?? 0;
    const assign = (id: number, starts_on: string, token = t.token) =>
      t.send(
        'POST',
        `/api/waiting-list/${id}/assign`,
        { seat_number: 'M2', shift_id: morning.id, duration: '30 Days', price: 900, starts_on },
        token,
      );
    expect((await assign(newEntry, addDays(endsOn, 1))).statusCode).toBe(400);
    expect((await assign(entry.id, addDays(endsOn, 1), t.staffToken)).statusCode).toBe(403);
    // The seat ledger decides: still held on the plan's last day, free the day after.
    expect((await assign(entry.id, endsOn)).statusCode).toBe(409);
    const seated = await assign(entry.id, addDays(endsOn, 1));
    expect(seated.statusCode, seated.body).toBe(201);
    expect((await assign(entry.id, addDays(endsOn, 40))).statusCode).toBe(409);
    const tile = async (date: string) =>
      (await t.send('GET', `/api/auth/seat/occupancy?date=${date}`))
        .json<TOccupancy>()
        .seats.find((s) => s.seat_number === 'M2')?.status;
    expect(await tile(endsOn)).not.toBe('free');
    expect((await t.send('GET', '/api/waiting-list')).headers['x-total-count']).toBe('1');

    // Their mind changed: Yes again, and the desk may renew (the ledger then says the seat is taken).
    const token = cards.issueMonthEnd({ adminId: t.admin.id, studentId: people.no.id, month });
    await t.request({ method: 'PUT', url: `/api/month-end/link/${token}`, payload: { answer: 'yes' } });
    expect((await t.send('POST', `/api/auth/seat/${plans.no?.id}/renew`)).statusCode).toBe(409);
    await t.request({ method: 'PUT', url: `/api/month-end/link/${token}`, payload: { answer: 'no' } });
    expect(
      (await t.send('DELETE', `/api/waiting-list/${newEntry}`, undefined, t.staffToken)).statusCode,
    ).toBe(200);
    expect((await t.send('DELETE', `/api/waiting-list/${newEntry}`)).statusCode).toBe(404);
  });
});

describe('the morning digest', () => {
  it('arrives at 08:00 library time, not before, once; correct to the rupee; Hindi for a Hindi owner', async () => {
    await t.db.update(admins).set({ language: 'hi' }).where(eq(admins.id, t.admin.id));
    const pay = async (student: Student, amount: number, method: string) => {
      const res = await t.send('POST', '/api/desk-payments', {
        student_id: student.id,
        amount,
        method,
        paid_on: today,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await pay(people.yes, 900, 'cash');
    await pay(people.no, 450.5, 'upi');
    await pay(people.later, 100.25, 'upi');
    const tomorrow = addDays(today, 1);
    const digestOf = () =>
      t.db
        .select()
        .from(morningDigests)
        .where(and(eq(morningDigests.adminId, t.admin.id), eq(morningDigests.onDate, tomorrow)));

    await runDailyWork(morningDigestWork, ctx(), ist(tomorrow, '07:55'));
    expect(await digestOf()).toEqual([]);
    expect((await t.send('GET', '/api/dashboard/digest')).json()).toEqual({ digest: null });
    await Promise.all([
      runDailyWork(morningDigestWork, ctx(), ist(tomorrow, '08:00')),
      runDailyWork(morningDigestWork, ctx(), ist(tomorrow, '08:00')),
    ]);
    await runDailyWork(morningDigestWork, ctx(), ist(tomorrow, '08:50'));
    expect(await digestOf()).toHaveLength(1);

    const digest = (await t.send('GET', '/api/dashboard/digest')).json<{ digest: TMorningDigest }>().digest;
    expect(digest.on_date).toBe(tomorrow);
    expect(digest.collected).toEqual({
      total: 1450.75,
      by_method: [
        { method: 'cash', amount: 900 },
        { method: 'upi', amount: 550.75 },
      ],
    });
    // Charges 900 each (M1..M4, and the waiting student's new plan), less what was paid.
    expect(digest.dues.total).toBe(900 - 450.5 + 900 + 900 - 100.25 + 900);
    expect(digest.dues.students).toBe(4);
    expect(digest.dues.top.map((d) => d.amount)).toEqual([900, 900, 799.75, 449.5]);
    expect(digest.seats_free).toEqual([expect.objectContaining({ shift_id: morning.id })]);
    expect(digest.month_end).toMatchObject({ month, continuing: 1, leaving: 1, no_answer: 1 });
    expect(digest.payments_to_confirm).toBe(0);

    const hindi = digestText(digest, 'hi', 'Library');
    expect(hindi).toContain('कल की वसूली: ₹1,450.75 (नकद ₹900.00, यूपीआई ₹550.75)');
    expect(hindi).toContain('छोड़ रहे 1');

    // The owner's WhatsApp copy, once, in Hindi, to the library's number.
    const copies = await messagesOf('digest');
    expect(copies.map((m) => [m.dedupeKey, m.lang, m.phone, m.studentId])).toEqual([
      [`digest:${tomorrow}`, 'hi', '+919876512345', null],
    ]);
    expect(copies[0]?.params).toMatchObject({
      institute: 'Gyan Library',
      collected: '₹1,450.75',
      dues_total: '₹3,049.25',
      link: '/admin/dashboard',
    });
  });

  it('is the owner’s: the desk and students cannot read it', async () => {
    expect((await t.send('GET', '/api/dashboard/digest', undefined, t.staffToken)).statusCode).toBe(403);
    const student = await signIn(people.yes);
    expect((await t.send('GET', '/api/dashboard/digest', undefined, student)).statusCode).toBe(403);
  });
});
