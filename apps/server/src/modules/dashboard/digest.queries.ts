import type { TMorningDigest } from '@studydesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, morningDigests } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

/** Keeps the day's digest (a second build of the same day changes nothing). */
export async function insertDigest(db: Db, adminId: number, onDate: string, body: TMorningDigest) {
  await db.insert(morningDigests).values({ adminId, onDate, body }).onConflictDoNothing();
}

/** Whether the day's digest was built. */
export async function digestOn(db: Db, adminId: number, onDate: string) {
  const rows = await db
    .select({ id: morningDigests.id })
    .from(morningDigests)
    .where(and(ofTenant(morningDigests, adminId), eq(morningDigests.onDate, onDate)));
  return rows.length > 0;
}

/** The library's latest digest. */
export async function findLatestDigest(db: Db, adminId: number) {
  const [row] = await db
    .select({ body: morningDigests.body })
    .from(morningDigests)
    .where(ofTenant(morningDigests, adminId))
    .orderBy(desc(morningDigests.onDate))
    .limit(1);
  return (row?.body as TMorningDigest | undefined) ?? null;
}

/** Whom the digest is for: the owner's name, e-mail and language. */
export async function digestReader(db: Db, adminId: number) {
  const [row] = await db
    .select({ email: admins.email, language: admins.language })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}
