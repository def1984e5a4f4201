import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageLog } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

export type QueuedRow = typeof messageLog.$inferSelect;

/** Queued messages; those whose key the library already has are left out. Answers the keys added. */
export async function insertQueued(db: Db, values: (typeof messageLog.$inferInsert)[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(messageLog)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: messageLog.dedupeKey });
  return rows.map((r) => r.key ?? '');
}

/**
 * Takes up to `limit` queued messages no delivery has taken, oldest first, and stamps them taken:
 * deliveries running at once (instances, a retried job) each take different ones.
 */
export function takeQueued(db: Db, limit: number): Promise<QueuedRow[]> {
  return db
    .update(messageLog)
    .set({ attemptedAt: sql`now()` })
    .where(
      sql`(${messageLog.adminId}, ${messageLog.id}) in (
        select admin_id, id from message_log
        where status = 'queued' and attempted_at is null
        order by id limit ${limit} for update skip locked)`,
    )
    .returning();
}

/** What a provider answered for a queued message. */
export async function settleQueued(
  db: Db,
  row: Pick<QueuedRow, 'adminId' | 'id'>,
  outcome: Pick<
    QueuedRow,
    'provider' | 'channel' | 'template' | 'status' | 'providerMessageId' | 'errorCode' | 'errorText'
  >,
) {
  await db
    .update(messageLog)
    .set({ ...outcome, statusAt: new Date() })
    .where(and(ofTenant(messageLog, row.adminId), eq(messageLog.id, row.id)));
}

/**
 * Queued messages a delivery took before `takenBefore` and never settled: its process died
 * between taking them and hearing the provider. They are marked failed, not sent again: a
 * provider may have sent one already, and a message twice is worse than one the owner sees missing.
 */
export async function failCutOff(db: Db, takenBefore: Date): Promise<number> {
  const rows = await db
    .update(messageLog)
    .set({
      status: 'failed',
      errorCode: 'interrupted',
      errorText: 'The server stopped while sending it; it was not sent again.',
      statusAt: new Date(),
    })
    .where(and(eq(messageLog.status, 'queued'), lt(messageLog.attemptedAt, takenBefore)))
    .returning({ id: messageLog.id });
  return rows.length;
}
