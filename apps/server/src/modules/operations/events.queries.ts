import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, events } from '../../db/schema/index.ts';
import { ofTenant, ownedBy, rowsOfTenant } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

export type EventRow = typeof events.$inferSelect;

/** The library's events by date. */
export const listEvents = (db: Db, adminId: number) => rowsOfTenant(db, events, adminId, events.eventDate);

/**
 * How many events the library has, holding its admin row locked until the transaction ends,
 * so two requests cannot both pass the limit.
 */
export async function countEventsLocked(db: Db, adminId: number) {
  await db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('update');
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(ofTenant(events, adminId));
  return count?.n ?? 0;
}

export async function insertEvent(
  db: Db,
  adminId: number,
  event: Omit<typeof events.$inferInsert, 'id' | 'adminId'>,
) {
  const [row] = await db
    .insert(events)
    .values({ ...event, adminId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Deletes an event of the library and returns it (its images are the caller's to remove). */
export async function deleteEvent(db: Db, adminId: number, id: number) {
  const [row] = await db
    .delete(events)
    .where(ownedBy(events, adminId, id))
    .returning();
  if (!row) throw notFound('Event not found.');
  return row;
}
