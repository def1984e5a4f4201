import type { TSettings } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';

// Settings are columns of the library's own admin row: the tenant id is the row id.

export async function readSettings(db: Db, adminId: number): Promise<TSettings | null> {
  const [row] = await db
    .select({ totalSeats: admins.totalSeats, totalLockers: admins.totalLockers, upiId: admins.upiId })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}

export async function writeSettings(
  db: Db,
  adminId: number,
  values: { totalSeats: number; totalLockers: number; upiId?: string },
): Promise<void> {
  await db.update(admins).set(values).where(eq(admins.id, adminId));
}

/** The owner's UPI ID and name (the name heads a library without an institute yet). */
export async function readOwner(db: Db, adminId: number) {
  const [row] = await db
    .select({ upiId: admins.upiId, name: admins.name })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? null;
}

export async function writeUpiId(db: Db, adminId: number, upiId: string): Promise<void> {
  await db.update(admins).set({ upiId }).where(eq(admins.id, adminId));
}
