import type { TConnectionTest, TMessagingSettings, TReminderPrepared } from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import {
  messageLog,
  messagingSettings,
  reminders,
  students,
  webhookReceipts,
} from '../../db/schema/index.ts';
import {
  buildAdmin,
  buildPlaces,
  buildStudent,
  DEFAULT_PASSWORD,
  TEST_DATA_KEY,
} from '../../test/factories.ts';
import { hubSignature, ProviderFakes, statusNotification } from '../../test/fakes/provider-fakes.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import type { MessagingDeps } from './messaging.service.ts';
import { sendReminder } from './reminders.service.ts';
import { sweepWebhookReceipts } from './whatsapp-webhook.service.ts';

/** Reminders sent by the WhatsApp Business Cloud API and MSG91, against a local fake of both. */

const PHONE_ID = '109876543210987';
const APP_SECRET = 'meta-app-secret-6f1c';
const VERIFY = 'verify-me-please';
let fake: ProviderFakes;
let t: TestServer;
let deps: MessagingDeps;
/** Every answer body the browser got in this file: no secret may appear in any. */
const answers: string[] = [];

interface Library {
  id: number;
  token: string;
  send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): ReturnType<TestServer['request']>;
  student: (phone?: string) => Promise<number>;
}

async function library(): Promise<Library> {
  const admin = await buildAdmin(t.db, { name: 'Gyan Library' });
  const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  const send: Library['send'] = async (method, url, payload) => {
    const res = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
    answers.push(res.body);
    return res;
  };
  await send('PUT', '/api/auth/admin/setting/update-settings', {
    totalSeats: 50,
    totalLockers: 0,
    upiId: 'gyan@okbank',
  });
  let seat = 0;
  return {
    id: admin.id,
    token,
    send,
    async student(phone = '098111 22244') {
      const s = await buildStudent(t.db, { admin });
      await t.db.update(students).set({ phone }).where(eq(students.id, s.id));
      seat++;
      await buildPlaces(t.db, admin, 'seat', [`W${seat}`]);
      const plan = await send('POST', '/api/auth/seat', {
        seat_number: `W${seat}`,
        price: 1250,
        student_id: s.id,
      });
      expect(plan.statusCode, plan.body).toBe(201);
      return s.id;
    },
  };
}

const SETTINGS = {
  whatsapp: {
    enabled: true,
    phone_number_id: PHONE_ID,
    templates: { dues: 'fee_due_reminder', expiry: 'plan_ending' },
    access_token: 'EAAG-fake-token',
    app_secret: APP_SECRET,
    verify_token: VERIFY,
  },
  sms: {
    enabled: false,
    sender_id: '',
    templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
    auth_key: null,
  },
};
const SMS_ON = {
  enabled: true,
  sender_id: 'GYANLB',
  templates: { dues: { en: 'dues_en_1', hi: 'dues_hi_1' }, expiry: { en: 'exp_en_1', hi: 'exp_hi_1' } },
  auth_key: 'msg91-fake-key',
};

const logOf = (adminId: number) =>
  t.db.select().from(messageLog).where(eq(messageLog.adminId, adminId)).orderBy(messageLog.id);

beforeAll(async () => {
  fake = await new ProviderFakes().start();
  fake.whatsappTemplates.set('fee_due_reminder', { langs: ['en', 'hi'], parameters: 5 });
  fake.whatsappTemplates.set('plan_ending', { langs: ['en', 'hi'], parameters: 6 });
  for (const id of ['dues_en_1', 'dues_hi_1', 'exp_en_1', 'exp_hi_1']) fake.msg91Templates.add(id);
  t = await createTestServer(
    {},
    { WHATSAPP_API_BASE: `${fake.url}/v23.0`, MSG91_API_BASE: `${fake.url}/api/v5` },
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
  // The secrets went in; none came back out.
  for (const secret of ['EAAG-fake-token', APP_SECRET, VERIFY, 'msg91-fake-key', 'EAAG-new-token']) {
    expect(answers.filter((a) => a.includes(secret))).toEqual([]);
  }
});

describe('provider settings', () => {
  it('round-trip without ever returning a secret; secrets are sealed at rest', async () => {
    const lib = await library();
    const empty = (await lib.send('GET', '/api/messaging/settings')).json<TMessagingSettings>();
    expect(empty.sends_by_itself).toBe(false);
    expect(empty.whatsapp).toMatchObject({ enabled: false, access_token_set: false, phone_number_id: '' });
    expect(empty.whatsapp.webhook_path).toBe(`/api/webhooks/whatsapp/${lib.id}`);
    const byHand = await lib.send('GET', '/api/reminders/delivery');
    expect(byHand.json()).toEqual({ sends_by_itself: false, whatsapp: false, sms: false });

    const saved = await lib.send('PUT', '/api/messaging/settings', SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await lib.send('GET', '/api/messaging/settings')).json<TMessagingSettings>();
    expect(back).toEqual(saved.json());
    expect(back.whatsapp).toMatchObject({
      enabled: true,
      phone_number_id: PHONE_ID,
      templates: { dues: 'fee_due_reminder', expiry: 'plan_ending' },
      access_token_set: true,
      app_secret_set: true,
      verify_token_set: true,
    });
    expect(back.sends_by_itself).toBe(true);
    const mode = await lib.send('GET', '/api/reminders/delivery');
    expect(mode.json()).toEqual({ sends_by_itself: true, whatsapp: true, sms: false });
    const [row] = await t.db.select().from(messagingSettings).where(eq(messagingSettings.adminId, lib.id));
    expect(row?.whatsappTokenSealed).toMatch(/^s1\./);
    expect(JSON.stringify(row)).not.toContain('EAAG-fake-token');
    expect(deps.box.open(row?.whatsappTokenSealed ?? '')).toBe('EAAG-fake-token');

    // Leaving a secret out keeps it; '' clears it; a new one replaces it.
    const kept = await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, access_token: undefined, app_secret: null, verify_token: '' },
    });
    expect(kept.json<TMessagingSettings>().whatsapp).toMatchObject({
      access_token_set: true,
      app_secret_set: true,
      verify_token_set: false,
    });
    await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, access_token: 'EAAG-new-token' },
    });
    const [after] = await t.db.select().from(messagingSettings).where(eq(messagingSettings.adminId, lib.id));
    expect(deps.box.open(after?.whatsappTokenSealed ?? '')).toBe('EAAG-new-token');
  });

  it('refuses to turn on a provider that is not complete, and bad ids, with a 400', async () => {
    const lib = await library();
    const noToken = await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, access_token: '' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toContain('To turn on WhatsApp');
    const noSms = await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      sms: { ...SMS_ON, templates: { ...SMS_ON.templates, expiry: { en: 'x1', hi: '' } } },
    });
    expect(noSms.statusCode).toBe(400);
    expect(noSms.json().message).toContain('To turn on SMS');
    const badId = await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, phone_number_id: '12ab' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues[0].field).toBe('whatsapp.phone_number_id');
  });

  it('Test connection reads the phone number from Meta with the saved token, and says when it is refused', async () => {
    const lib = await library();
    expect((await lib.send('POST', '/api/messaging/whatsapp/test')).statusCode).toBe(400);
    await lib.send('PUT', '/api/messaging/settings', SETTINGS);
    const ok = await lib.send('POST', '/api/messaging/whatsapp/test');
    expect(ok.json<TConnectionTest>()).toEqual({ ok: true, message: 'Gyan Library, +91 98000 00000' });
    const call = fake.requestsTo(`/v23.0/${PHONE_ID}?fields=`).at(-1);
    expect(call?.headers.authorization).toBe('Bearer EAAG-fake-token');
    await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, access_token: 'EAAG-expired' },
    });
    const refused = (await lib.send('POST', '/api/messaging/whatsapp/test')).json<TConnectionTest>();
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^credentials: Invalid OAuth access token/);
  });
});

describe('sending', () => {
  it('with no provider set, the desk still gets the one-tap link and nothing is sent', async () => {
    const lib = await library();
    const student = await lib.student();
    const before = fake.seen.length;
    const res = await lib.send('POST', '/api/reminders', {
      student_id: student,
      kind: 'dues',
      channel: 'whatsapp',
    });
    expect(res.statusCode, res.body).toBe(201);
    const prepared = res.json<TReminderPrepared>();
    expect(prepared.delivery).toBeNull();
    expect(prepared.link.startsWith('https://wa.me/919811122244?text=')).toBe(true);
    expect(fake.seen.length).toBe(before);
    expect(await logOf(lib.id)).toEqual([]);
  });

  it('sends the approved template in Hindi with its five parameters, and logs the message as sent', async () => {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', SETTINGS);
    const student = await lib.student();
    const res = await lib.send('POST', '/api/reminders', {
      student_id: student,
      kind: 'dues',
      channel: 'whatsapp',
      lang: 'hi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const prepared = res.json<TReminderPrepared>();
    expect(prepared.delivery).toEqual({ status: 'sent', channel: 'whatsapp', reason: null, error: null });
    expect(prepared.link).toBe('');
    const call = fake.requestsTo(`/v23.0/${PHONE_ID}/messages`).at(-1);
    expect(call?.headers.authorization).toBe('Bearer EAAG-fake-token');
    expect(call?.headers['content-type']).toBe('application/json');
    const body = call?.body as {
      to: string;
      template: {
        name: string;
        language: { code: string };
        components: { parameters: { text: string }[] }[];
      };
    };
    expect(body.to).toBe('919811122244');
    expect(body.template.name).toBe('fee_due_reminder');
    expect(body.template.language.code).toBe('hi');
    const texts = body.template.components[0]?.parameters.map((p) => p.text);
    expect(texts?.[1]).toBe('Gyan Library');
    expect(texts?.[2]).toBe('₹1,250.00');
    expect(texts?.[4]).toContain('upi://pay?pa=gyan%40okbank');
    const [row] = await logOf(lib.id);
    expect(row).toMatchObject({
      studentId: student,
      channel: 'whatsapp',
      provider: 'whatsapp_cloud',
      template: 'fee_due_reminder',
      status: 'sent',
      errorCode: null,
    });
    expect(row?.providerMessageId).toMatch(/^wamid\.FAKE/);
    const [reminder] = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.id, row?.reminderId ?? 0));
    expect(reminder?.sentByName).toBe('Gyan Library');
  });

  it('records each refusal per message and never fails the request: template, rate limit, network', async () => {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, templates: { dues: 'fee_due_reminder', expiry: 'never_approved' } },
    });
    const student = await lib.student();
    const ask = (kind: 'dues' | 'expiry') =>
      lib.send('POST', '/api/reminders', { student_id: student, kind, channel: 'whatsapp' });

    const missing = await ask('expiry');
    expect(missing.statusCode).toBe(201);
    expect(missing.json<TReminderPrepared>().delivery).toMatchObject({
      status: 'failed',
      channel: 'whatsapp',
      reason: 'template_missing',
    });
    fake.rateLimitNext = 1;
    expect((await ask('dues')).json<TReminderPrepared>().delivery?.reason).toBe('rate_limited');
    fake.dropFor.add('919811122244');
    expect((await ask('dues')).json<TReminderPrepared>().delivery?.reason).toBe('unreachable');
    fake.dropFor.clear();
    expect((await ask('dues')).json<TReminderPrepared>().delivery?.status).toBe('sent');

    const rows = await logOf(lib.id);
    expect(rows.map((r) => [r.status, r.errorCode])).toEqual([
      ['failed', '132001'],
      ['failed', '130429'],
      ['failed', 'network'],
      ['sent', null],
    ]);
    expect(rows[0]?.errorText).toMatch(/^template_missing: \(#132001\) Template name does not exist/);
  });

  it('falls back to SMS (MSG91, DLT template) when the number is not on WhatsApp', async () => {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', { ...SETTINGS, sms: SMS_ON });
    const student = await lib.student('+91 98222 33344');
    fake.notOnWhatsapp.add('919822233344');
    const res = await lib.send('POST', '/api/reminders', {
      student_id: student,
      kind: 'expiry',
      channel: 'whatsapp',
      lang: 'hi',
    });
    fake.notOnWhatsapp.clear();
    expect(res.json<TReminderPrepared>().delivery).toEqual({
      status: 'sent',
      channel: 'sms',
      reason: null,
      error: null,
    });
    const sms = fake.requestsTo('/api/v5/flow').at(-1);
    expect(sms?.headers.authkey).toBe('msg91-fake-key');
    expect(sms?.body).toMatchObject({
      template_id: 'exp_hi_1',
      sender: 'GYANLB',
      unicode: '1',
      recipients: [{ mobiles: '919822233344', var2: 'Gyan Library', var3: 'W1' }],
    });
    const rows = await logOf(lib.id);
    expect(rows.map((r) => [r.provider, r.status, r.errorCode])).toEqual([
      ['whatsapp_cloud', 'failed', '131026'],
      ['msg91', 'sent', null],
    ]);
    expect(rows[0]?.errorText).toMatch(/^not_on_whatsapp: Message undeliverable/);
  });

  it('sends SMS alone when only SMS is set; a wrong auth key is a recorded failure', async () => {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, enabled: false },
      sms: SMS_ON,
    });
    const student = await lib.student();
    const sms = await lib.send('POST', '/api/reminders', {
      student_id: student,
      kind: 'dues',
      channel: 'sms',
    });
    expect(sms.json<TReminderPrepared>().delivery).toMatchObject({ status: 'sent', channel: 'sms' });
    await lib.send('PUT', '/api/messaging/settings', {
      ...SETTINGS,
      whatsapp: { ...SETTINGS.whatsapp, enabled: false },
      sms: { ...SMS_ON, auth_key: 'wrong-key' },
    });
    const refused = await lib.send('POST', '/api/reminders', {
      student_id: student,
      kind: 'dues',
      channel: 'whatsapp',
    });
    expect(refused.statusCode).toBe(201);
    expect(refused.json<TReminderPrepared>().delivery).toMatchObject({
      status: 'failed',
      reason: 'credentials',
    });
    expect((await logOf(lib.id)).map((r) => [r.provider, r.status, r.errorCode])).toEqual([
      ['msg91', 'sent', null],
      ['msg91', 'failed', 'http_401'],
    ]);
    // The lists say when the student was last reminded: the refused one does not count.
    const last = await lib.send('GET', `/api/reminders/last?students=${student}`);
    expect(last.json()).toEqual([
      expect.objectContaining({ id: sms.json<TReminderPrepared>().id, channel: 'sms' }),
    ]);
  });

  it('sendReminder sends for a scheduled job as StudyDesk itself', async () => {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', SETTINGS);
    const student = await lib.student();
    const sent = await sendReminder(t.db, deps, lib.id, { studentId: student, kind: 'expiry' });
    expect(sent.delivery?.status).toBe('sent');
    const [reminder] = await t.db.select().from(reminders).where(eq(reminders.id, sent.id));
    expect(reminder).toMatchObject({ sentByName: 'StudyDesk', sentByRole: 'system', lang: 'en' });
  });
});

describe('the WhatsApp webhook', () => {
  async function sentMessage() {
    const lib = await library();
    await lib.send('PUT', '/api/messaging/settings', SETTINGS);
    const student = await lib.student();
    await lib.send('POST', '/api/reminders', { student_id: student, kind: 'dues', channel: 'whatsapp' });
    const [row] = await logOf(lib.id);
    return { lib, wamid: row?.providerMessageId ?? '' };
  }
  const post = (adminId: number, raw: string, signature?: string) =>
    t.request({
      method: 'POST',
      url: `/api/webhooks/whatsapp/${adminId}`,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: raw,
    });
  const statusOf = async (adminId: number) => (await logOf(adminId))[0]?.status;

  it("answers Meta's subscription check only with the saved verify token", async () => {
    const { lib } = await sentMessage();
    const url = (token: string, mode = 'subscribe') =>
      `/api/webhooks/whatsapp/${lib.id}?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`;
    const ok = await t.request({ method: 'GET', url: url(VERIFY) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await t.request({ method: 'GET', url: url('guess') })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: url(VERIFY, 'unsubscribe') })).statusCode).toBe(403);
    const nobody = await buildAdmin(t.db);
    expect(
      (await t.request({ method: 'GET', url: url(VERIFY).replace(`/${lib.id}?`, `/${nobody.id}?`) }))
        .statusCode,
    ).toBe(404);
  });

  it('moves statuses forward from signed calls: delivered, read; never back; a failure keeps its error', async () => {
    const { lib, wamid } = await sentMessage();
    const now = new Date();
    const delivered = statusNotification(PHONE_ID, [{ id: wamid, status: 'delivered', at: now }]);
    const res = await post(lib.id, delivered, hubSignature(delivered, APP_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1, updated: 1 });
    expect(await statusOf(lib.id)).toBe('delivered');

    const read = statusNotification(PHONE_ID, [
      { id: wamid, status: 'read', at: new Date(now.getTime() + 1000) },
    ]);
    expect((await post(lib.id, read, hubSignature(read, APP_SECRET))).json()).toEqual({
      received: 1,
      updated: 1,
    });
    // A late 'delivered' (a different call) does not undo 'read'.
    const late = statusNotification(PHONE_ID, [
      { id: wamid, status: 'delivered', at: new Date(now.getTime() + 2000) },
    ]);
    expect((await post(lib.id, late, hubSignature(late, APP_SECRET))).json()).toEqual({
      received: 1,
      updated: 0,
    });
    const [row] = await logOf(lib.id);
    expect(row?.status).toBe('read');
    expect(row?.statusAt.getTime()).toBe(Math.floor((now.getTime() + 1000) / 1000) * 1000);

    const other = await sentMessage();
    const failed = statusNotification(PHONE_ID, [
      {
        id: other.wamid,
        status: 'failed',
        at: now,
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    expect((await post(other.lib.id, failed, hubSignature(failed, APP_SECRET))).statusCode).toBe(200);
    expect((await logOf(other.lib.id))[0]).toMatchObject({
      status: 'failed',
      errorCode: '131026',
      errorText: 'Message undeliverable',
    });
  });

  it('refuses unsigned, badly signed and replayed calls, and changes nothing for them', async () => {
    const { lib, wamid } = await sentMessage();
    const raw = statusNotification(PHONE_ID, [{ id: wamid, status: 'delivered', at: new Date() }]);
    const unsigned = await post(lib.id, raw);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('The webhook signature is missing or wrong.');
    expect((await post(lib.id, raw, hubSignature(raw, 'another-secret'))).statusCode).toBe(401);
    // Signed over other bytes (the same JSON re-spaced): the signature is over the raw body.
    expect((await post(lib.id, raw, hubSignature(raw.replace('{', '{ '), APP_SECRET))).statusCode).toBe(401);
    expect(await statusOf(lib.id)).toBe('sent');

    expect((await post(lib.id, raw, hubSignature(raw, APP_SECRET))).statusCode).toBe(200);
    const replay = await post(lib.id, raw, hubSignature(raw, APP_SECRET));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This webhook call was already received.');

    // A status older than Meta's 7 days of retries is a replay too, whatever the body says.
    const old = statusNotification(PHONE_ID, [
      { id: wamid, status: 'read', at: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
    ]);
    expect((await post(lib.id, old, hubSignature(old, APP_SECRET))).json()).toEqual({
      received: 1,
      updated: 0,
    });
    expect(await statusOf(lib.id)).toBe('delivered');

    // Receipts are swept after Meta's retry window and a day, not before.
    const receipts = () => t.db.select().from(webhookReceipts).where(eq(webhookReceipts.adminId, lib.id));
    expect(await receipts()).toHaveLength(2);
    await sweepWebhookReceipts(t.db, new Date(Date.now() + 7 * 24 * 3600 * 1000));
    expect(await receipts()).toHaveLength(2);
    await sweepWebhookReceipts(t.db, new Date(Date.now() + 9 * 24 * 3600 * 1000));
    expect(await receipts()).toHaveLength(0);
  });

  it("a library's signed call cannot touch another library's messages; a malformed body is a 400", async () => {
    const a = await sentMessage();
    const b = await sentMessage();
    // Library b signs (same app secret in this test) a status naming a's message.
    const raw = statusNotification(PHONE_ID, [{ id: a.wamid, status: 'read', at: new Date() }]);
    expect((await post(b.lib.id, raw, hubSignature(raw, APP_SECRET))).json()).toEqual({
      received: 1,
      updated: 0,
    });
    expect(await statusOf(a.lib.id)).toBe('sent');
    const junk = JSON.stringify({ object: 'page', entry: 'x' });
    const bad = await post(a.lib.id, junk, hubSignature(junk, APP_SECRET));
    expect(bad.statusCode).toBe(400);
    const notJson = await post(a.lib.id, '{"object":', hubSignature('{"object":', APP_SECRET));
    expect(notJson.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(messageLog)
        .where(and(eq(messageLog.adminId, a.lib.id), eq(messageLog.status, 'read'))),
    ).toEqual([]);
  });
});
