import type { TCreditNote, TGatewayWebhookReceipt, TOnlinePayment } from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { type GatewayLibrary, linkIdOf, payLink, useGatewayWorld } from '../../test/gateway-fixture.ts';

/** Refunds through Razorpay's refund API and UPI QR codes for the amount, against the local fake. */

const w = useGatewayWorld();

type Student = { id: number; token: string; paymentId: number };

const online = async (lib: GatewayLibrary, s: Student) =>
  (await lib.send('GET', `/api/gateway/payments/${s.paymentId}`, undefined, s.token)).json<TOnlinePayment>();

/** A student who paid `price` through a payment link, posted by the webhook; their receipt id. */
async function paidOnline(lib: GatewayLibrary, price = 1250) {
  const s = await lib.student(price);
  const link = await payLink(lib, s);
  const { payment, events } = w.fake.pay(linkIdOf(link));
  for (const e of events) await w.deliver(lib.id, e);
  const now = await online(lib, s);
  expect(now.status).toBe('paid');
  return { s, receiptId: now.receipt_id ?? 0, gatewayPaymentId: payment.id };
}

const notesOf = async (lib: GatewayLibrary, s: Student, as = s.token) =>
  (await lib.send('GET', '/api/credit-notes', undefined, as)).json<TCreditNote[]>();

describe('refunds through Razorpay', () => {
  it('a partial refund asks Razorpay once, posts once, and follows refund.processed once', async () => {
    const lib = await w.library();
    const { s, receiptId, gatewayPaymentId } = await paidOnline(lib);
    expect(await lib.due(s.id)).toBe(0);

    const made = await lib.send('POST', `/api/receipts/${receiptId}/refund`, {
      amount: 250,
      reason: 'Left early',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<TCreditNote>()).toMatchObject({ amount: 250, gateway_status: 'pending' });
    const asked = w.fake.seen.filter((c) => c.path === `/v1/payments/${gatewayPaymentId}/refund`);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({ amount: 25000 });
    const refund = [...w.fake.refunds.values()].find((r) => r.payment_id === gatewayPaymentId);
    expect(refund?.amount).toBe(25000);
    expect(await lib.due(s.id)).toBe(250);

    // The student sees it with its state on their own credit notes.
    expect(await notesOf(lib, s)).toMatchObject([{ amount: 250, gateway_status: 'pending' }]);

    const processed = w.fake.processRefund(refund?.id ?? '');
    const first = await w.deliver(lib.id, processed);
    expect(first.json<TGatewayWebhookReceipt>()).toMatchObject({
      event: 'refund.processed',
      outcome: 'updated',
    });
    expect((await w.deliver(lib.id, processed)).statusCode).toBe(409);
    // The same news under another event id, and a late refund.failed: nothing moves back.
    const again = w.fake.event('refund.processed', { refund });
    expect((await w.deliver(lib.id, again)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
    const late = w.fake.event('refund.failed', { refund });
    expect((await w.deliver(lib.id, late)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
    expect(await notesOf(lib, s)).toMatchObject([{ amount: 250, gateway_status: 'processed' }]);
    expect(await lib.due(s.id)).toBe(250);

    // More than is left: refused before Razorpay is asked.
    const over = await lib.send('POST', `/api/receipts/${receiptId}/refund`, { amount: 1001, reason: 'x' });
    expect(over.statusCode).toBe(400);
    expect(w.fake.seen.filter((c) => c.path === `/v1/payments/${gatewayPaymentId}/refund`)).toHaveLength(1);
  });

  it('a refusal by Razorpay posts nothing and uses no credit-note number', async () => {
    const lib = await w.library();
    const { s, receiptId } = await paidOnline(lib);
    w.fake.refuseRefunds = 'Your account does not have enough balance to carry out the refund operation.';
    try {
      const refused = await lib.send('POST', `/api/receipts/${receiptId}/refund`, {
        amount: 100,
        reason: 'x',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(
        'Razorpay refused the refund: Your account does not have enough balance',
      );
      expect(await notesOf(lib, s, lib.token)).toEqual([]);
      expect(await lib.due(s.id)).toBe(0);
      w.fake.failNext = 0;
    } finally {
      w.fake.refuseRefunds = null;
    }
    w.fake.failNext = 1;
    const down = await lib.send('POST', `/api/receipts/${receiptId}/refund`, { amount: 100, reason: 'x' });
    expect(down.statusCode).toBe(503);
    const made = await lib.send('POST', `/api/receipts/${receiptId}/refund`, { amount: 100, reason: 'x' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<TCreditNote>().number).toBe(1);
  });

  it('refund.failed puts the money back on the ledger once, and it can be refunded again', async () => {
    const lib = await w.library();
    const { s, receiptId } = await paidOnline(lib, 1000);
    const made = await lib.send('POST', `/api/receipts/${receiptId}/refund`, {
      amount: 1000,
      reason: 'Seat closed',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await lib.due(s.id)).toBe(1000);
    const refund = [...w.fake.refunds.values()].at(-1);
    const failed = w.fake.failRefund(refund?.id ?? '');
    const processedLate = w.fake.event('refund.processed', { refund });
    const moved = await w.deliver(lib.id, failed);
    expect(moved.json<TGatewayWebhookReceipt>().outcome, moved.body).toBe('updated');
    expect((await w.deliver(lib.id, processedLate)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
    expect(await lib.due(s.id)).toBe(0);
    expect(await notesOf(lib, s)).toMatchObject([{ gateway_status: 'failed' }]);
    const again = await lib.send('POST', `/api/receipts/${receiptId}/refund`, {
      amount: 1000,
      reason: 'Again',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await lib.due(s.id)).toBe(1000);
  });

  it('refund webhooks must be signed, fresh and about a refund Razorpay holds', async () => {
    const lib = await w.library();
    const unsigned = w.fake.event('refund.processed', { refund: { id: 'rfnd_Nope0001' } });
    const bad = await w.t.request({
      method: 'POST',
      url: `/api/webhooks/razorpay/${lib.id}`,
      headers: { ...unsigned.headers, 'x-razorpay-signature': 'f'.repeat(64) },
      payload: unsigned.body,
    });
    expect(bad.statusCode).toBe(401);
    const stale = w.fake.event(
      'refund.processed',
      { refund: { id: 'rfnd_Nope0001' } },
      Date.now() - 26 * 3600_000,
    );
    expect((await w.deliver(lib.id, stale)).statusCode).toBe(400);
    expect((await w.deliver(lib.id, unsigned)).json<TGatewayWebhookReceipt>().outcome).toBe('ignored');
  });
});

describe('UPI QR codes for the amount', () => {
  it('the student gets a single-use QR for exactly the amount; its payment posts once', async () => {
    const lib = await w.library();
    const s = await lib.student(800);
    const link = await payLink(lib, s);
    const res = await lib.send('POST', `/api/gateway/payments/${s.paymentId}/qr`, {}, s.token);
    expect(res.statusCode, res.body).toBe(200);
    const qr = res.json<TOnlinePayment>().qr;
    expect(qr).toMatchObject({ status: 'open' });
    expect(qr?.content).toContain('am=800.00');
    const created = w.fake.seen.find((c) => c.path === '/v1/payments/qr_codes');
    expect(created?.body).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 80000,
    });
    // Asked again, the same code.
    const again = await lib.send('POST', `/api/gateway/payments/${s.paymentId}/qr`, {}, s.token);
    expect(again.json<TOnlinePayment>().qr?.content).toBe(qr?.content);
    const qrId = [...w.fake.qrs.values()].at(-1)?.id ?? '';

    const { events } = w.fake.payQr(qrId);
    const answers = [];
    for (const e of [...events].reverse())
      answers.push((await w.deliver(lib.id, e)).json<TGatewayWebhookReceipt>());
    for (const e of events) expect((await w.deliver(lib.id, e)).statusCode).toBe(409);
    // payment.captured of a QR payment names no payment of ours (Razorpay copies no notes onto
    // it): qr_code.credited posts it, once.
    expect(answers.map((a) => a.outcome)).toEqual(['recorded', 'ignored']);
    const now = await online(lib, s);
    expect(now).toMatchObject({ status: 'paid', qr: { status: 'paid' } });
    expect(await lib.due(s.id)).toBe(0);
    // The link can take no second payment.
    expect(w.fake.links.get(linkIdOf(link))?.status).toBe('cancelled');

    // A QR payment is refunded through Razorpay too.
    const refund = await lib.send('POST', `/api/receipts/${now.receipt_id}/refund`, {
      amount: 800,
      reason: 'x',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<TCreditNote>().gateway_status).toBe('pending');
  });

  it('an expired QR shows as expired; another student cannot ask for one', async () => {
    const lib = await w.library();
    const s = await lib.student(500);
    const other = await lib.student(500);
    const mine = await lib.send('POST', `/api/gateway/payments/${s.paymentId}/qr`, {}, s.token);
    expect(mine.statusCode).toBe(200);
    expect(
      (await lib.send('POST', `/api/gateway/payments/${s.paymentId}/qr`, {}, other.token)).statusCode,
    ).toBe(404);
    const qrId = [...w.fake.qrs.values()].at(-1)?.id ?? '';
    const closed = await w.deliver(lib.id, w.fake.expireQr(qrId));
    expect(closed.json<TGatewayWebhookReceipt>().outcome).toBe('updated');
    expect((await online(lib, s)).qr).toMatchObject({ status: 'expired', content: null, image_url: null });
    expect(await lib.due(s.id)).toBe(500);
  });
});
