import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publicPages, throttles } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

export type PublicPageRow = typeof publicPages.$inferSelect;

/** The library's public page, or null before the owner saved one. */
export async function findPage(db: Db, adminId: number): Promise<PublicPageRow | null> {
  const [row] = await db.select().from(publicPages).where(ofTenant(publicPages, adminId));
  return row ?? null;
}

/** Writes what the owner publishes (the photos stay as they are). */
export async function savePage(
  db: Db,
  adminId: number,
  values: { enabled: boolean; slug: string; description: string; facilities: string[] },
) {
  await db
    .insert(publicPages)
    .values({ adminId, ...values })
    .onConflictDoUpdate({ target: publicPages.adminId, set: { ...values, updatedAt: sql`now()` } });
}

/** Replaces the photo list (the page must exist). */
export async function setPhotos(db: Db, adminId: number, photos: string[]) {
  await db.update(publicPages).set({ photos, updatedAt: sql`now()` }).where(ofTenant(publicPages, adminId));
}

/**
 * One more enquiry from a phone on a page within the window: the count in the window, in the shared
 * `throttles` table (every app instance counts the same), outside the request's transaction.
 */
export async function countEnquiryHit(db: Db, key: string, windowMs: number): Promise<number> {
  const expired = sql`${throttles.windowEndsAt} <= now()`;
  const newWindow = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const windowEnds = sql`case when ${expired} then ${newWindow} else ${throttles.windowEndsAt} end`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: newWindow, expiresAt: newWindow })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowEndsAt: windowEnds,
        expiresAt: windowEnds,
      },
    })
    .returning({ hits: throttles.hits });
  return row?.hits ?? 1;
}
