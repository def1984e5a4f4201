import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { messageLog } from '../../db/schema/index.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD, TEST_DATA_KEY } from '../../test/factories.ts';
import { ProviderFakes } from '../../test/fakes/provider-fakes.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import type { MessagingDeps } from './messaging.service.ts';
import { deliverQueuedMessages, type OutgoingMessage, queueMessage } from './outbox.service.ts';

/** The outbox: what StudyDesk sends by itself is queued in a transaction and delivered once, after. */

const PHONE_ID = '109876543210987';
let fake: ProviderFakes;
let t: TestServer;
let deps: MessagingDeps;

const settings = (sms: boolean, receiptTemplate = 'payment_receipt') => ({
  whatsapp: {
    enabled: true,
    phone_number_id: PHONE_ID,
    templates: { dues: 'fee_due_reminder', expiry: 'plan_ending', receipt: receiptTemplate },
    access_token: 'EAAG-fake-token',
  },
  sms: sms
    ? {
        enabled: true,
        sender_id: 'GYANLB',
        templates: {
          dues: { en: 'dues_en_1', hi: 'dues_hi_1' },
          expiry: { en: 'exp_en_1', hi: 'exp_hi_1' },
          receipt: { en: 'rcpt_en_1', hi: 'rcpt_hi_1' },
        },
        auth_key: 'msg91-fake-key',
      }
    : { enabled: false, sender_id: '', templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } } },
});

async function library(options: { sms?: boolean; receiptTemplate?: string; provider?: boolean } = {}) {
  const admin = await buildAdmin(t.db);
  const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  if (options.provider !== false) {
    const res = await t.request({
      method: 'PUT',
      url: '/api/messaging/settings',
      token,
      payload: settings(options.sms ?? false, options.receiptTemplate),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const student = await buildStudent(t.db, { admin });
  const receipt = (key: string, phone = '+919811122244'): OutgoingMessage => ({
    adminId: admin.id,
    studentId: student.id,
    phone,
    kind: 'receipt',
    lang: 'hi',
    values: {
      name: 'Kavya',
      institute: 'Gyan Library',
      amount: '₹800.00',
      receipt_no: '7',
      link: 'https://x/r/1',
    },
    key,
  });
  return { admin, receipt };
}

/** What the fake WhatsApp was asked to send to this number (the app's own delivery job runs too). */
const sendsTo = (to: string) =>
  fake.requestsTo(`/v23.0/${PHONE_ID}/messages`).filter((r) => (r.body as { to?: string } | null)?.to === to);
const logOf = (adminId: number) =>
  t.db.select().from(messageLog).where(eq(messageLog.adminId, adminId)).orderBy(messageLog.id);
const inTx = (fn: (tx: Db) => Promise<unknown>) =>
  t.db.transaction((tx) => fn(tx as unknown as Db).then(() => {}));

beforeAll(async () => {
  fake = await new ProviderFakes().start();
  fake.whatsappTemplates.set('payment_receipt', { langs: ['en', 'hi'], parameters: 5 });
  for (const id of ['rcpt_en_1', 'rcpt_hi_1']) fake.msg91Templates.add(id);
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
});

describe('queueMessage', () => {
  it('queues once per key, only when its transaction commits, and only where the kind is set up', async () => {
    const { admin, receipt } = await library();
    let answer = '';
    await inTx(async (tx) => {
      answer = await queueMessage(tx, receipt('receipt:1'));
    });
    expect(answer).toBe('queued');
    await inTx(async (tx) => {
      answer = await queueMessage(tx, receipt('receipt:1'));
    });
    expect(answer).toBe('already');
    await expect(
      inTx(async (tx) => {
        await queueMessage(tx, receipt('receipt:2'));
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    const log = await logOf(admin.id);
    expect(log.map((m) => [m.dedupeKey, m.status, m.provider, m.lang])).toEqual([
      ['receipt:1', 'queued', null, 'hi'],
    ]);

    // No provider, or a provider without this kind's template: nothing is queued.
    const bare = await library({ provider: false });
    const noTemplate = await library({ receiptTemplate: '' });
    for (const other of [bare, noTemplate]) {
      await inTx(async (tx) => {
        answer = await queueMessage(tx, other.receipt('receipt:1'));
      });
      expect(answer).toBe('not_set_up');
      expect(await logOf(other.admin.id)).toEqual([]);
    }
  });
});

describe('deliverQueuedMessages', () => {
  it('sends each queued message once with its template values, in its language', async () => {
    const { admin, receipt } = await library();
    await inTx((tx) => queueMessage(tx, receipt('receipt:10', '+919811155510')));
    await deliverQueuedMessages(t.db, deps);
    await deliverQueuedMessages(t.db, deps);
    const sends = sendsTo('919811155510');
    expect(sends).toHaveLength(1);
    expect(sends[0]?.body).toMatchObject({
      to: '919811155510',
      template: {
        name: 'payment_receipt',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: ['Kavya', 'Gyan Library', '₹800.00', '7', 'https://x/r/1'].map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    });
    const [row] = await logOf(admin.id);
    expect(row).toMatchObject({ status: 'sent', provider: 'whatsapp_cloud', template: 'payment_receipt' });
    expect(row?.providerMessageId).toMatch(/^wamid\./);
  });

  it('falls back to SMS when WhatsApp refuses, as a row of its own', async () => {
    const { admin, receipt } = await library({ sms: true });
    fake.notOnWhatsapp.add('919811100077');
    await inTx((tx) => queueMessage(tx, receipt('receipt:20', '+919811100077')));
    await deliverQueuedMessages(t.db, deps);
    const log = await logOf(admin.id);
    expect(log.map((m) => [m.provider, m.channel, m.status, m.template, m.errorCode])).toEqual([
      ['whatsapp_cloud', 'whatsapp', 'failed', 'payment_receipt', '131026'],
      ['msg91', 'sms', 'sent', 'rcpt_hi_1', null],
    ]);
    expect(log[1]?.dedupeKey).toBeNull();
  });

  it('does not send again what a dead delivery took: it is marked failed after ten minutes', async () => {
    const { admin, receipt } = await library();
    await inTx((tx) => queueMessage(tx, receipt('receipt:30', '+919811155530')));
    // A delivery took it 11 minutes ago and its process died before the provider answered.
    await t.db
      .update(messageLog)
      .set({ attemptedAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(messageLog.adminId, admin.id), eq(messageLog.dedupeKey, 'receipt:30')));
    const result = await deliverQueuedMessages(t.db, deps);
    expect(result.cutOff).toBeGreaterThanOrEqual(1);
    expect(sendsTo('919811155530')).toEqual([]);
    const [row] = await logOf(admin.id);
    expect(row).toMatchObject({ status: 'failed', errorCode: 'interrupted' });
  });

  it('two deliveries at once send each message once', async () => {
    const { admin, receipt } = await library();
    await inTx(async (tx) => {
      for (let i = 0; i < 30; i++) await queueMessage(tx, receipt(`receipt:4${i}`, '+919811155540'));
    });
    await Promise.all([deliverQueuedMessages(t.db, deps), deliverQueuedMessages(t.db, deps)]);
    expect(sendsTo('919811155540')).toHaveLength(30);
    const log = await logOf(admin.id);
    expect(log.filter((m) => m.status === 'sent')).toHaveLength(30);
  });
});
