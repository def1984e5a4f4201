import { z } from 'zod';
import { callProvider } from '../reminders/providers/post-json.ts';

/**
 * Razorpay's documented HTTP API (`{RAZORPAY_API_BASE}/v1/...`, Basic auth with the key id and
 * secret), the calls StudyDesk makes: Payment Links (create, fetch, cancel), UPI QR Codes (create,
 * fetch, list payments, close), Payments (fetch), Refunds (create, fetch) and Settlements (list,
 * recon) for reconciliation.
 * Every answer is read through a schema; what the webhook says is never trusted without these.
 */
export interface RazorpayKeys {
  base: string;
  keyId: string;
  keySecret: string;
}

const ZLinkPayment = z.object({ payment_id: z.string(), status: z.string().optional() });
const ZLink = z.object({
  id: z.string().min(1).max(100),
  short_url: z.url().max(500),
  status: z.string(),
  amount: z.number().int(),
  expire_by: z.number().int().nullish(),
  reference_id: z.string().nullish(),
  payments: z.array(ZLinkPayment).nullish(),
});
export type RazorpayLink = z.infer<typeof ZLink>;
const ZPayment = z.object({
  id: z.string().min(1).max(100),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  amount_refunded: z.number().int().nullish(),
  created_at: z.number().int().nullish(),
});
export type RazorpayPayment = z.infer<typeof ZPayment>;
const ZError = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

/** A refusal or no answer: the HTTP status (0 for none) and Razorpay's words. */
export interface RazorpayFailure {
  ok: false;
  status: number;
  text: string;
}
export type RazorpayAnswer<T> = { ok: true; value: T } | RazorpayFailure;

async function call<T>(
  keys: RazorpayKeys,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RazorpayAnswer<T>> {
  const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
  const answer = await callProvider(`${keys.base}${path}`, {
    method,
    headers: { ...headers, authorization: `Basic ${auth}` },
    body,
  });
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, status: answer.status, text: 'Razorpay answered in an unexpected shape' };
  }
  const error = ZError.safeParse(answer.body);
  const text = error.success
    ? (error.data.error.description ?? error.data.error.code ?? `HTTP ${answer.status}`)
    : answer.status === 0
      ? `No answer from Razorpay (${answer.error ?? 'unreachable'})`
      : `HTTP ${answer.status}`;
  return { ok: false, status: answer.status, text: text.slice(0, 300) };
}

export interface NewLink {
  amountPaise: number;
  referenceId: string;
  description: string;
  customerName: string;
  expireBy: Date;
  callbackUrl: string;
  notes: Record<string, string>;
}

/** `POST /v1/payment_links`: a link for exactly this amount (no partial payments), no SMS or e-mail. */
export const createRazorpayLink = (keys: RazorpayKeys, link: NewLink) =>
  call(keys, 'POST', '/v1/payment_links', ZLink, {
    amount: link.amountPaise,
    currency: 'INR',
    accept_partial: false,
    reference_id: link.referenceId,
    description: link.description.slice(0, 2048),
    customer: { name: link.customerName },
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: Math.floor(link.expireBy.getTime() / 1000),
    callback_url: link.callbackUrl,
    callback_method: 'get',
    notes: link.notes,
  });

const safeId = (id: string) => encodeURIComponent(id);

/** `GET /v1/payment_links/:id`: its status and the payments made on it. */
export const fetchRazorpayLink = (keys: RazorpayKeys, id: string) =>
  call(keys, 'GET', `/v1/payment_links/${safeId(id)}`, ZLink);

/** `POST /v1/payment_links/:id/cancel`: the link takes no more payments. */
export const cancelRazorpayLink = (keys: RazorpayKeys, id: string) =>
  call(keys, 'POST', `/v1/payment_links/${safeId(id)}/cancel`, ZLink, {});

/** `GET /v1/payments/:id`: the amount and status Razorpay itself holds for a payment. */
export const fetchRazorpayPayment = (keys: RazorpayKeys, id: string) =>
  call(keys, 'GET', `/v1/payments/${safeId(id)}`, ZPayment);

/** 'Test connection': lists one payment link with the keys (Razorpay refuses wrong keys with 401). */
export const checkRazorpayKeys = (keys: RazorpayKeys) =>
  call(keys, 'GET', '/v1/payment_links?count=1', z.object({}).loose());

const ZSettlement = z.object({
  id: z.string().min(1).max(100),
  amount: z.number().int(),
  status: z.string(),
  fees: z.number().int(),
  tax: z.number().int(),
  utr: z.string().nullish(),
  created_at: z.number().int(),
});
export type RazorpaySettlement = z.infer<typeof ZSettlement>;
const ZReconItem = z.object({
  entity_id: z.string().min(1).max(100),
  type: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  amount: z.number().int(),
  currency: z.string().nullish(),
  fee: z.number().int().nullish(),
  tax: z.number().int().nullish(),
  settled: z.boolean().nullish(),
  created_at: z.number().int(),
  settled_at: z.number().int().nullish(),
  settlement_id: z.string().nullish(),
  settlement_utr: z.string().nullish(),
  payment_id: z.string().nullish(),
  method: z.string().nullish(),
});
export type RazorpayReconItem = z.infer<typeof ZReconItem>;
const collection = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int().optional(), items: z.array(item) });

/** Razorpay's page size for these lists (its maximum for settlements). */
const PAGE = 100;
/** A runaway guard: no reconciliation reads more pages than this of one list. */
const MAX_PAGES = 50;

async function allPages<T>(
  keys: RazorpayKeys,
  path: (count: number, skip: number) => string,
  schema: z.ZodType<{ items: T[] }>,
): Promise<RazorpayAnswer<T[]>> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await call(keys, 'GET', path(PAGE, page * PAGE), schema);
    if (!answer.ok) return answer;
    items.push(...answer.value.items);
    if (answer.value.items.length < PAGE) break;
  }
  return { ok: true, value: items };
}

/** `GET /v1/settlements?from=&to=&count=&skip=`: the settlements made between two moments (unix seconds). */
export const fetchRazorpaySettlements = (keys: RazorpayKeys, from: number, to: number) =>
  allPages(
    keys,
    (count, skip) => `/v1/settlements?from=${from}&to=${to}&count=${count}&skip=${skip}`,
    collection(ZSettlement),
  );

/**
 * `GET /v1/settlements/recon/combined?year=&month=[&day=]`: every payment, refund and adjustment
 * settled in that month (or day), each with its fee, tax, settlement id and the settlement's UTR.
 */
export const fetchRazorpayRecon = (keys: RazorpayKeys, year: number, month: number) =>
  allPages(
    keys,
    (count, skip) =>
      `/v1/settlements/recon/combined?year=${year}&month=${String(month).padStart(2, '0')}&count=${count}&skip=${skip}`,
    collection(ZReconItem),
  );
const ZQr = z.object({
  id: z.string().min(1).max(100),
  image_url: z.url().max(500),
  image_content: z.string().max(2000).nullish(),
  status: z.string(),
  payment_amount: z.number().int().nullish(),
  close_by: z.number().int().nullish(),
  close_reason: z.string().nullish(),
});
export type RazorpayQr = z.infer<typeof ZQr>;
const ZQrPayments = z.object({
  items: z.array(z.object({ id: z.string().min(1).max(100), status: z.string().optional() })),
});

export interface NewQr {
  amountPaise: number;
  name: string;
  description: string;
  closeBy: Date;
  notes: Record<string, string>;
}

/** `POST /v1/payments/qr_codes`: a single-use UPI QR code that takes exactly this amount until `closeBy`. */
export const createRazorpayQr = (keys: RazorpayKeys, qr: NewQr) =>
  call(keys, 'POST', '/v1/payments/qr_codes', ZQr, {
    type: 'upi_qr',
    name: qr.name.slice(0, 60),
    usage: 'single_use',
    fixed_amount: true,
    payment_amount: qr.amountPaise,
    description: qr.description.slice(0, 200),
    close_by: Math.floor(qr.closeBy.getTime() / 1000),
    notes: qr.notes,
  });

/** `GET /v1/payments/qr_codes/:id`: its status (active or closed, and why). */
export const fetchRazorpayQr = (keys: RazorpayKeys, id: string) =>
  call(keys, 'GET', `/v1/payments/qr_codes/${safeId(id)}`, ZQr);

/** `GET /v1/payments/qr_codes/:id/payments`: the payments made on it. */
export const fetchRazorpayQrPayments = (keys: RazorpayKeys, id: string) =>
  call(keys, 'GET', `/v1/payments/qr_codes/${safeId(id)}/payments`, ZQrPayments);

/** `POST /v1/payments/qr_codes/:id/close`: the QR code takes no more payments. */
export const closeRazorpayQr = (keys: RazorpayKeys, id: string) =>
  call(keys, 'POST', `/v1/payments/qr_codes/${safeId(id)}/close`, ZQr, {});

const ZRefund = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
export type RazorpayRefund = z.infer<typeof ZRefund>;

/**
 * `POST /v1/payments/:id/refund` (normal speed) for `amountPaise`, full or part. `idempotencyKey`
 * goes as X-Refund-Idempotency: the same refund asked again answers the one already made.
 */
export const createRazorpayRefund = (
  keys: RazorpayKeys,
  paymentId: string,
  r: { amountPaise: number; receipt: string; idempotencyKey: string; notes: Record<string, string> },
) =>
  call(
    keys,
    'POST',
    `/v1/payments/${safeId(paymentId)}/refund`,
    ZRefund,
    { amount: r.amountPaise, speed: 'normal', receipt: r.receipt.slice(0, 40), notes: r.notes },
    { 'x-refund-idempotency': r.idempotencyKey },
  );

/** `GET /v1/payments/:id/refunds`: every refund made on a payment (StudyDesk's or the dashboard's). */
export const fetchRazorpayPaymentRefunds = (keys: RazorpayKeys, paymentId: string) =>
  call(
    keys,
    'GET',
    `/v1/payments/${safeId(paymentId)}/refunds?count=100`,
    z.object({ items: z.array(ZRefund) }),
  );

/** `GET /v1/refunds/:id`: the amount and state Razorpay itself holds for a refund. */
export const fetchRazorpayRefund = (keys: RazorpayKeys, id: string) =>
  call(keys, 'GET', `/v1/refunds/${safeId(id)}`, ZRefund);
