import {
  addDays,
  dayAndMinute,
  NEWER_CURSOR_HEADER,
  OLDER_CURSOR_HEADER,
  type TMessageLogEntry,
  type TPayment,
  type TReceipt,
  type TScheduledMessages,
} from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import { messageLog, seatPlans, students } from '../../db/schema/index.ts';
import {
  type BuiltAdmin,
  buildAdmin,
  buildStudent,
  DEFAULT_PASSWORD,
  TEST_DATA_KEY,
} from '../../test/factories.ts';
import { msg91Report, ProviderFakes } from '../../test/fakes/provider-fakes.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import type { MessagingDeps } from './messaging.service.ts';
import { deliverQueuedMessages } from './outbox.service.ts';

/** Receipts sent by themselves, the owner's message log and what is scheduled, MSG91's delivery reports. */

const PHONE_ID = '109876543210987';
const DLR_TOKEN = 'dlr-token-9f3a27c1b6e4';
let fake: ProviderFakes;
let t: TestServer;
let deps: MessagingDeps;

beforeAll(async () => {
  fake = await new ProviderFakes().start();
  fake.whatsappTemplates.set('payment_receipt', { langs: ['en', 'hi'], parameters: 5 });
  for (const id of ['dues_en_1', 'dues_hi_1', 'exp_en_1', 'exp_hi_1', 'rcpt_en_1', 'rcpt_hi_1']) {
    fake.msg91Templates.add(id);
  }
  t = await createTestServer(
    {},
    {
      WHATSAPP_API_BASE: `${fake.url}/v23.0`,
      MSG91_API_BASE: `${fake.url}/api/v5`,
      PUBLIC_URL: 'https://desk.example.in',
    },
  );
  deps = {
    box: new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex')),
    whatsappBase: `${fake.url}/v23.0`,
    msg91Base: `${fake.url}/api/v5`,
    publicUrl: 'https://desk.example.in',
  };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const NO_SMS = {
  enabled: false,
  sender_id: '',
  templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
};
const SMS_ONLY = {
  whatsapp: { enabled: false, phone_number_id: '', templates: { dues: '', expiry: '' } },
  sms: {
    enabled: true,
    sender_id: 'GYANLB',
    templates: {
      dues: { en: 'dues_en_1', hi: 'dues_hi_1' },
      expiry: { en: 'exp_en_1', hi: 'exp_hi_1' },
      receipt: { en: 'rcpt_en_1', hi: 'rcpt_hi_1' },
    },
    auth_key: 'msg91-fake-key',
    dlr_token: DLR_TOKEN,
  },
};

interface Library {
  admin: BuiltAdmin;
  token: string;
  send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token?: string,
  ): ReturnType<TestServer['request']>;
  student(phone: string, language?: 'en' | 'hi'): Promise<{ id: number; name: string; token: string }>;
}

async function library(settings: object | null): Promise<Library> {
  const admin = await buildAdmin(t.db, { name: 'Gyan Library' });
  const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  const send: Library['send'] = (method, url, payload, as = token) =>
    t.request({ method, url, token: as, ...(payload ? { payload } : {}) });
  await send('PUT', '/api/auth/admin/setting/update-settings', {
    totalSeats: 5,
    totalLockers: 0,
    upiId: 'gyan@okbank',
  });
  if (settings) {
    const res = await send('PUT', '/api/messaging/settings', settings);
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    admin,
    token,
    send,
    async student(phone, language = 'en') {
      const s = await buildStudent(t.db, { admin });
      await t.db.update(students).set({ phone, language }).where(eq(students.id, s.id));
      return { id: s.id, name: s.name, token: await t.login('student', s.email, DEFAULT_PASSWORD) };
    },
  };
}
const WHATSAPP_RECEIPTS = {
  whatsapp: {
    enabled: true,
    phone_number_id: PHONE_ID,
    templates: { dues: 'fee_due_reminder', expiry: 'plan_ending', receipt: 'payment_receipt' },
    access_token: 'EAAG-fake-token',
  },
  sms: NO_SMS,
};

const logOf = (adminId: number) =>
  t.db.select().from(messageLog).where(eq(messageLog.adminId, adminId)).orderBy(messageLog.id);
const sendsTo = (to: string) =>
  fake.requestsTo(`/v23.0/${PHONE_ID}/messages`).filter((r) => (r.body as { to?: string } | null)?.to === to);

describe('receipts go out by themselves', () => {
  it('once per confirmed payment, from the desk and from a confirmed UPI payment, in the student’s language', async () => {
    const lib = await library(WHATSAPP_RECEIPTS);
    const hindi = await lib.student('9811177701', 'hi');
    const english = await lib.student('9811177702', 'en');

    // At the desk, sent twice with one key (a retry): one receipt, one message.
    const desk = { student_id: hindi.id, amount: 800, method: 'cash' };
    const key = { 'idempotency-key': 'desk-pay-1' };
    const paid = await t.request({
      method: 'POST',
      url: '/api/desk-payments',
      token: lib.token,
      payload: desk,
      headers: key,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/api/desk-payments',
      token: lib.token,
      payload: desk,
      headers: key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const receipt = paid.json<TReceipt>();

    // The student's own UPI payment, confirmed by the desk.
    const started = await lib.send(
      'POST',
      '/api/payments',
      { student_id: english.id, amount: 1200 },
      english.token,
    );
    const paymentId = started.json<{ payment: TPayment }>().payment.id;
    await lib.send('PUT', `/api/payments/${paymentId}/utr`, { utr: 'UTR80080081' }, english.token);
    expect((await lib.send('POST', `/api/payments/${paymentId}/confirm`, {})).statusCode).toBe(200);

    // A walk-in has no student to send to.
    await lib.send('POST', '/api/desk-payments', {
      customer_name: 'Ravi (walk-in)',
      amount: 50,
      method: 'cash',
    });

    // (The app's own delivery job may have sent them already.)
    const queued = await logOf(lib.admin.id);
    expect(queued.map((m) => [m.studentId, m.kind, m.lang])).toEqual([
      [hindi.id, 'receipt', 'hi'],
      [english.id, 'receipt', 'en'],
    ]);
    expect(queued[0]?.dedupeKey).toBe(`receipt:${receipt.id}`);
    expect(queued[0]?.params).toEqual({
      name: hindi.name,
      institute: 'Gyan Library',
      amount: '₹800.00',
      receipt_no: String(receipt.number),
      link: receipt.share_path,
    });

    await deliverQueuedMessages(t.db, deps);
    await deliverQueuedMessages(t.db, deps);
    const toHindi = sendsTo('919811177701');
    expect(toHindi).toHaveLength(1);
    expect(toHindi[0]?.body).toMatchObject({
      template: { name: 'payment_receipt', language: { code: 'hi' } },
    });
    type Sent = { template: { components: { parameters: { text: string }[] }[] } } | undefined;
    const link = (toHindi[0]?.body as Sent)?.template.components[0]?.parameters[4]?.text;
    expect(link).toBe(`https://desk.example.in${receipt.share_path}`);
    // The link opens the receipt, signed in as nobody.
    const pdf = await t.request({ method: 'GET', url: receipt.share_path });
    expect(pdf.statusCode).toBe(200);
    expect(sendsTo('919811177702')).toHaveLength(1);
    expect((await logOf(lib.admin.id)).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('nothing is queued where the library sends no receipts', async () => {
    const lib = await library(null);
    const s = await lib.student('9811177703');
    expect(
      (await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 10, method: 'cash' }))
        .statusCode,
    ).toBe(201);
    expect(await logOf(lib.admin.id)).toEqual([]);
  });
});

describe("the owner's message log", () => {
  it('pages newest first, filters by kind, status and student, and shows only the library’s own', async () => {
    const lib = await library(WHATSAPP_RECEIPTS);
    const a = await lib.student('9811177711');
    const b = await lib.student('9811177712');
    fake.notOnWhatsapp.add('919811177712');
    for (const s of [a, b, a]) {
      await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 100, method: 'cash' });
    }
    await deliverQueuedMessages(t.db, deps);
    const all = await lib.send('GET', '/api/messages');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json<TMessageLogEntry[]>();
    expect(rows.map((m) => [m.student_id, m.status, m.reason])).toEqual([
      [a.id, 'sent', null],
      [b.id, 'failed', 'not_on_whatsapp'],
      [a.id, 'sent', null],
    ]);
    expect(rows[1]?.error).toContain('Message undeliverable');
    expect(rows[0]?.student_name).toBe(a.name);

    // One at a time, older and back.
    const first = await lib.send('GET', '/api/messages?limit=1');
    expect(first.json<TMessageLogEntry[]>().map((m) => m.id)).toEqual([rows[0]?.id]);
    const older = first.headers[OLDER_CURSOR_HEADER] as string;
    const second = await lib.send('GET', `/api/messages?limit=1&before=${encodeURIComponent(older)}`);
    expect(second.json<TMessageLogEntry[]>().map((m) => m.id)).toEqual([rows[1]?.id]);
    const newer = second.headers[NEWER_CURSOR_HEADER] as string;
    const back = await lib.send('GET', `/api/messages?limit=1&after=${encodeURIComponent(newer)}`);
    expect(back.json<TMessageLogEntry[]>().map((m) => m.id)).toEqual([rows[0]?.id]);

    const ids = async (query: string) =>
      (await lib.send('GET', `/api/messages?${query}`)).json<TMessageLogEntry[]>().map((m) => m.id);
    expect(await ids('status=failed')).toEqual([rows[1]?.id]);
    expect(await ids(`student_id=${a.id}`)).toEqual([rows[0]?.id, rows[2]?.id]);
    expect(await ids('kind=expiry')).toEqual([]);
    expect((await lib.send('GET', '/api/messages?status=lost')).statusCode).toBe(400);

    // Another library sees none of them, and its students are not ours to filter by.
    const other = await library(null);
    expect((await other.send('GET', '/api/messages')).json()).toEqual([]);
    expect((await other.send('GET', `/api/messages?student_id=${a.id}`)).statusCode).toBe(404);
    const staffOnly = await lib.send('GET', '/api/messages', undefined, a.token);
    expect(staffOnly.statusCode).toBe(403);
  });

  it('shows the plan end notices of the coming week and what is queued', async () => {
    const lib = await library(WHATSAPP_RECEIPTS);
    const s = await lib.student('9811177721', 'hi');
    const today = dayAndMinute(new Date(), 'Asia/Kolkata').today;
    await t.db.insert(seatPlans).values({
      adminId: lib.admin.id,
      studentId: s.id,
      seatNumber: 'B4',
      pricePaise: 90_000,
      startsOn: addDays(today, -28),
      endsOn: addDays(today, 1),
    });
    // A queued message a delivery has just taken (so the app's own delivery job leaves it be).
    await t.db.insert(messageLog).values({
      adminId: lib.admin.id,
      studentId: s.id,
      kind: 'receipt',
      channel: 'whatsapp',
      template: '',
      phone: '+919811177721',
      status: 'queued',
      lang: 'hi',
      dedupeKey: 'receipt:999',
      attemptedAt: new Date(),
    });
    const res = await lib.send('GET', '/api/messages/scheduled');
    expect(res.statusCode, res.body).toBe(200);
    const scheduled = res.json<TScheduledMessages>();
    expect(scheduled.sends_notices).toBe(true);
    expect(scheduled.notices.map((n) => [n.day, n.student_id, n.place, n.days_before])).toEqual([
      [today, s.id, 'B4', 1],
      [addDays(today, 1), s.id, 'B4', 0],
    ]);
    expect(scheduled.queued.map((m) => [m.kind, m.student_id, m.status])).toEqual([
      ['receipt', s.id, 'queued'],
    ]);
  });
});

describe('MSG91 delivery reports', () => {
  async function smsLibrary() {
    const lib = await library(SMS_ONLY);
    const s = await lib.student('9811177731');
    await lib.send('POST', '/api/desk-payments', { student_id: s.id, amount: 300, method: 'cash' });
    await deliverQueuedMessages(t.db, deps);
    const [row] = await logOf(lib.admin.id);
    expect(row).toMatchObject({ provider: 'msg91', status: 'sent' });
    return { lib, requestId: row?.providerMessageId ?? '' };
  }
  const post = (adminId: number, report: ReturnType<typeof msg91Report>, token: string | null = DLR_TOKEN) =>
    t.request({
      method: 'POST',
      url: `/api/webhooks/msg91/${adminId}${token === null ? '' : `?token=${token}`}`,
      ...report,
    });
  const statusOf = async (adminId: number) => (await logOf(adminId))[0]?.status;

  it('need the library’s token, apply once, and move a status forward only', async () => {
    const { lib, requestId } = await smsLibrary();
    const delivered = msg91Report('v3', {
      requestId,
      number: '919811177731',
      status: '1',
      desc: 'DELIVERED',
      at: new Date(),
    });
    expect((await post(lib.admin.id, delivered, null)).statusCode).toBe(401);
    expect((await post(lib.admin.id, delivered, 'dlr-token-wrong-000000')).statusCode).toBe(403);
    const bare = await library(null);
    expect((await post(bare.admin.id, delivered)).statusCode).toBe(404);
    expect(await statusOf(lib.admin.id)).toBe('sent');

    // Another number with the same request id changes nothing.
    const stranger = msg91Report('v3', {
      requestId,
      number: '919811100000',
      status: '2',
      desc: 'FAILED',
      at: new Date(),
    });
    expect((await post(lib.admin.id, stranger)).json()).toEqual({ received: 1, updated: 0 });

    const ok = await post(lib.admin.id, delivered);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: 1, updated: 1 });
    expect(await statusOf(lib.admin.id)).toBe('delivered');
    // The same call again is a replay.
    expect((await post(lib.admin.id, delivered)).statusCode).toBe(409);
    // A later 'failed' (v2, a form) cannot take a delivered message back.
    const failed = msg91Report('v2', {
      requestId,
      number: '919811177731',
      status: '2',
      desc: 'FAILED',
      at: new Date(),
    });
    const late = await post(lib.admin.id, failed);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ received: 1, updated: 0 });
    expect(await statusOf(lib.admin.id)).toBe('delivered');
    expect(
      (await post(lib.admin.id, { payload: '{"hello":1}', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400);
  });

  it('a failure report marks a sent message failed with its words; an old one is ignored', async () => {
    const { lib, requestId } = await smsLibrary();
    const old = msg91Report('v2', {
      requestId,
      number: '919811177731',
      status: '1',
      desc: 'DELIVERED',
      at: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000),
    });
    expect((await post(lib.admin.id, old)).json()).toEqual({ received: 1, updated: 0 });
    const rejected = msg91Report('v2', {
      requestId,
      number: '919811177731',
      status: '17',
      desc: 'BLOCKED',
      at: new Date(),
    });
    expect((await post(lib.admin.id, rejected)).json()).toEqual({ received: 1, updated: 1 });
    const [row] = await t.db
      .select()
      .from(messageLog)
      .where(and(eq(messageLog.adminId, lib.admin.id), eq(messageLog.providerMessageId, requestId)));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'dlr_17' });
    const [entry] = (await lib.send('GET', '/api/messages')).json<TMessageLogEntry[]>();
    expect(entry).toMatchObject({ status: 'failed', reason: 'rejected', error: 'BLOCKED' });
  });
});
