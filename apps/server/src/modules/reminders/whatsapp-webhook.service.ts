import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TMessageStatus } from '@studydesk/contract';
import { z } from 'zod';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors/http-errors.ts';
import {
  claimWebhookDigest,
  findMessagingSettings,
  forgetWebhookDigests,
  updateMessageStatus,
} from './messaging.queries.ts';

/** Meta retries an unanswered call for up to 7 days: a status older than that is a replay. */
export const OLDEST_STATUS_MS = 7 * 24 * 60 * 60 * 1000;

/** Two secrets compared in constant time (their digests, so that their lengths do not show). */
export const sameSecret = (a: string, b: string) => {
  const [x, y] = [a, b].map((s) => createHash('sha256').update(s).digest());
  return Boolean(x && y && timingSafeEqual(x, y));
};

/** Meta's subscription check: echo the challenge only to the verify token the owner saved. */
export async function verifyWhatsappSubscription(
  db: Db,
  box: SecretBox,
  adminId: number,
  query: { mode: string; token: string; challenge: string },
) {
  const settings = await findMessagingSettings(db, adminId);
  if (!settings?.whatsappVerifyTokenSealed) throw notFound('No WhatsApp webhook is set up for this library.');
  if (query.mode !== 'subscribe' || !sameSecret(query.token, box.open(settings.whatsappVerifyTokenSealed))) {
    throw forbidden('The verify token does not match.');
  }
  return query.challenge;
}

const ZStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(
      z.object({
        code: z.union([z.number(), z.string()]),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
        error_data: z.object({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .max(20)
    .optional(),
});
/** The part of Meta's `whatsapp_business_account` notification StudyDesk reads: message statuses. */
const ZNotification = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100),
              value: z.object({
                metadata: z.object({ phone_number_id: z.string().max(40) }).optional(),
                statuses: z.array(ZStatus).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

const KNOWN: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies TMessageStatus[];

/**
 * A status notification from Meta: its `X-Hub-Signature-256` must be the HMAC-SHA256 of the raw
 * body under the library's app secret; the same body is applied once (a replay is a 409); each
 * status moves its message forward in the log, never back.
 */
export async function receiveWhatsappStatuses(
  db: Db,
  box: SecretBox,
  adminId: number,
  call: { raw: Buffer; signature: string | undefined; body: unknown; now: Date },
) {
  const settings = await findMessagingSettings(db, adminId);
  if (!settings?.whatsappAppSecretSealed) throw notFound('No WhatsApp webhook is set up for this library.');
  const expected = `sha256=${createHmac('sha256', box.open(settings.whatsappAppSecretSealed)).update(call.raw).digest('hex')}`;
  const given = Buffer.from(call.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    throw unauthorized('The webhook signature is missing or wrong.');
  }
  const parsed = ZNotification.safeParse(call.body);
  if (!parsed.success) throw badRequest('This is not a WhatsApp Business notification.');
  const digest = createHash('sha256').update(call.raw).digest('hex');
  if (!(await claimWebhookDigest(db, adminId, digest))) {
    throw conflict('This webhook call was already received.');
  }
  let received = 0;
  let updated = 0;
  for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
    // A status of another phone number (an app shared between numbers) is not this library's.
    if (change.value.metadata && change.value.metadata.phone_number_id !== settings.whatsappPhoneNumberId)
      continue;
    for (const status of change.value.statuses ?? []) {
      received++;
      const at = new Date(Number(status.timestamp) * 1000);
      if (!KNOWN.includes(status.status) || call.now.getTime() - at.getTime() > OLDEST_STATUS_MS) continue;
      const error = status.errors?.[0];
      updated += await updateMessageStatus(db, adminId, {
        provider: 'whatsapp_cloud',
        providerMessageId: status.id,
        status: status.status as TMessageStatus,
        at,
        errorCode: error ? String(error.code) : null,
        errorText: error
          ? [error.title ?? error.message, error.error_data?.details]
              .filter(Boolean)
              .join(': ')
              .slice(0, 1000)
          : null,
      });
    }
  }
  return { received, updated };
}

/**
 * Forgets digests of calls older than Meta's retry window and a day: a replay of one is refused
 * all the same, as every status in it is older than OLDEST_STATUS_MS.
 */
export const sweepWebhookReceipts = (db: Db, now = new Date()) =>
  forgetWebhookDigests(db, new Date(now.getTime() - OLDEST_STATUS_MS - 24 * 60 * 60 * 1000));
