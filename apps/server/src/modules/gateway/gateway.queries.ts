import type { TGatewayLinkStatus } from '@studydesk/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gatewayLinks, gatewayPayments, gatewayRefunds, gatewaySettings } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

export type GatewaySettingsRow = typeof gatewaySettings.$inferSelect;
export type GatewayLinkRow = typeof gatewayLinks.$inferSelect;
export type GatewayRefundRow = typeof gatewayRefunds.$inferSelect;
export type LinkKind = GatewayLinkRow['kind'];

export async function findGatewaySettings(db: Db, adminId: number): Promise<GatewaySettingsRow | null> {
  const [row] = await db.select().from(gatewaySettings).where(eq(gatewaySettings.adminId, adminId));
  return row ?? null;
}

export async function saveGatewaySettings(db: Db, values: typeof gatewaySettings.$inferInsert) {
  const { adminId: _, ...changes } = values;
  await db
    .insert(gatewaySettings)
    .values(values)
    .onConflictDoUpdate({ target: gatewaySettings.adminId, set: { ...changes, updatedAt: new Date() } });
}

export async function insertGatewayLink(
  db: Db,
  adminId: number,
  values: Omit<typeof gatewayLinks.$inferInsert, 'adminId'>,
) {
  const [row] = await db
    .insert(gatewayLinks)
    .values({ ...values, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The newest link (or QR code, by `kind`) made for a student's payment, or null. */
export async function newestLinkOf(
  db: Db,
  adminId: number,
  paymentId: number,
  kind: LinkKind = 'link',
): Promise<GatewayLinkRow | null> {
  const [row] = await db
    .select()
    .from(gatewayLinks)
    .where(
      and(
        ofTenant(gatewayLinks, adminId),
        eq(gatewayLinks.paymentId, paymentId),
        eq(gatewayLinks.kind, kind),
      ),
    )
    .orderBy(desc(gatewayLinks.createdAt), desc(gatewayLinks.id))
    .limit(1);
  return row ?? null;
}

/** The newest links made for a student's payment (a few: one per Pay with a new amount). */
export async function recentLinksOf(db: Db, adminId: number, paymentId: number): Promise<GatewayLinkRow[]> {
  return db
    .select()
    .from(gatewayLinks)
    .where(and(ofTenant(gatewayLinks, adminId), eq(gatewayLinks.paymentId, paymentId)))
    .orderBy(desc(gatewayLinks.createdAt), desc(gatewayLinks.id))
    .limit(5);
}

/** The library's link with the gateway's id `linkId`, or null (another library's is not found). */
export async function findLinkByGatewayId(
  db: Db,
  adminId: number,
  linkId: string,
): Promise<GatewayLinkRow | null> {
  const [row] = await db
    .select()
    .from(gatewayLinks)
    .where(
      and(
        ofTenant(gatewayLinks, adminId),
        eq(gatewayLinks.provider, 'razorpay'),
        eq(gatewayLinks.linkId, linkId),
      ),
    );
  return row ?? null;
}

/** One link of the library by our id, or null. */
export async function findLink(db: Db, adminId: number, id: number): Promise<GatewayLinkRow | null> {
  const [row] = await db
    .select()
    .from(gatewayLinks)
    .where(ownedBy(gatewayLinks, adminId, id));
  return row ?? null;
}

/** Moves a link that is still open to `status` (a paid link never moves back); false when it was not open. */
export async function closeLink(
  db: Db,
  adminId: number,
  id: number,
  status: Exclude<TGatewayLinkStatus, 'created'>,
) {
  const rows = await db
    .update(gatewayLinks)
    .set({ status })
    .where(and(ownedBy(gatewayLinks, adminId, id), inArray(gatewayLinks.status, ['created'])))
    .returning({ id: gatewayLinks.id });
  return rows.length === 1;
}

/** Marks a paid link, whatever it was before (the gateway took money on it). */
export async function markLinkPaid(db: Db, adminId: number, id: number) {
  await db
    .update(gatewayLinks)
    .set({ status: 'paid' })
    .where(ownedBy(gatewayLinks, adminId, id));
}

/** Notes a declined try on a link still open. */
export async function markLinkFailed(db: Db, adminId: number, id: number, at: Date) {
  await db
    .update(gatewayLinks)
    .set({ failedAt: at })
    .where(and(ownedBy(gatewayLinks, adminId, id), eq(gatewayLinks.status, 'created')));
}

/**
 * Claims a gateway payment id for posting: true for the first claim; false when it was claimed
 * before (a webhook delivered again, another event of the same payment, or the student's check).
 * A claim racing another waits for it on the primary key, then finds it.
 */
export async function claimGatewayPayment(
  db: Db,
  adminId: number,
  p: { providerPaymentId: string; linkId: number; amountPaise: number },
): Promise<boolean> {
  const rows = await db
    .insert(gatewayPayments)
    .values({ adminId, provider: 'razorpay', ...p })
    .onConflictDoNothing()
    .returning({ id: gatewayPayments.providerPaymentId });
  return rows.length === 1;
}

/** The receipt a claimed gateway payment was posted with. */
export async function setGatewayPaymentReceipt(
  db: Db,
  adminId: number,
  providerPaymentId: string,
  receiptId: number,
) {
  await db
    .update(gatewayPayments)
    .set({ receiptId })
    .where(
      and(
        ofTenant(gatewayPayments, adminId),
        eq(gatewayPayments.provider, 'razorpay'),
        eq(gatewayPayments.providerPaymentId, providerPaymentId),
      ),
    );
}

/** The gateway payment a receipt was posted with (money a gateway took), or null. */
export async function gatewayPaymentOfReceipt(db: Db, adminId: number, receiptId: number) {
  const [row] = await db
    .select()
    .from(gatewayPayments)
    .where(and(ofTenant(gatewayPayments, adminId), eq(gatewayPayments.receiptId, receiptId)));
  return row ?? null;
}

/** Keeps a refund the gateway accepted; false when its id was kept before (the same refund again). */
export async function insertGatewayRefund(
  db: Db,
  adminId: number,
  values: Omit<typeof gatewayRefunds.$inferInsert, 'adminId' | 'provider'>,
) {
  const rows = await db
    .insert(gatewayRefunds)
    .values({ ...values, adminId, provider: 'razorpay' })
    .onConflictDoNothing()
    .returning({ id: gatewayRefunds.providerRefundId });
  return rows.length === 1;
}

export async function findGatewayRefund(db: Db, adminId: number, refundId: string) {
  const [row] = await db
    .select()
    .from(gatewayRefunds)
    .where(
      and(
        ofTenant(gatewayRefunds, adminId),
        eq(gatewayRefunds.provider, 'razorpay'),
        eq(gatewayRefunds.providerRefundId, refundId),
      ),
    );
  return row ?? null;
}

/**
 * Moves a pending refund to its final state; false when it was final already (a replay, or a
 * late event after the other), so a refund's state changes once and never back.
 */
export async function settleGatewayRefund(
  db: Db,
  adminId: number,
  refundId: string,
  status: 'processed' | 'failed',
) {
  const rows = await db
    .update(gatewayRefunds)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        ofTenant(gatewayRefunds, adminId),
        eq(gatewayRefunds.provider, 'razorpay'),
        eq(gatewayRefunds.providerRefundId, refundId),
        eq(gatewayRefunds.status, 'pending'),
      ),
    )
    .returning({ id: gatewayRefunds.providerRefundId });
  return rows.length === 1;
}

/** The gateway's state of each credit note refunded through it, by credit note id. */
export async function refundStatesOf(db: Db, adminId: number, creditNoteIds: number[]) {
  if (creditNoteIds.length === 0) return new Map<number, GatewayRefundRow['status']>();
  const rows = await db
    .select({ id: gatewayRefunds.creditNoteId, status: gatewayRefunds.status })
    .from(gatewayRefunds)
    .where(and(ofTenant(gatewayRefunds, adminId), inArray(gatewayRefunds.creditNoteId, creditNoteIds)));
  return new Map(rows.map((r) => [r.id, r.status]));
}
