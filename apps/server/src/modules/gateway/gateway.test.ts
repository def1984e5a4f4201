import type {
  TConnectionTest,
  TGatewaySettings,
  TGatewayWebhookReceipt,
  TOnlinePayment,
  TReceipt,
} from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import { gatewayLinks, gatewayPayments, gatewaySettings, ledgerEntries } from '../../db/schema/index.ts';
import { TEST_DATA_KEY } from '../../test/factories.ts';
import { razorpaySignature } from '../../test/fakes/razorpay-fake.ts';
import { type GatewayLibrary, linkIdOf, payLink, useGatewayWorld } from '../../test/gateway-fixture.ts';

/** Online payments through Razorpay Payment Links, against a local fake of Razorpay's API. */

const w = useGatewayWorld();
const box = new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex'));

const paymentsOf = (adminId: number, studentId: number) =>
  w.t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.adminId, adminId),
        eq(ledgerEntries.studentId, studentId),
        eq(ledgerEntries.entryType, 'payment'),
      ),
    );

const online = async (lib: GatewayLibrary, s: { token: string; paymentId: number }) =>
  (await lib.send('GET', `/api/gateway/payments/${s.paymentId}`, undefined, s.token)).json<TOnlinePayment>();

describe('gateway settings', () => {
  it('round-trip without ever returning a secret; secrets are sealed at rest', async () => {
    const lib = await w.library(false);
    const empty = (await lib.send('GET', '/api/gateway/settings')).json<TGatewaySettings>();
    expect(empty).toEqual({
      enabled: false,
      key_id: '',
      key_secret_set: false,
      webhook_secret_set: false,
      webhook_path: `/api/webhooks/razorpay/${lib.id}`,
      accepts_online: false,
    });
    const ask = {
      enabled: true,
      key_id: w.fake.keyId,
      key_secret: w.fake.keySecret,
      webhook_secret: 'wh-secret-1',
    };
    const saved = await lib.send('PUT', '/api/gateway/settings', ask);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(w.fake.keySecret);
    expect(saved.body).not.toContain('wh-secret-1');
    expect(saved.json<TGatewaySettings>()).toMatchObject({
      key_secret_set: true,
      webhook_secret_set: true,
      accepts_online: true,
    });
    const [row] = await w.t.db.select().from(gatewaySettings).where(eq(gatewaySettings.adminId, lib.id));
    expect(JSON.stringify(row)).not.toContain(w.fake.keySecret);
    expect(box.open(row?.razorpayKeySecretSealed ?? '')).toBe(w.fake.keySecret);

    // Left out keeps a secret; '' clears it, and a gateway without it cannot stay on.
    const kept = await lib.send('PUT', '/api/gateway/settings', { enabled: true, key_id: w.fake.keyId });
    expect(kept.json<TGatewaySettings>().webhook_secret_set).toBe(true);
    const cleared = await lib.send('PUT', '/api/gateway/settings', { ...ask, webhook_secret: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toContain('To take payments online');
    const badKey = await lib.send('PUT', '/api/gateway/settings', { ...ask, key_id: 'sk_live_123' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().issues[0].field).toBe('key_id');
  });

  it('Test connection asks Razorpay with the saved keys, and says when it refuses them', async () => {
    const lib = await w.library(false);
    expect((await lib.send('POST', '/api/gateway/test')).statusCode).toBe(400);
    await lib.send('PUT', '/api/gateway/settings', {
      enabled: false,
      key_id: w.fake.keyId,
      key_secret: 'wrong',
    });
    const refused = (await lib.send('POST', '/api/gateway/test')).json<TConnectionTest>();
    expect(refused).toEqual({ ok: false, message: 'Razorpay refused: The api key provided is invalid' });
    await lib.send('PUT', '/api/gateway/settings', {
      enabled: false,
      key_id: w.fake.keyId,
      key_secret: w.fake.keySecret,
    });
    const ok = (await lib.send('POST', '/api/gateway/test')).json<TConnectionTest>();
    expect(ok).toEqual({ ok: true, message: `Razorpay accepted the keys (${w.fake.keyId}).` });
  });
});

describe("the student's Pay", () => {
  it('makes a link for the amount due, reuses it while valid, and a new one for a new amount', async () => {
    const lib = await w.library();
    const s = await lib.student(1250);
    expect(await online(lib, s)).toMatchObject({ available: true, status: 'none', url: null, amount: 1250 });
    const first = await payLink(lib, s);
    expect(first).toMatchObject({ status: 'open', amount: 1250, receipt_number: null });
    const link = w.fake.links.get(linkIdOf(first));
    expect(link).toMatchObject({ amount: 125_000, currency: 'INR', status: 'created' });
    expect(link?.callback_url).toMatch(new RegExp(`/student/payments\\?online=${s.paymentId}$`));
    expect(link?.notes).toEqual({
      studydesk_library: String(lib.id),
      studydesk_payment: String(s.paymentId),
    });
    expect((await payLink(lib, s)).url).toBe(first.url);

    // Pay again for another amount: the same unfinished payment, a new link; the old one is cancelled.
    await lib.send('POST', '/api/payments', { student_id: s.id, amount: 600 }, s.token);
    const second = await payLink(lib, s);
    expect(second.url).not.toBe(first.url);
    expect(w.fake.links.get(linkIdOf(second))?.amount).toBe(60_000);
    expect(link?.status).toBe('cancelled');
  });

  it('shows an expired link as expired, and Pay then makes a new one', async () => {
    const lib = await w.library();
    const s = await lib.student();
    const first = await payLink(lib, s);
    await w.t.db
      .update(gatewayLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gatewayLinks.linkId, linkIdOf(first)));
    expect(await online(lib, s)).toMatchObject({ status: 'expired', url: null });
    const again = await payLink(lib, s);
    expect(again.status).toBe('open');
    expect(again.url).not.toBe(first.url);

    // Razorpay's own word: payment_link.expired closes the link too.
    expect(
      (await w.deliver(lib.id, w.fake.expire(linkIdOf(again)))).json<TGatewayWebhookReceipt>().outcome,
    ).toBe('updated');
    expect(await online(lib, s)).toMatchObject({ status: 'expired', url: null });
  });

  it('shows a declined try as failed, with the link still open to try again', async () => {
    const lib = await w.library();
    const s = await lib.student();
    const link = await payLink(lib, s);
    const declined = await w.deliver(lib.id, w.fake.decline(linkIdOf(link)));
    expect(declined.json<TGatewayWebhookReceipt>()).toMatchObject({
      event: 'payment.failed',
      outcome: 'updated',
    });
    expect(await online(lib, s)).toMatchObject({ status: 'failed', url: link.url });
  });

  it('is refused without a gateway, for a payment already sent, and for another student', async () => {
    const plain = await w.library(false);
    const s = await plain.student();
    expect(await online(plain, s)).toMatchObject({ available: false, status: 'none' });
    const refused = await plain.send('POST', `/api/gateway/payments/${s.paymentId}/link`, {}, s.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This library does not take payments online.');

    const lib = await w.library();
    const a = await lib.student();
    const b = await lib.student();
    expect(
      (await lib.send('GET', `/api/gateway/payments/${a.paymentId}`, undefined, b.token)).statusCode,
    ).toBe(404);
    expect(
      (await lib.send('POST', `/api/gateway/payments/${a.paymentId}/link`, {}, b.token)).statusCode,
    ).toBe(404);
    await lib.send('PUT', `/api/payments/${a.paymentId}/utr`, { utr: 'UTR123456789' }, a.token);
    const sent = await lib.send('POST', `/api/gateway/payments/${a.paymentId}/link`, {}, a.token);
    expect(sent.statusCode).toBe(409);
  });

  it('answers 503 when Razorpay fails, and makes no link', async () => {
    const lib = await w.library();
    const s = await lib.student();
    w.fake.failNext = 1;
    const res = await lib.send('POST', `/api/gateway/payments/${s.paymentId}/link`, {}, s.token);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('Razorpay did not answer as expected');
    expect(await online(lib, s)).toMatchObject({ status: 'none' });
  });
});

describe("Razorpay's webhook", () => {
  it('three deliveries, out of order and again, post one payment with one receipt; the due is 0', async () => {
    const lib = await w.library();
    const s = await lib.student(1250);
    expect(await lib.due(s.id)).toBe(1250);
    const link = await payLink(lib, s);
    const { payment, events } = w.fake.pay(linkIdOf(link));
    const [captured, orderPaid, linkPaid] = events as [
      (typeof events)[0],
      (typeof events)[0],
      (typeof events)[0],
    ];
    const answers: TGatewayWebhookReceipt[] = [];
    for (const e of [linkPaid, captured, orderPaid]) {
      const res = await w.deliver(lib.id, e);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json());
    }
    expect(answers.map((a) => a.outcome)).toEqual(['recorded', 'duplicate', 'ignored']);
    // Razorpay delivering the same event again: refused as a replay, nothing posted.
    for (const e of [captured, linkPaid]) expect((await w.deliver(lib.id, e)).statusCode).toBe(409);

    const rows = await paymentsOf(lib.id, s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPaise: 125_000,
      method: 'online',
      reference: payment.id,
      actorRole: 'system',
    });
    expect(await lib.due(s.id)).toBe(0);
    const seen = await online(lib, s);
    expect(seen).toMatchObject({ status: 'paid', receipt_number: answers[0]?.receipt_number, url: null });
    const receipts = (await lib.send('GET', `/api/receipts?student_id=${s.id}`)).json<TReceipt[]>();
    expect(receipts.map((r) => [r.number, r.amount, r.collected_by])).toEqual([
      [seen.receipt_number, 1250, 'Razorpay'],
    ]);
    const [claimed] = await w.t.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.providerPaymentId, payment.id));
    expect(claimed?.receiptId).toBe(receipts[0]?.id);
  });

  it('payment.captured first posts the payment too; payment_link.paid after it is a duplicate', async () => {
    const lib = await w.library();
    const s = await lib.student(900);
    const { events } = w.fake.pay(linkIdOf(await payLink(lib, s)));
    const outcomes = [];
    for (const e of [events[0], events[2]])
      outcomes.push((await w.deliver(lib.id, e!)).json<TGatewayWebhookReceipt>().outcome);
    expect(outcomes).toEqual(['recorded', 'duplicate']);
    expect(await paymentsOf(lib.id, s.id)).toHaveLength(1);
  });

  it('refuses unsigned and wrongly signed calls with 401, stale events with 400, and posts nothing', async () => {
    const lib = await w.library();
    const s = await lib.student();
    const { events } = w.fake.pay(linkIdOf(await payLink(lib, s)));
    const paid = events[2]!;
    const { 'x-razorpay-signature': _, ...unsigned } = paid.headers;
    const noSignature = await w.t.request({
      method: 'POST',
      url: `/api/webhooks/razorpay/${lib.id}`,
      headers: unsigned,
      payload: paid.body,
    });
    expect(noSignature.statusCode).toBe(401);
    const forged = await w.t.request({
      method: 'POST',
      url: `/api/webhooks/razorpay/${lib.id}`,
      headers: { ...paid.headers, 'x-razorpay-signature': razorpaySignature(paid.body, 'not-the-secret') },
      payload: paid.body,
    });
    expect(forged.statusCode).toBe(401);
    // The signature is over the raw bytes: the same JSON re-spaced is not what was signed.
    const respaced = await w.t.request({
      method: 'POST',
      url: `/api/webhooks/razorpay/${lib.id}`,
      headers: paid.headers,
      payload: JSON.stringify(JSON.parse(paid.body), null, 1),
    });
    expect(respaced.statusCode).toBe(401);
    const link = w.fake.links.get(linkIdOf(await online(lib, s)) || [...w.fake.links.keys()].pop()!);
    const stale = w.fake.event(
      'payment_link.paid',
      { payment_link: link, payment: events[0] },
      Date.now() - 26 * 3600_000,
    );
    expect((await w.deliver(lib.id, stale)).statusCode).toBe(400);
    // Another library's URL (one Razorpay account, the same secret): its link is not that library's.
    const other = await w.library();
    expect((await w.deliver(other.id, paid)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
    const none = await w.library(false);
    expect((await w.deliver(none.id, paid)).statusCode).toBe(404);
    // Switched off with the payment already made: the webhook still posts it.
    await lib.send('PUT', '/api/gateway/settings', { enabled: false, key_id: w.fake.keyId });
    expect(await paymentsOf(lib.id, s.id)).toEqual([]);
    expect((await online(lib, s)).status).toBe('open');
    expect((await w.deliver(lib.id, paid)).json<TGatewayWebhookReceipt>().outcome).toBe('recorded');
  });

  it("never trusts the body's amount: it posts what Razorpay holds for the payment", async () => {
    const lib = await w.library();
    const s = await lib.student(1250);
    const linkId = linkIdOf(await payLink(lib, s));
    const { payment } = w.fake.pay(linkId);
    // A signed event (say, with a leaked secret) claiming ₹1 for a real payment of ₹1,250.
    const lying = w.fake.event('payment_link.paid', {
      payment_link: { ...w.fake.links.get(linkId), amount: 100, amount_paid: 100 },
      payment: { ...payment, amount: 100 },
    });
    expect((await w.deliver(lib.id, lying)).json<TGatewayWebhookReceipt>().outcome).toBe('recorded');
    expect((await paymentsOf(lib.id, s.id)).map((r) => r.amountPaise)).toEqual([125_000]);

    // A payment Razorpay does not list on the link, or did not capture, posts nothing.
    const t2 = await lib.student(700);
    const link2 = linkIdOf(await payLink(lib, t2));
    const declined = w.fake.decline(link2);
    const failedId = JSON.parse(declined.body).payload.payment.entity.id;
    const claim = w.fake.event('payment_link.paid', {
      payment_link: { ...w.fake.links.get(link2), status: 'paid', payments: [{ payment_id: failedId }] },
      payment: w.fake.payments.get(failedId),
    });
    expect((await w.deliver(lib.id, claim)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
    expect(await paymentsOf(lib.id, t2.id)).toEqual([]);
  });

  it("the student's return asks Razorpay and shows the receipt before the webhook; the webhook then posts nothing", async () => {
    const lib = await w.library();
    const s = await lib.student(1100);
    const { events } = w.fake.pay(linkIdOf(await payLink(lib, s)));
    const checked = await lib.send('POST', `/api/gateway/payments/${s.paymentId}/check`, {}, s.token);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<TOnlinePayment>()).toMatchObject({ status: 'paid', amount: 1100 });
    expect(checked.json<TOnlinePayment>().receipt_number).toBeGreaterThan(0);
    for (const e of events) expect((await w.deliver(lib.id, e)).statusCode).toBe(200);
    expect(await paymentsOf(lib.id, s.id)).toHaveLength(1);
    expect(await lib.due(s.id)).toBe(0);
  });

  it('answers 503 when Razorpay cannot be asked, so Razorpay retries, and the retry posts once', async () => {
    const lib = await w.library();
    const s = await lib.student();
    const { events } = w.fake.pay(linkIdOf(await payLink(lib, s)));
    w.fake.failNext = 1;
    expect((await w.deliver(lib.id, events[2]!)).statusCode).toBe(503);
    expect(await paymentsOf(lib.id, s.id)).toEqual([]);
    // The failed call claimed nothing: the same event, retried, is applied.
    expect((await w.deliver(lib.id, events[2]!)).json<TGatewayWebhookReceipt>().outcome).toBe('recorded');
    expect(await paymentsOf(lib.id, s.id)).toHaveLength(1);
  });

  it('answers signed bodies of the wrong shape with a 400', async () => {
    const lib = await w.library();
    for (const body of [
      {},
      { entity: 'event' },
      { entity: 'event', event: 'x', created_at: 'now', payload: {} },
      [1],
    ]) {
      const raw = JSON.stringify(body);
      const res = await w.t.request({
        method: 'POST',
        url: `/api/webhooks/razorpay/${lib.id}`,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': razorpaySignature(raw, w.fake.webhookSecret),
        },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
    }
  });
});
