import { z } from 'zod';
import { callProvider } from '../reminders/providers/post-json.ts';

/**
 * Razorpay's documented HTTP API (`{RAZORPAY_API_BASE}/v1/...`, Basic auth with the key id and
 * secret), the calls StudyDesk makes: Payment Links (create, fetch, cancel) and Payments (fetch).
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
): Promise<RazorpayAnswer<T>> {
  const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
  const answer = await callProvider(`${keys.base}${path}`, {
    method,
    headers: { authorization: `Basic ${auth}` },
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
