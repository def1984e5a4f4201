import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import {
  addDays,
  DEFAULT_DUNNING_POLICY,
  dayAndMinute,
  type TDues,
  type TDunningPolicy,
  toE164India,
} from '@studydesk/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { ledgerEntries, messageLog, students } from '../../db/schema/index.ts';
import { runDailyWork } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { localInstant } from '../../jobs/library-time.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD, TEST_DATA_KEY } from '../../test/factories.ts';
import { hubSignature, ProviderFakes, statusNotification } from '../../test/fakes/provider-fakes.ts';
import { createTestServer, SERVER_OF_ITS_OWN_MS, type TestServer } from '../../test/server.ts';
import { dunningWork } from './dunning.service.ts';
import type { MessagingDeps } from './messaging.service.ts';
import { deliverQueuedMessages } from './outbox.service.ts';

/**
 * Dunning through a simulated month (the clock moved, not waited for): a library of 100 students,
 * a fake WhatsApp (and SMS) provider, two instances sweeping at once and, on PostgreSQL, a third
 * killed with SIGKILL mid-sweep. Exactly the messages the policy names go out, once each.
 */

const PHONE_ID = '109876543210987';
const APP_SECRET = 'meta-app-secret-dunning';
const TZ = 'Asia/Kolkata';
const MONTH = '2026-12-01';
const DAYS = 35;
const N = 100;

let fake: ProviderFakes;
let t: TestServer;
let deps: MessagingDeps;
let simNow = localInstant(TZ, MONTH, '00:00');
const second: { database?: Database } = {};

beforeAll(async () => {
  fake = await new ProviderFakes().start();
  fake.whatsappTemplates.set('fee_due_reminder', { langs: ['en', 'hi'], parameters: 5 });
  for (const id of ['dues_en_1', 'dues_hi_1']) fake.msg91Templates.add(id);
  // The app's own jobs run on the moved clock too: a third instance, at whatever tick it wakes.
  t = await createTestServer(
    {},
    { WHATSAPP_API_BASE: `${fake.url}/v23.0`, MSG91_API_BASE: `${fake.url}/api/v5` },
    { clock: () => simNow },
  );
  deps = {
    box: new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex')),
    whatsappBase: `${fake.url}/v23.0`,
    msg91Base: `${fake.url}/api/v5`,
    publicUrl: 'https://desk.example.in',
  };
  if (t.database.connection.kind === 'postgres') {
    second.database = await openDatabase({ kind: 'postgres', url: t.database.connection.url, poolSize: 4 });
  }
}, SERVER_OF_ITS_OWN_MS);
afterAll(async () => {
  await second.database?.close();
  await t?.close();
  await fake?.close();
});

const ctx = (db = t.db): JobContext => ({
  db,
  log: pino({ level: 'silent' }),
  services: { messaging: deps, cards: {} as JobContext['services']['cards'], clock: () => simNow },
  job: { id: 'walk', name: dunningWork.name, retryCount: 0 },
});

async function ownerLibrary(policy: Partial<TDunningPolicy> = {}) {
  const admin = await buildAdmin(t.db);
  const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  const settings = await t.request({
    method: 'PUT',
    url: '/api/messaging/settings',
    token,
    payload: {
      whatsapp: {
        enabled: true,
        phone_number_id: PHONE_ID,
        templates: { dues: 'fee_due_reminder', expiry: 'plan_ending' },
        access_token: 'EAAG-fake-token',
        app_secret: APP_SECRET,
      },
      sms: {
        enabled: true,
        sender_id: 'GYANLB',
        templates: { dues: { en: 'dues_en_1', hi: 'dues_hi_1' }, expiry: { en: 'exp_en_1', hi: 'exp_hi_1' } },
        auth_key: 'msg91-fake-key',
      },
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const saved = await t.request({
    method: 'PUT',
    url: '/api/dunning/policy',
    token,
    payload: { ...DEFAULT_DUNNING_POLICY, enabled: true, ...policy },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { admin, token };
}

/** What happens to student i over the month. */
interface Plan {
  id: number;
  phone: string;
  due: string;
  /** Pays everything at 12:00 on this day. */
  paysOn?: string;
  /** Pays ₹100 at 08:00 on this day (still owes). */
  paysPartOn?: string;
  /** Paused from the start: for good (null) or until a date. */
  pausedUntil?: string | null;
}

const plansFor = (ids: number[]): Plan[] =>
  ids.map((id, i) => {
    const due = addDays(MONTH, 1 + (i % 28));
    const plan: Plan = { id, phone: `9811${100000 + i}`, due };
    if (i % 10 === 3) plan.paysOn = addDays(due, 3);
    if (i % 10 === 5) plan.paysPartOn = addDays(due, 5);
    if (i % 10 === 7) plan.pausedUntil = i < 50 ? null : addDays(due, 4);
    return plan;
  });

/**
 * The policy restated as a brute force over days (not the code under test): each day at 09:00 a
 * student who owes, is not paused and paid nothing in the last 3 days gets the latest step due, if
 * it is later than the last one sent.
 */
function expectedMessages(plans: Plan[]): string[] {
  const offsets = [-3, 0, 3, 8, 13, 18];
  const out: string[] = [];
  for (const p of plans) {
    let sent: number | null = null;
    for (let d = 0; d < DAYS; d++) {
      const day = addDays(MONTH, d);
      if (p.paysOn && day > p.paysOn) break;
      if (p.pausedUntil === null || (p.pausedUntil && day < p.pausedUntil)) continue;
      if (p.paysPartOn && day >= p.paysPartOn && day < addDays(p.paysPartOn, 3)) continue;
      const due = offsets.filter((o) => addDays(p.due, o) <= day);
      const step = due[due.length - 1];
      if (step === undefined || (sent !== null && step <= sent)) continue;
      sent = step;
      out.push(`${p.id} ${day} ${step}`);
    }
  }
  return out.sort();
}

/** Every 10 minutes around the window's edges and on the hour elsewhere, in library time. */
function ticks(): Date[] {
  const out: Date[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(MONTH, d);
    for (let h = 0; h < 24; h++) {
      const minutes = h === 8 || h === 20 || h === 21 ? [0, 10, 20, 30, 40, 50, 59] : [0];
      for (const m of minutes) {
        out.push(localInstant(TZ, day, `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`));
      }
    }
  }
  return out;
}

async function pay(adminId: number, studentId: number, amountPaise: number, on: string) {
  await t.db.insert(ledgerEntries).values({
    adminId,
    studentId,
    entryType: 'payment',
    method: 'cash',
    amountPaise,
    entryDate: on,
    description: 'Paid at the desk',
  });
}

/** A sweep by another instance, as a process of its own, that stops before its commit: killed with SIGKILL. */
async function instanceInFlight(at: Date): Promise<{ kill(): Promise<void> }> {
  const url = t.database.connection.kind === 'postgres' ? t.database.connection.url : '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../test/dunning-instance.ts')],
    {
      env: { ...process.env, DATABASE_URL: url, SIM_NOW: at.toISOString() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (c: Buffer) => {
    output += c.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('in flight')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`No sweep in flight:\n${output}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    kill: () => {
      child.kill('SIGKILL');
      return closed;
    },
  };
}

describe('dunning through a simulated month', () => {
  it('sends exactly the policy’s messages: none at night, after payment, to the paused, or twice', async () => {
    const { admin, token } = await ownerLibrary();
    const built = [];
    for (let i = 0; i < N; i++) built.push(await buildStudent(t.db, { admin }));
    const plans = plansFor(built.map((s) => s.id));
    for (const [i, p] of plans.entries()) {
      await t.db
        .update(students)
        .set({ phone: p.phone, language: i % 2 ? 'hi' : 'en' })
        .where(and(eq(students.adminId, admin.id), eq(students.id, p.id)));
    }
    // Each owes one charge falling due on its day (the ledger's 'owed since').
    await t.db.insert(ledgerEntries).values(
      plans.map((p, i) => ({
        adminId: admin.id,
        studentId: p.id,
        entryType: 'charge',
        chargeKind: 'seat',
        amountPaise: 80_000 + i * 100,
        entryDate: p.due,
        description: 'December seat',
      })),
    );
    for (const p of plans.filter((p) => p.pausedUntil !== undefined)) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/dunning/pauses/${p.id}`,
        token,
        payload: { until: p.pausedUntil },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [first] = plans;
    if (!first) throw new Error('no students');
    const notOnWhatsapp = (toE164India(first.phone) ?? '').slice(1);
    fake.notOnWhatsapp.add(notOnWhatsapp);

    const instances = [ctx(), ctx(second.database?.db ?? t.db)];
    const killAt = localInstant(TZ, addDays(MONTH, 10), '09:00');
    for (const tick of ticks()) {
      simNow = tick;
      const { today, minute } = dayAndMinute(tick, TZ);
      for (const p of plans) {
        if (p.paysOn === today && minute === 12 * 60) {
          const i = plans.indexOf(p);
          await pay(admin.id, p.id, 80_000 + i * 100, today);
        }
        if (p.paysPartOn === today && minute === 8 * 60) await pay(admin.id, p.id, 10_000, today);
      }
      if (tick.getTime() === killAt.getTime() && second.database) {
        // A third instance takes the morning's sweep and dies before its commit; the two others
        // sweep meanwhile (waiting on its keys) and send the morning's messages once it is killed.
        const killed = await instanceInFlight(tick);
        const sweeps = Promise.all(instances.map((c) => runDailyWork(dunningWork, c, tick)));
        await new Promise((r) => setTimeout(r, 500));
        await killed.kill();
        await sweeps;
      } else {
        await Promise.all(instances.map((c) => runDailyWork(dunningWork, c, tick)));
      }
      await Promise.all([deliverQueuedMessages(t.db, deps), deliverQueuedMessages(t.db, deps)]);
    }

    // The app's own delivery job may hold the last ones a while longer (a loaded machine): wait
    // until none is left queued, so every one taken has reached the fake before it is counted.
    const stillQueued = () =>
      t.db
        .select({ id: messageLog.id })
        .from(messageLog)
        .where(and(eq(messageLog.adminId, admin.id), eq(messageLog.status, 'queued')));
    for (let tries = 0; tries < 600 && (await stillQueued()).length > 0; tries++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await stillQueued()).toEqual([]);
    const keyed = await t.db
      .select()
      .from(messageLog)
      .where(and(eq(messageLog.adminId, admin.id), isNotNull(messageLog.dedupeKey)));
    const actual = keyed.map((m) => {
      const [, student, , offset] = (m.dedupeKey ?? '').split(':');
      return `${student} ${dayAndMinute(m.createdAt, TZ).today} ${offset}`;
    });
    expect(actual.sort()).toEqual(expectedMessages(plans));
    expect(actual.length).toBeGreaterThan(300);

    // None at night (library time), none after a full payment, none to a student paused for good.
    for (const m of keyed) {
      const { minute } = dayAndMinute(m.createdAt, TZ);
      expect(minute).toBeGreaterThanOrEqual(9 * 60);
      expect(minute).toBeLessThan(21 * 60);
    }
    for (const p of plans.filter((p) => p.paysOn)) {
      const after = localInstant(TZ, p.paysOn ?? '', '12:00').getTime();
      expect(keyed.filter((m) => m.studentId === p.id && m.createdAt.getTime() > after)).toEqual([]);
    }
    for (const p of plans.filter((p) => p.pausedUntil === null)) {
      expect(keyed.filter((m) => m.studentId === p.id)).toEqual([]);
    }

    // Each went to the provider once; the student not on WhatsApp got each by SMS instead.
    const whatsapp = fake.requestsTo(`/v23.0/${PHONE_ID}/messages`);
    const mismatched = plans.flatMap((p) => {
      const to = (toE164India(p.phone) ?? '').slice(1);
      const mine = keyed.filter((m) => m.studentId === p.id);
      const asked = whatsapp.filter((r) => (r.body as { to?: string }).to === to).length;
      return asked === mine.length
        ? []
        : [{ asked, rows: mine.map((m) => [m.dedupeKey, m.status, m.errorCode, m.provider]) }];
    });
    expect(mismatched).toEqual([]);
    const sms = await t.db
      .select()
      .from(messageLog)
      .where(and(eq(messageLog.adminId, admin.id), eq(messageLog.channel, 'sms')));
    expect(sms.length).toBe(keyed.filter((m) => m.studentId === first.id).length);
    expect(sms.every((m) => m.status === 'sent' && m.studentId === first.id)).toBe(true);
    expect(keyed.every((m) => m.status === 'sent' || m.studentId === first.id)).toBe(true);

    // A delivery status through the signed webhook shows on the dues list with the next reminder.
    const late = plans.find((p, i) => i % 10 === 1 && p.due === addDays(MONTH, 26));
    if (!late) throw new Error('no student due on the 27th');
    const [last] = keyed
      .filter((m) => m.studentId === late.id)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const raw = statusNotification(PHONE_ID, [
      { id: last?.providerMessageId ?? '', status: 'delivered', at: new Date() },
    ]);
    const signed = await t.request({
      method: 'POST',
      url: `/api/webhooks/whatsapp/${admin.id}`,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw, APP_SECRET) },
      payload: raw,
    });
    expect(signed.json()).toEqual({ received: 1, updated: 1 });
    const dues = (await t.request({ method: 'GET', url: '/api/dues?limit=500', token })).json<TDues>();
    const row = dues.rows.find((r) => r.student_id === late.id);
    expect(row).toMatchObject({
      last_message: { channel: 'whatsapp', status: 'delivered' },
      // Due on 27 Dec: +8 went on 4 Jan, +13 is next.
      next_reminder: { state: 'date', date: addDays(late.due, 13) },
      paused: false,
    });
    const forGood = plans.find((p) => p.pausedUntil === null);
    expect(dues.rows.find((r) => r.student_id === forGood?.id)).toMatchObject({
      last_message: null,
      next_reminder: { state: 'paused', date: null },
      paused: true,
    });
    const paid = plans.find((p) => p.paysOn);
    expect(dues.rows.find((r) => r.student_id === paid?.id)).toBeUndefined();
  }, 600_000);
});

describe('dunning policy and pauses', () => {
  it('off by default; quiet hours only inside 09:00-21:00; pauses are the library’s own students', async () => {
    const admin = await buildAdmin(t.db);
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const policy = await t.request({ method: 'GET', url: '/api/dunning/policy', token });
    expect(policy.json()).toEqual(DEFAULT_DUNNING_POLICY);
    const night = await t.request({
      method: 'PUT',
      url: '/api/dunning/policy',
      token,
      payload: { ...DEFAULT_DUNNING_POLICY, send_until: '22:00' },
    });
    expect(night.statusCode).toBe(400);
    const other = await buildStudent(t.db);
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/dunning/pauses/${other.id}`,
      token,
      payload: { until: null },
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await buildStudent(t.db, { admin });
    const paused = await t.request({
      method: 'PUT',
      url: `/api/dunning/pauses/${mine.id}`,
      token,
      payload: { until: '2026-12-20' },
    });
    expect(paused.json()).toEqual({ student_id: mine.id, paused: true, until: '2026-12-20' });
    const resumed = await t.request({ method: 'DELETE', url: `/api/dunning/pauses/${mine.id}`, token });
    expect(resumed.json()).toEqual({ student_id: mine.id, paused: false, until: null });
  });
});
