import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalFake, replyJson } from './local-fake.ts';

/** A Payment Link as Razorpay's API answers it (the fields StudyDesk and its tests read). */
export interface FakeLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: 'INR';
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  reference_id: string;
  description: string;
  expire_by: number;
  short_url: string;
  callback_url: string;
  notes: Record<string, string>;
  order_id: string;
  payments: { payment_id: string; amount: number; status: string; method: string }[] | null;
  created_at: number;
}

/** A Payment as `GET /v1/payments/:id` answers it. */
export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  order_id: string | null;
  amount_refunded?: number;
  method: 'upi';
  captured: boolean;
  notes: Record<string, string>;
  created_at: number;
}

/** A settlement as `GET /v1/settlements` answers it: money paid out to the library's bank. */
export interface FakeSettlement {
  id: string;
  entity: 'settlement';
  amount: number;
  status: 'processed';
  fees: number;
  tax: number;
  utr: string;
  created_at: number;
}

/** A line of `GET /v1/settlements/recon/combined`: a payment (credit) or refund (debit) settled. */
export interface FakeReconItem {
  entity_id: string;
  type: 'payment' | 'refund';
  debit: number;
  credit: number;
  amount: number;
  currency: 'INR';
  fee: number;
  tax: number;
  on_hold: false;
  settled: true;
  created_at: number;
  settled_at: number;
  settlement_id: string;
  settlement_utr: string;
  payment_id: string | null;
  order_id: string | null;
  method: string;
}

/** Razorpay's calendar for settlement days (India Standard Time). */
const IST_MS = 330 * 60 * 1000;
const istDay = (unixSeconds: number) => new Date(unixSeconds * 1000 + IST_MS).toISOString().slice(0, 10);

/** A UPI QR Code as `/v1/payments/qr_codes` answers it. */
export interface FakeQr {
  id: string;
  entity: 'qr_code';
  name: string;
  usage: 'single_use';
  type: 'upi_qr';
  image_url: string;
  image_content: string;
  payment_amount: number;
  status: 'active' | 'closed';
  description: string;
  fixed_amount: true;
  payments_amount_received: number;
  payments_count_received: number;
  notes: Record<string, string>;
  close_by: number;
  closed_at: number | null;
  close_reason: 'paid' | 'on_demand' | 'close_by' | null;
  created_at: number;
  payment_ids: string[];
}

/** A Refund as `/v1/payments/:id/refund` and `/v1/refunds/:id` answer it. */
export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: 'normal';
  created_at: number;
}

/** A webhook call as Razorpay makes it: the raw body and the headers that sign and name it. */
export interface SignedEvent {
  name: string;
  id: string;
  body: string;
  headers: {
    'content-type': 'application/json';
    'x-razorpay-signature': string;
    'x-razorpay-event-id': string;
  };
}

const unix = (at = Date.now()) => Math.floor(at / 1000);
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

/** `X-Razorpay-Signature` as Razorpay sends it: hex HMAC-SHA256 of the raw body with the webhook secret. */
export const razorpaySignature = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/**
 * A local stand-in for Razorpay's API (`/v1/payment_links`, `/v1/payments/:id`, `/v1/settlements`
 * and its recon, with fees and tax deducted as Razorpay does; Basic auth with the
 * key id and secret, Razorpay's error bodies) and for its hosted payment page, so tests make real
 * HTTP calls and nothing reaches the internet. A test "pays" a link (`pay`), which answers the
 * webhook calls Razorpay would make, signed with the webhook secret; the test delivers them in any
 * order, as often as it likes, or lets the fake deliver them to `deliverTo` (the browser tests).
 */
export class RazorpayFake extends LocalFake {
  keyId = 'rzp_test_FakeKey0001';
  keySecret = 'fake-key-secret-9b1e';
  webhookSecret = 'fake-webhook-secret-44d2';
  /** The app the hosted page's Pay delivers webhooks to (its base URL); none: the test delivers them. */
  deliverTo: string | null = null;
  readonly links = new Map<string, FakeLink>();
  readonly payments = new Map<string, FakePayment>();
  readonly qrs = new Map<string, FakeQr>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Refunds asked with each X-Refund-Idempotency key, with the body they were asked with. */
  readonly refundKeys = new Map<string, { body: string; refundId: string }>();
  /** The state a new refund starts in (Razorpay answers pending, or processed at once). */
  refundStatus: FakeRefund['status'] = 'pending';
  /** When set, refunds are refused with this description (e.g. the balance is too low). */
  refuseRefunds: string | null = null;
  readonly seen: { method: string; path: string; body: unknown }[] = [];
  readonly settlements: FakeSettlement[] = [];
  readonly recon: FakeReconItem[] = [];
  /** Razorpay's fee on a payment (2%) and GST on the fee (18%), in paise. */
  feeOf = (amount: number) => Math.round(amount * 0.02);
  taxOf = (fee: number) => Math.round(fee * 0.18);
  /** The webhook calls made for each link paid on the hosted page, to deliver again. */
  readonly delivered = new Map<string, SignedEvent[]>();
  /** The next N API calls answer 500 (Razorpay having a bad moment). */
  failNext = 0;
  /** Signs an event as Razorpay does; `createdAt` (ms) dates it. */
  event(name: string, payload: Record<string, unknown>, createdAt = Date.now()): SignedEvent {
    const id = rid('evt');
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event: name,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: unix(createdAt),
    });
    return {
      name,
      id,
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(body, this.webhookSecret),
        'x-razorpay-event-id': id,
      },
    };
  }

  /**
   * The customer pays a link (by UPI, for its amount unless `amount` says otherwise): the payment
   * is captured and the link paid. Answers the webhook calls Razorpay makes for it, in its order:
   * payment.captured, order.paid, payment_link.paid.
   */
  pay(linkId: string, amount?: number) {
    const link = this.links.get(linkId);
    if (link?.status !== 'created') throw new Error(`link ${linkId} is not payable`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: amount ?? link.amount,
      currency: 'INR',
      status: 'captured',
      order_id: link.order_id,
      method: 'upi',
      captured: true,
      notes: { ...link.notes },
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    link.status = 'paid';
    link.amount_paid = payment.amount;
    link.payments = [
      ...(link.payments ?? []),
      { payment_id: payment.id, amount: payment.amount, status: 'captured', method: 'upi' },
    ];
    const order = {
      id: link.order_id,
      entity: 'order',
      amount: link.amount,
      amount_paid: payment.amount,
      status: 'paid',
    };
    return {
      payment,
      events: [
        this.event('payment.captured', { payment }),
        this.event('order.paid', { payment, order }),
        this.event('payment_link.paid', { payment_link: link, payment, order }),
      ],
    };
  }

  /** A payment taken on the account outside StudyDesk's links (the app never hears of it). */
  payElsewhere(amount: number, at = Date.now()) {
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: rid('order'),
      method: 'upi',
      captured: true,
      notes: {},
      created_at: unix(at),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** The owner refunds (part of) a payment on Razorpay's dashboard. */
  refund(paymentId: string, amount: number, at = Date.now()) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    payment.amount_refunded = (payment.amount_refunded ?? 0) + amount;
    const refund: FakeRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      receipt: null,
      notes: {},
      status: 'processed',
      speed_requested: 'normal',
      created_at: unix(at),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /**
   * Settles every captured payment and refund not settled yet into one settlement at `at` (ms):
   * each payment's fee and tax are deducted, refunds are debited; the settlement carries a UTR.
   */
  settle(at = Date.now()) {
    const done = new Set(this.recon.map((r) => r.entity_id));
    const id = rid('setl');
    const utr = `RZPSETL${randomBytes(5).toString('hex').toUpperCase()}`;
    const base = {
      currency: 'INR',
      on_hold: false,
      settled: true,
      settled_at: unix(at),
      settlement_id: id,
    } as const;
    const items: FakeReconItem[] = [];
    for (const p of this.payments.values()) {
      if (p.status !== 'captured' || done.has(p.id)) continue;
      const fee = this.feeOf(p.amount);
      const tax = this.taxOf(fee);
      items.push({
        ...base,
        entity_id: p.id,
        type: 'payment',
        debit: 0,
        credit: p.amount - fee - tax,
        amount: p.amount,
        fee,
        tax,
        created_at: p.created_at,
        settlement_utr: utr,
        payment_id: null,
        order_id: p.order_id,
        method: p.method,
      });
    }
    for (const r of this.refunds.values()) {
      if (r.status === 'failed' || done.has(r.id)) continue;
      items.push({
        ...base,
        entity_id: r.id,
        type: 'refund',
        debit: r.amount,
        credit: 0,
        amount: r.amount,
        fee: 0,
        tax: 0,
        created_at: r.created_at,
        settlement_utr: utr,
        payment_id: r.payment_id,
        order_id: null,
        method: 'upi',
      });
    }
    this.recon.push(...items);
    const settlement: FakeSettlement = {
      id,
      entity: 'settlement',
      amount: items.reduce((sum, i) => sum + i.credit - i.debit, 0),
      status: 'processed',
      fees: items.reduce((sum, i) => sum + i.fee, 0),
      tax: items.reduce((sum, i) => sum + i.tax, 0),
      utr,
      created_at: unix(at),
    };
    this.settlements.push(settlement);
    return settlement;
  }

  /** A declined try on a link: the link stays open; answers the payment.failed call. */
  decline(linkId: string) {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: 'INR',
      status: 'failed',
      order_id: link.order_id,
      method: 'upi',
      captured: false,
      notes: { ...link.notes },
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    return this.event('payment.failed', { payment });
  }

  /** The link passes its expiry: answers the payment_link.expired call. */
  expire(linkId: string) {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    link.status = 'expired';
    return this.event('payment_link.expired', { payment_link: link });
  }

  /**
   * The customer scans a QR code and pays it by UPI (its fixed amount): the payment is captured,
   * the single-use code closes as paid. Answers payment.captured and qr_code.credited.
   */
  payQr(qrId: string) {
    const qr = this.qrs.get(qrId);
    if (qr?.status !== 'active') throw new Error(`QR code ${qrId} is not payable`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: qr.payment_amount,
      currency: 'INR',
      status: 'captured',
      order_id: null,
      method: 'upi',
      captured: true,
      notes: {},
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    qr.payment_ids.push(payment.id);
    qr.payments_amount_received += payment.amount;
    qr.payments_count_received += 1;
    qr.status = 'closed';
    qr.close_reason = 'paid';
    qr.closed_at = unix();
    return {
      payment,
      events: [
        this.event('payment.captured', { payment }),
        this.event('qr_code.credited', { payment, qr_code: { ...qr } }),
      ],
    };
  }

  /** The QR code passes its close_by: answers the qr_code.closed call. */
  expireQr(qrId: string) {
    const qr = this.qrs.get(qrId);
    if (!qr) throw new Error(`no QR code ${qrId}`);
    qr.status = 'closed';
    qr.close_reason = 'close_by';
    qr.closed_at = unix();
    return this.event('qr_code.closed', { qr_code: { ...qr } });
  }

  /** The bank pays a pending refund out: answers the refund.processed call. */
  processRefund(refundId: string) {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = 'processed';
    return this.event('refund.processed', {
      refund: { ...refund },
      payment: this.payments.get(refund.payment_id),
    });
  }

  /** The bank could not pay a pending refund out: the money returns; answers the refund.failed call. */
  failRefund(refundId: string) {
    const refund = this.refunds.get(refundId);
    const payment = refund && this.payments.get(refund.payment_id);
    if (!refund || !payment) throw new Error(`no refund ${refundId}`);
    refund.status = 'failed';
    payment.amount_refunded = (payment.amount_refunded ?? 0) - refund.amount;
    return this.event('refund.failed', { refund: { ...refund }, payment });
  }

  /** Posts events to the library's webhook URL on `deliverTo`, as Razorpay's webhook would. */
  async deliver(events: SignedEvent[], library: string) {
    if (!this.deliverTo) return;
    for (const e of events) {
      await fetch(`${this.deliverTo}/api/webhooks/razorpay/${library}`, {
        method: 'POST',
        headers: e.headers,
        body: e.body,
      });
    }
  }

  protected async answer(req: IncomingMessage, res: ServerResponse, body: unknown, url: URL) {
    this.seen.push({ method: req.method ?? '', path: url.pathname + url.search, body });
    const reply = (status: number, json: unknown) => replyJson(res, status, json);
    const error = (status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
      reply(status, {
        error: {
          code,
          description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
        },
      });

    // A browser test's lever (not Razorpay's API): deliver a paid link's events again, last first.
    const again = /^\/__fake\/links\/(plink_\w+)\/redeliver$/.exec(url.pathname);
    if (again && req.method === 'POST') {
      const events = this.delivered.get(again[1] ?? '') ?? [];
      await this.deliver(
        [...events].reverse(),
        this.links.get(again[1] ?? '')?.notes.studydesk_library ?? '',
      );
      return reply(200, { delivered: events.length });
    }
    // A browser test's levers for reconciliation: money taken outside StudyDesk, and a settlement run.
    if (url.pathname === '/__fake/payments' && req.method === 'POST') {
      const amount = Number((body as { amount?: unknown } | null)?.amount);
      if (!Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00');
      return reply(200, this.payElsewhere(amount));
    }
    if (url.pathname === '/__fake/settle' && req.method === 'POST') return reply(200, this.settle());
    // A browser test's levers: the student's UPI app pays a QR code; the bank pays a refund out.
    const scan = /^\/__fake\/qr\/(qr_\w+)\/pay$/.exec(url.pathname);
    if (scan && req.method === 'POST') {
      const qr = this.qrs.get(scan[1] ?? '');
      if (qr?.status !== 'active') return reply(409, { paid: false });
      const { events } = this.payQr(qr.id);
      await this.deliver(events, qr.notes.studydesk_library ?? '');
      return reply(200, { paid: true });
    }
    // Every pending refund is paid out (refund.processed), each delivered to its library.
    if (url.pathname === '/__fake/refunds/process' && req.method === 'POST') {
      const pending = [...this.refunds.values()].filter((r) => r.status === 'pending');
      for (const refund of pending) {
        const paymentId = refund.payment_id;
        const qrOf = [...this.qrs.values()].find((q) => q.payment_ids.includes(paymentId));
        const linkOf = [...this.links.values()].find((l) =>
          l.payments?.some((p) => p.payment_id === paymentId),
        );
        const library = (qrOf?.notes ?? linkOf?.notes)?.studydesk_library ?? '';
        await this.deliver([this.processRefund(refund.id)], library);
      }
      return reply(200, { processed: pending.length });
    }
    const image = /^\/qr\/(qr_\w+)\.svg$/.exec(url.pathname);
    if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
    }
    // The hosted page the student opens (short_url): no API keys, as on rzp.io.
    const page = /^\/i\/(plink_\w+)(\/pay)?$/.exec(url.pathname);
    if (page) return this.hostedPage(req, res, page[1] ?? '', Boolean(page[2]));

    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return error(401, 'The api key provided is invalid');
    }
    if (this.failNext > 0) {
      this.failNext--;
      return error(500, 'We are facing some trouble completing your request at the moment.', 'SERVER_ERROR');
    }
    if (url.pathname === '/v1/payment_links' && req.method === 'POST')
      return this.createLink(body, reply, error);
    if (url.pathname === '/v1/payment_links' && req.method === 'GET') {
      return reply(200, {
        payment_links: [...this.links.values()].slice(-Number(url.searchParams.get('count') ?? 10)),
      });
    }
    const link = /^\/v1\/payment_links\/([\w]+)(\/cancel)?$/.exec(url.pathname);
    if (link) {
      const found = this.links.get(link[1] ?? '');
      if (!found) return error(400, 'The id provided does not exist');
      if (link[2] && req.method === 'POST') {
        if (found.status !== 'created')
          return error(400, `Payment Link cannot be cancelled in ${found.status} state`);
        found.status = 'cancelled';
      }
      return reply(200, found);
    }
    if (url.pathname.replace(/\/$/, '') === '/v1/settlements' && req.method === 'GET') {
      const q = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
      const count = q('count', 10);
      if (!Number.isInteger(count) || count < 1 || count > 100)
        return error(400, 'The count must be between 1 and 100.');
      const items = this.settlements
        .filter((st) => st.created_at >= q('from', 0) && st.created_at <= q('to', 2 ** 40))
        .slice(q('skip', 0), q('skip', 0) + count);
      return reply(200, { entity: 'collection', count: items.length, items });
    }
    if (url.pathname === '/v1/settlements/recon/combined' && req.method === 'GET') {
      const year = url.searchParams.get('year') ?? '';
      const month = url.searchParams.get('month') ?? '';
      const day = url.searchParams.get('day');
      if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month))
        return error(400, 'The year field is required. The month field is required.');
      const prefix = `${year}-${month.padStart(2, '0')}${day ? `-${day.padStart(2, '0')}` : ''}`;
      const count = Number(url.searchParams.get('count') ?? 10);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const items = this.recon
        .filter((r) => istDay(r.settled_at).startsWith(prefix))
        .slice(skip, skip + count);
      return reply(200, { entity: 'collection', count: items.length, items });
    }
    if (url.pathname === '/v1/payments/qr_codes' && req.method === 'POST')
      return this.createQr(body, reply, error);
    const qr = /^\/v1\/payments\/qr_codes\/(qr_\w+)(\/payments|\/close)?$/.exec(url.pathname);
    if (qr) {
      const found = this.qrs.get(qr[1] ?? '');
      if (!found) return error(400, 'The id provided does not exist');
      if (qr[2] === '/payments') {
        const items = found.payment_ids.map((id) => this.payments.get(id));
        return reply(200, { entity: 'collection', count: items.length, items });
      }
      if (qr[2] === '/close' && req.method === 'POST') {
        if (found.status === 'closed') return error(400, 'QR code is already closed');
        found.status = 'closed';
        found.close_reason = 'on_demand';
        found.closed_at = unix();
      }
      const { payment_ids: _, ...shown } = found;
      return reply(200, shown);
    }
    const refundOf = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(url.pathname);
    if (refundOf && req.method === 'POST') {
      return this.createRefund(
        refundOf[1] ?? '',
        body,
        String(req.headers['x-refund-idempotency'] ?? ''),
        reply,
        error,
      );
    }
    const refundsOf = /^\/v1\/payments\/(pay_\w+)\/refunds$/.exec(url.pathname);
    if (refundsOf && req.method === 'GET') {
      if (!this.payments.has(refundsOf[1] ?? '')) return error(400, 'The id provided does not exist');
      const items = [...this.refunds.values()].filter((r) => r.payment_id === refundsOf[1]);
      return reply(200, { entity: 'collection', count: items.length, items });
    }
    const refund = /^\/v1\/refunds\/(rfnd_\w+)$/.exec(url.pathname);
    if (refund && req.method === 'GET') {
      const found = this.refunds.get(refund[1] ?? '');
      return found ? reply(200, found) : error(400, 'The id provided does not exist');
    }
    const payment = /^\/v1\/payments\/([\w]+)$/.exec(url.pathname);
    if (payment && req.method === 'GET') {
      const found = this.payments.get(payment[1] ?? '');
      return found ? reply(200, found) : error(400, 'The id provided does not exist');
    }
    error(400, 'The requested URL was not found on the server.');
  }

  private createLink(
    body: unknown,
    reply: (s: number, j: unknown) => void,
    error: (s: number, d: string) => void,
  ) {
    const b = (body ?? {}) as Partial<FakeLink> & { accept_partial?: boolean };
    if (!Number.isInteger(b.amount) || (b.amount ?? 0) < 100)
      return error(400, 'The amount must be atleast INR 1.00');
    if (b.currency !== 'INR') return error(400, 'The currency provided is invalid');
    if (b.accept_partial) return error(400, 'Partial payments are not enabled in the fake');
    const now = unix();
    if (typeof b.expire_by !== 'number' || b.expire_by < now + 15 * 60) {
      return error(400, 'expire by date should be at least 15 minutes ahead of the current time');
    }
    if (b.reference_id && [...this.links.values()].some((l) => l.reference_id === b.reference_id)) {
      return error(400, `Payment Link with reference id ${b.reference_id} already exists`);
    }
    const id = rid('plink');
    const link: FakeLink = {
      id,
      amount: b.amount ?? 0,
      amount_paid: 0,
      currency: 'INR',
      status: 'created',
      reference_id: b.reference_id ?? '',
      description: b.description ?? '',
      expire_by: b.expire_by,
      short_url: `${this.url}/i/${id}`,
      callback_url: b.callback_url ?? '',
      notes: (b.notes as Record<string, string>) ?? {},
      order_id: rid('order'),
      payments: null,
      created_at: now,
    };
    this.links.set(id, link);
    reply(200, link);
  }

  private createQr(
    body: unknown,
    reply: (s: number, j: unknown) => void,
    error: (s: number, d: string) => void,
  ) {
    const b = (body ?? {}) as Partial<FakeQr> & { usage?: string; fixed_amount?: boolean; type?: string };
    if (b.type !== 'upi_qr') return error(400, 'The type field is invalid.');
    if (b.usage !== 'single_use') return error(400, 'Only single use QR codes in the fake');
    if (b.fixed_amount !== true) return error(400, 'Only fixed amount QR codes in the fake');
    if (!Number.isInteger(b.payment_amount) || (b.payment_amount ?? 0) < 100)
      return error(400, 'The payment amount must be atleast INR 1.00');
    const now = unix();
    if (typeof b.close_by !== 'number' || b.close_by < now + 120) {
      return error(400, 'close_by should be at least 2 minutes after current time');
    }
    const id = rid('qr');
    const amount = b.payment_amount ?? 0;
    const qr: FakeQr = {
      id,
      entity: 'qr_code',
      name: b.name ?? '',
      usage: 'single_use',
      type: 'upi_qr',
      image_url: `${this.url}/qr/${id}.svg`,
      image_content: `upi://pay?pa=studydesk.fake@razorpay&pn=StudyDesk&tr=${id}&am=${(amount / 100).toFixed(2)}&cu=INR`,
      payment_amount: amount,
      status: 'active',
      description: b.description ?? '',
      fixed_amount: true,
      payments_amount_received: 0,
      payments_count_received: 0,
      notes: (b.notes as Record<string, string>) ?? {},
      close_by: b.close_by,
      closed_at: null,
      close_reason: null,
      created_at: now,
      payment_ids: [],
    };
    this.qrs.set(id, qr);
    const { payment_ids: _, ...shown } = qr;
    reply(200, shown);
  }

  private createRefund(
    paymentId: string,
    body: unknown,
    key: string,
    reply: (s: number, j: unknown) => void,
    error: (s: number, d: string) => void,
  ) {
    const payment = this.payments.get(paymentId);
    if (!payment) return error(400, 'The id provided does not exist');
    const raw = JSON.stringify(body ?? {});
    const before = key ? this.refundKeys.get(key) : undefined;
    if (before) {
      if (before.body !== raw) return error(400, 'Different request body sent for the same idempotency key');
      return reply(200, this.refunds.get(before.refundId));
    }
    if (this.refuseRefunds) return error(400, this.refuseRefunds);
    if (payment.status !== 'captured') return error(400, 'The payment has not been captured');
    const b = (body ?? {}) as { amount?: number; receipt?: string; notes?: Record<string, string> };
    const left = payment.amount - (payment.amount_refunded ?? 0);
    const amount = b.amount ?? left;
    if (!Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00');
    if (amount > left) return error(400, 'The refund amount provided is greater than amount captured');
    const refund: FakeRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      receipt: b.receipt ?? null,
      notes: b.notes ?? {},
      status: this.refundStatus,
      speed_requested: 'normal',
      created_at: unix(),
    };
    payment.amount_refunded = (payment.amount_refunded ?? 0) + amount;
    this.refunds.set(refund.id, refund);
    if (key) this.refundKeys.set(key, { body: raw, refundId: refund.id });
    reply(200, refund);
  }

  /** Razorpay's hosted page, as small as a test needs: the amount and a Pay button. */
  private async hostedPage(req: IncomingMessage, res: ServerResponse, id: string, paying: boolean) {
    const link = this.links.get(id);
    if (paying && req.method === 'POST' && link?.status === 'created') {
      const { payment, events } = this.pay(id);
      this.delivered.set(id, events);
      await this.deliver(events, link.notes.studydesk_library ?? '');
      const back = new URL(link.callback_url);
      const params = {
        razorpay_payment_id: payment.id,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: 'paid',
      };
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      back.searchParams.set(
        'razorpay_signature',
        razorpaySignature(Object.values(params).join('|'), this.keySecret),
      );
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    const rupees = ((link?.amount ?? 0) / 100).toFixed(2);
    const content = !link
      ? '<p>This payment link does not exist.</p>'
      : link.status !== 'created'
        ? `<p>This payment link is ${link.status}.</p>`
        : `<p>${link.description}</p><form method="post" action="/i/${id}/pay"><button type="submit">Pay ₹${rupees}</button></form>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>Razorpay (fake)</title></head><body><main><h1>Razorpay (fake)</h1>${content}</main></body></html>`,
    );
  }
}
