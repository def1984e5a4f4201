import { z } from 'zod';
import { singleLineText, ZId } from './common.ts';

/**
 * Online payments through a payment gateway (docs/payments-gateway.md): Razorpay Payment Links
 * for the amount a student pays, settled by Razorpay's signed webhook. Secrets go in and never
 * come back: the answer says only whether each is set.
 */

export const GATEWAY_PROVIDERS = ['razorpay'] as const;
export type TGatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** A payment link's state: open to pay, paid, or no longer payable (expired, cancelled). */
export const GATEWAY_LINK_STATUSES = ['created', 'paid', 'expired', 'cancelled'] as const;
export type TGatewayLinkStatus = (typeof GATEWAY_LINK_STATUSES)[number];

/** A secret field: absent or null keeps what is stored, '' clears it, text replaces it. */
const ZSecret = singleLineText().max(200).nullish();

export const ZGatewaySettingsRequest = z.object({
  enabled: z.boolean(),
  key_id: z.string().regex(/^(rzp_(test|live)_[A-Za-z0-9]{6,40})?$/, {
    message: 'The key ID is the one Razorpay shows (rzp_live_... or rzp_test_...)',
  }),
  key_secret: ZSecret,
  webhook_secret: ZSecret,
});
export type TGatewaySettingsRequest = z.infer<typeof ZGatewaySettingsRequest>;

export const ZGatewaySettings = z.object({
  enabled: z.boolean(),
  key_id: z.string(),
  key_secret_set: z.boolean(),
  webhook_secret_set: z.boolean(),
  /** Where Razorpay sends events: the path under this server to enter as the webhook URL. */
  webhook_path: z.string(),
  /** True when students pay online (on, with the keys and the webhook secret). */
  accepts_online: z.boolean(),
});
export type TGatewaySettings = z.infer<typeof ZGatewaySettings>;

/** What a student's payment looks like online: whether it can be paid so, and its link. */
export const ZOnlinePayment = z.object({
  payment_id: z.number().int(),
  /** The library takes payments online: the student's Pay opens the gateway's page. */
  available: z.boolean(),
  /**
   * `none` (no link yet), `open` (pay at `url` until `expires_at`), `failed` (the last try was
   * declined; the link still takes a new try), `expired` or `cancelled` (Pay again makes a new
   * link), `paid` (posted: the receipt below).
   */
  status: z.enum(['none', 'open', 'failed', 'expired', 'cancelled', 'paid']),
  url: z.string().nullable(),
  expires_at: z.string().nullable(),
  amount: z.number(),
  receipt_id: z.number().int().nullable(),
  receipt_number: z.number().int().nullable(),
  /**
   * The newest single-use UPI QR code for exactly this amount (null: none asked for): `open`
   * (scan `content`, or open `image_url`, until `expires_at`), `paid`, `expired` or `cancelled`.
   */
  qr: z
    .object({
      status: z.enum(['open', 'paid', 'expired', 'cancelled']),
      image_url: z.string().nullable(),
      content: z.string().nullable(),
      expires_at: z.string(),
    })
    .nullable(),
});
export type TOnlinePayment = z.infer<typeof ZOnlinePayment>;

/** Razorpay calls `/api/webhooks/razorpay/<library>`: the library whose settings hold the secret. */
export const ZRazorpayWebhookParams = z.object({ library: ZId });
/** Razorpay signs each body (hex HMAC-SHA256 with the webhook secret) and names each event once. */
export const ZRazorpaySignatureHeaders = z.object({
  'x-razorpay-signature': z.string().max(200).optional(),
  'x-razorpay-event-id': z.string().max(100).optional(),
});
export const ZGatewayWebhookReceipt = z.object({
  /** The event's name, as Razorpay sent it. */
  event: z.string(),
  /**
   * `recorded` (a payment posted with its receipt), `duplicate` (that payment was posted before),
   * `updated` (a link's state changed), `ignored` (nothing of StudyDesk's to do).
   */
  outcome: z.enum(['recorded', 'duplicate', 'updated', 'ignored']),
  receipt_number: z.number().int().nullable(),
});
export type TGatewayWebhookReceipt = z.infer<typeof ZGatewayWebhookReceipt>;
