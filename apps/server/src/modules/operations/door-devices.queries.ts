import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doorDevices } from '../../db/schema/index.ts';
import { ofTenant } from '../../db/tenant-rows.ts';

const live = (adminId: number, id: number) =>
  and(ofTenant(doorDevices, adminId), eq(doorDevices.id, id), isNull(doorDevices.revokedAt));

export type DoorDeviceRow = typeof doorDevices.$inferSelect;

/** The library's kiosks and posters in use, newest first (a library has a handful). */
export function listDoorDevices(db: Db, adminId: number) {
  return db
    .select()
    .from(doorDevices)
    .where(and(ofTenant(doorDevices, adminId), isNull(doorDevices.revokedAt)))
    .orderBy(desc(doorDevices.id))
    .limit(100);
}

export async function insertDoorDevice(
  db: Db,
  adminId: number,
  values: { kind: 'kiosk' | 'poster'; name: string },
): Promise<DoorDeviceRow> {
  const [row] = await db
    .insert(doorDevices)
    .values({ adminId, ...values })
    .returning();
  if (!row) throw new Error('door device insert returned no row');
  return row;
}

/** A device in use (not revoked) of the library, or null. */
export async function findDoorDevice(db: Db, adminId: number, id: number): Promise<DoorDeviceRow | null> {
  const [row] = await db.select().from(doorDevices).where(live(adminId, id));
  return row ?? null;
}

/** Gives a kiosk a new pairing code digest, valid until `expiresAt`. */
export async function setPairing(db: Db, adminId: number, id: number, digest: string, expiresAt: Date) {
  const [row] = await db
    .update(doorDevices)
    .set({ pairingHash: digest, pairingExpiresAt: expiresAt })
    .where(and(live(adminId, id), eq(doorDevices.kind, 'kiosk')))
    .returning({ id: doorDevices.id });
  return row ?? null;
}

/**
 * Trades a kiosk's unexpired pairing code for its credential (single use): only when the stored
 * pairing digest is still the one given, so two tablets racing with one link pair one.
 */
export async function completePairing(
  db: Db,
  adminId: number,
  id: number,
  pairingDigest: string,
  secretDigest: string,
) {
  const [row] = await db
    .update(doorDevices)
    .set({
      secretHash: secretDigest,
      pairingHash: null,
      pairingExpiresAt: null,
      pairedAt: sql`now()`,
      lastSeenAt: sql`now()`,
    })
    .where(
      and(
        live(adminId, id),
        eq(doorDevices.kind, 'kiosk'),
        eq(doorDevices.pairingHash, pairingDigest),
        sql`${doorDevices.pairingExpiresAt} > now()`,
      ),
    )
    .returning({ id: doorDevices.id, name: doorDevices.name });
  return row ?? null;
}

/** Revokes a device: its credential, pairing code or poster refuse from now on. */
export async function revokeDoorDevice(db: Db, adminId: number, id: number) {
  const [row] = await db
    .update(doorDevices)
    .set({ revokedAt: sql`now()`, secretHash: null, pairingHash: null, pairingExpiresAt: null })
    .where(live(adminId, id))
    .returning({ id: doorDevices.id, name: doorDevices.name });
  return row ?? null;
}

export async function touchDoorDevice(db: Db, adminId: number, id: number) {
  await db
    .update(doorDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(ofTenant(doorDevices, adminId), eq(doorDevices.id, id)));
}
