import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { createdAt, id, tenantId, tenantPrimaryKey, tenantReference, updatedAt } from './columns.ts';
import { payments, receipts } from './finance.ts';
import { creditNotes } from './statements.ts';

const PROVIDERS = ['razorpay'] as const;
const LINK_STATUSES = ['created', 'paid', 'expired', 'cancelled'] as const;
const LINK_KINDS = ['link', 'qr'] as const;
const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * A library's payment gateway (docs/payments-gateway.md). Secrets are sealed with the data key
 * (`crypto/secret-box.ts`) and never leave the server; a null secret is one not set.
 */
export const gatewaySettings = pgTable('gateway_settings', {
  adminId: tenantId().primaryKey(),
  razorpayEnabled: boolean('razorpay_enabled').notNull().default(false),
  razorpayKeyId: text('razorpay_key_id').notNull().default(''),
  razorpayKeySecretSealed: text('razorpay_key_secret_sealed'),
  razorpayWebhookSecretSealed: text('razorpay_webhook_secret_sealed'),
  updatedAt: updatedAt(),
});

/**
 * Each payment link (`kind` link) or single-use UPI QR code for the amount (`kind` qr; `url` is
 * its image) made for a student's payment; Pay reuses the newest of a kind while it is valid.
 */
export const gatewayLinks = pgTable(
  'gateway_links',
  {
    id: id(),
    adminId: tenantId(),
    paymentId: integer('payment_id').notNull(),
    provider: text('provider').notNull().$type<(typeof PROVIDERS)[number]>(),
    kind: text('kind').notNull().default('link').$type<(typeof LINK_KINDS)[number]>(),
    /** The gateway's id of the link (`plink_...`) or QR code (`qr_...`). */
    linkId: text('link_id').notNull(),
    url: text('url').notNull(),
    /** A QR code's content (the `upi://pay?...` it encodes), drawn on the Pay screen. */
    qrContent: text('qr_content'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().$type<(typeof LINK_STATUSES)[number]>(),
    /** When the gateway last reported a declined try on this link (it still takes another). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('gateway_links', t),
    tenantReference('gateway_links_payment_id_fkey', t, t.paymentId, payments).onDelete('cascade'),
    index('gateway_links_payment_idx').on(t.adminId, t.paymentId, t.createdAt.desc()),
    uniqueIndex('gateway_links_link_idx').on(t.adminId, t.provider, t.linkId),
    oneOf('gateway_links_provider', t.provider, PROVIDERS),
    oneOf('gateway_links_status', t.status, LINK_STATUSES),
    oneOf('gateway_links_kind', t.kind, LINK_KINDS),
  ],
);

/**
 * Money a gateway took, once per gateway payment id (the key): a webhook delivered again, out of
 * order, or raced by the student's own check finds its row and posts nothing more.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    adminId: tenantId(),
    provider: text('provider').notNull().$type<(typeof PROVIDERS)[number]>(),
    providerPaymentId: text('provider_payment_id').notNull(),
    linkId: integer('link_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    receiptId: integer('receipt_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'gateway_payments_pkey', columns: [t.adminId, t.provider, t.providerPaymentId] }),
    tenantReference('gateway_payments_link_id_fkey', t, t.linkId, gatewayLinks).onDelete('cascade'),
    tenantReference('gateway_payments_receipt_id_fkey', t, t.receiptId, receipts).onDelete('set null'),
    index('gateway_payments_link_idx').on(t.adminId, t.linkId),
    index('gateway_payments_receipt_idx').on(t.adminId, t.receiptId),
    oneOf('gateway_payments_provider', t.provider, PROVIDERS),
  ],
);

/**
 * Each refund made through the gateway, once per gateway refund id (the key), with the credit note
 * it was posted with when the gateway accepted it; its state follows the gateway's word
 * (pending -> processed or failed), never back.
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    adminId: tenantId(),
    provider: text('provider').notNull().$type<(typeof PROVIDERS)[number]>(),
    providerRefundId: text('provider_refund_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    creditNoteId: integer('credit_note_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().$type<(typeof REFUND_STATUSES)[number]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'gateway_refunds_pkey', columns: [t.adminId, t.provider, t.providerRefundId] }),
    foreignKey({
      name: 'gateway_refunds_payment_fkey',
      columns: [t.adminId, t.provider, t.providerPaymentId],
      foreignColumns: [gatewayPayments.adminId, gatewayPayments.provider, gatewayPayments.providerPaymentId],
    }).onDelete('cascade'),
    tenantReference('gateway_refunds_credit_note_id_fkey', t, t.creditNoteId, creditNotes).onDelete(
      'cascade',
    ),
    uniqueIndex('gateway_refunds_credit_note_idx').on(t.adminId, t.creditNoteId),
    index('gateway_refunds_payment_idx').on(t.adminId, t.provider, t.providerPaymentId),
    oneOf('gateway_refunds_provider', t.provider, PROVIDERS),
    oneOf('gateway_refunds_status', t.status, REFUND_STATUSES),
    check('gateway_refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);
