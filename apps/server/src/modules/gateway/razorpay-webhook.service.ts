import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TGatewayWebhookReceipt } from '@studydesk/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../errors/http-errors.ts';
import { claimWebhookDigest } from '../reminders/messaging.queries.ts';
import { findLinkByGatewayId, markLinkFailed, newestLinkOf, recentLinksOf } from './gateway.queries.ts';
import {
  type GatewayDeps,
  razorpayKeysOf,
  remoteOf,
  settleLinkPayment,
  syncLink,
  unreachable,
} from './gateway.service.ts';
import { followGatewayRefund } from './gateway-refunds.service.ts';
import { fetchRazorpayPayment, type RazorpayKeys } from './razorpay.ts';

/**
 * Razorpay retries an unanswered webhook for 24 hours: an event older than that (and an hour's
 * slack for clocks) is stale, and refused, so a replay after its id was forgotten changes nothing.
 */
export const OLDEST_EVENT_MS = 25 * 60 * 60 * 1000;

const ZId = z.string().min(1).max(100);
const ZEntity = <T extends z.ZodType>(entity: T) => z.object({ entity }).optional();
/** The part of a Razorpay event StudyDesk reads: its name, time and the ids it names. */
const ZEvent = z.object({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  created_at: z.number().int().positive(),
  payload: z.object({
    payment_link: ZEntity(z.object({ id: ZId })),
    qr_code: ZEntity(z.object({ id: ZId })),
    refund: ZEntity(z.object({ id: ZId })),
    payment: ZEntity(
      z.object({ id: ZId, order_id: z.string().max(100).nullish(), notes: z.unknown().optional() }),
    ),
  }),
});

/** The notes StudyDesk puts on each link, as Razorpay copies them onto its payments. */
const ZNotes = z.object({ studydesk_library: z.string(), studydesk_payment: z.string() });

const signed = (raw: Buffer, secret: string, given: string | undefined) => {
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const header = Buffer.from(given ?? '');
  return header.length === expected.length && timingSafeEqual(header, expected);
};

const receipt = (
  event: string,
  outcome: TGatewayWebhookReceipt['outcome'],
  receiptNumber: number | null = null,
) => ({
  event,
  outcome,
  receipt_number: receiptNumber,
});

/**
 * An event from Razorpay: `X-Razorpay-Signature` must be the hex HMAC-SHA256 of the raw body
 * under the library's webhook secret (else 401); an event older than OLDEST_EVENT_MS is refused
 * (400); one event id is applied once (409 for a replay). A payment is posted only after
 * Razorpay itself confirms it (`settleLinkPayment`), once per payment id.
 */
export async function receiveRazorpayEvent(
  db: Db,
  deps: GatewayDeps,
  adminId: number,
  call: { raw: Buffer; signature: string | undefined; eventId: string | undefined; body: unknown; now: Date },
): Promise<TGatewayWebhookReceipt> {
  const gateway = await razorpayKeysOf(db, deps, adminId, true);
  if (!gateway?.row.razorpayWebhookSecretSealed) {
    throw notFound('This library does not take payments online.');
  }
  if (!signed(call.raw, deps.box.open(gateway.row.razorpayWebhookSecretSealed), call.signature)) {
    throw unauthorized('The webhook signature is missing or wrong.');
  }
  const parsed = ZEvent.safeParse(call.body);
  if (!parsed.success) throw badRequest('This is not a Razorpay webhook event.');
  const event = parsed.data;
  if (call.now.getTime() - event.created_at * 1000 > OLDEST_EVENT_MS) {
    throw badRequest('This event is too old to apply.');
  }
  const digest = `razorpay:${call.eventId ?? createHash('sha256').update(call.raw).digest('hex')}`;
  if (!(await claimWebhookDigest(db, adminId, digest))) {
    throw conflict('This webhook event was already received.');
  }
  const { keys } = gateway;
  const linkId = event.payload.payment_link?.entity.id ?? event.payload.qr_code?.entity.id;
  const paymentId = event.payload.payment?.entity.id;
  switch (event.event) {
    case 'payment_link.paid':
    case 'payment_link.expired':
    case 'payment_link.cancelled':
    case 'qr_code.credited':
    case 'qr_code.closed': {
      const link = linkId ? await findLinkByGatewayId(db, adminId, linkId) : null;
      if (!link) return receipt(event.event, 'ignored');
      const done = await syncLink(db, keys, adminId, link);
      return receipt(event.event, done.outcome, done.outcome === 'recorded' ? done.receiptNumber : null);
    }
    case 'payment.captured':
    case 'payment.failed': {
      if (!paymentId) return receipt(event.event, 'ignored');
      // Which link: the notes StudyDesk put on it, as Razorpay holds them (not as the body says).
      const fetched = await fetchRazorpayPayment(keys, paymentId);
      if (!fetched.ok) throw unreachable(fetched);
      const notes = ZNotes.safeParse(fetched.value.notes);
      const ours = notes.success && notes.data.studydesk_library === String(adminId);
      const paymentRowId = ours ? Number(notes.data.studydesk_payment) : 0;
      if (!Number.isSafeInteger(paymentRowId) || paymentRowId <= 0) return receipt(event.event, 'ignored');
      if (event.event === 'payment.failed') {
        const open = await newestLinkOf(db, adminId, paymentRowId);
        if (fetched.value.status !== 'failed' || open?.status !== 'created')
          return receipt(event.event, 'ignored');
        await markLinkFailed(db, adminId, open.id, call.now);
        return receipt(event.event, 'updated');
      }
      const link = await linkListing(db, keys, adminId, paymentRowId, paymentId);
      if (!link) return receipt(event.event, 'ignored');
      const done = await settleLinkPayment(db, keys, adminId, link.row, link.remote, paymentId);
      return receipt(event.event, done.outcome, done.outcome === 'recorded' ? done.receiptNumber : null);
    }
    case 'refund.processed':
    case 'refund.failed': {
      // Refunds are posted where they are made; here their state follows Razorpay's own word.
      const refundId = event.payload.refund?.entity.id;
      if (!refundId) return receipt(event.event, 'ignored');
      const moved = await followGatewayRefund(db, keys, adminId, refundId);
      return receipt(event.event, moved ? 'updated' : 'ignored');
    }
    default:
      return receipt(event.event, 'ignored');
  }
}

/** The library's link of `paymentRowId` on which Razorpay lists `paymentId`, with Razorpay's view of it. */
async function linkListing(
  db: Db,
  keys: RazorpayKeys,
  adminId: number,
  paymentRowId: number,
  paymentId: string,
) {
  for (const row of await recentLinksOf(db, adminId, paymentRowId)) {
    const remote = await remoteOf(keys, row);
    if (remote.payments.some((p) => p.id === paymentId)) return { row, remote };
  }
  return null;
}
