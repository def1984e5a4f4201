import type { TMessageStatus } from '@studydesk/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageLog, messagingSettings, webhookReceipts } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

export type MessagingRow = typeof messagingSettings.$inferSelect;

export async function findMessagingSettings(db: Db, adminId: number): Promise<MessagingRow | null> {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.adminId, adminId));
  return row ?? null;
}

export async function saveMessagingSettings(db: Db, values: typeof messagingSettings.$inferInsert) {
  const { adminId: _, ...changes } = values;
  await db
    .insert(messagingSettings)
    .values(values)
    .onConflictDoUpdate({ target: messagingSettings.adminId, set: { ...changes, updatedAt: new Date() } });
}

export async function logMessage(db: Db, values: typeof messageLog.$inferInsert) {
  const [row] = await db.insert(messageLog).values(values).returning({ id: messageLog.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The statuses a message may move on from to reach `status`: they only move forward. */
const EARLIER: Record<TMessageStatus, TMessageStatus[]> = {
  queued: [],
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/** A status the provider reported for one of its message ids; an older or repeated one changes nothing. */
export async function updateMessageStatus(
  db: Db,
  adminId: number,
  change: {
    provider: 'whatsapp_cloud' | 'msg91';
    /** The number the provider names, where it names one: a status for another number changes nothing. */
    phone?: string;
    providerMessageId: string;
    status: TMessageStatus;
    at: Date;
    errorCode?: string | null;
    errorText?: string | null;
  },
) {
  const previous = EARLIER[change.status];
  if (previous.length === 0) return 0;
  const rows = await db
    .update(messageLog)
    .set({
      status: change.status,
      statusAt: change.at,
      ...(change.status === 'failed' ? { errorCode: change.errorCode, errorText: change.errorText } : {}),
    })
    .where(
      and(
        ofTenant(messageLog, adminId),
        eq(messageLog.provider, change.provider),
        eq(messageLog.providerMessageId, change.providerMessageId),
        change.phone === undefined ? undefined : eq(messageLog.phone, change.phone),
        inArray(messageLog.status, previous),
      ),
    )
    .returning({ id: messageLog.id });
  return rows.length;
}

/** Claims a webhook call's digest; false when it was claimed before (a replay). */
export async function claimWebhookDigest(db: Db, adminId: number, digest: string): Promise<boolean> {
  const rows = await db
    .insert(webhookReceipts)
    .values({ adminId, digest })
    .onConflictDoNothing()
    .returning({ digest: webhookReceipts.digest });
  return rows.length === 1;
}

/** Digests older than the oldest status a webhook call may still carry are no longer needed. */
export async function forgetWebhookDigests(db: Db, before: Date) {
  await db.delete(webhookReceipts).where(lt(webhookReceipts.createdAt, before));
}
