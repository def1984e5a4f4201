import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { admins, doorDevices } from '../db/schema/index.ts';
import type { DoorDevice } from './actor.ts';
import { generateSessionToken, hashToken } from './tokens.ts';

/**
 * A kiosk's credential: `<library>.<device>.<secret>` in its own cookie, never a session. Only the
 * secret's digest is stored; revoking the device (Settings) refuses it at once. The same shape, with
 * another secret, is the one-time pairing code the owner's link carries.
 */
const PLAIN = 'sd_door';
const SECURE = '__Host-sd_door';
/** A kiosk stays paired for as long as a browser keeps a cookie (400 days), unless revoked. */
const KEEP_MS = 400 * 24 * 60 * 60_000;

export const DEVICE_NOT_PAIRED_MESSAGE =
  'This door device is not paired, or it was revoked. Ask the owner to pair it in Settings.';

export interface DeviceSecret {
  adminId: number;
  deviceId: number;
  secret: string;
}

/** A new secret for a device, as the text to hand over and the digest to store. */
export function newDeviceSecret(adminId: number, deviceId: number) {
  const secret = generateSessionToken();
  return { text: `${adminId}.${deviceId}.${secret}`, digest: hashToken(secret) };
}

/** Reads `<library>.<device>.<secret>`; null for anything else. */
export function readDeviceSecret(text: string | undefined): DeviceSecret | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(text ?? '');
  if (!match) return null;
  const adminId = Number(match[1]);
  const deviceId = Number(match[2]);
  if (adminId > 2 ** 31 - 1 || deviceId > 2 ** 31 - 1) return null;
  return { adminId, deviceId, secret: match[3] as string };
}

/** Whether a secret matches a stored digest, in constant time. */
export function secretMatches(secret: string, digest: string | null): boolean {
  if (!digest) return false;
  const given = Buffer.from(hashToken(secret), 'hex');
  const stored = Buffer.from(digest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, credential: string) {
  const secure = req.protocol === 'https';
  reply.setCookie(secure ? SECURE : PLAIN, credential, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: new Date(Date.now() + KEEP_MS),
  });
}

/** The paired kiosk behind the request's device cookie, or null (none, unknown, revoked). */
export async function authenticateDoorDevice(db: Db, req: FastifyRequest): Promise<DoorDevice | null> {
  const credential = readDeviceSecret(req.cookies[SECURE] ?? req.cookies[PLAIN]);
  if (!credential) return null;
  const [row] = await db
    .select({
      id: doorDevices.id,
      adminId: doorDevices.adminId,
      name: doorDevices.name,
      secretHash: doorDevices.secretHash,
      timeZone: admins.timezone,
    })
    .from(doorDevices)
    .innerJoin(admins, eq(admins.id, doorDevices.adminId))
    .where(
      and(
        eq(doorDevices.adminId, credential.adminId),
        eq(doorDevices.id, credential.deviceId),
        eq(doorDevices.kind, 'kiosk'),
        isNull(doorDevices.revokedAt),
      ),
    );
  if (!row || !secretMatches(credential.secret, row.secretHash)) return null;
  // Settings shows when each kiosk was last seen; once a minute is enough.
  await db
    .update(doorDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(doorDevices.adminId, row.adminId),
        eq(doorDevices.id, row.id),
        sql`(${doorDevices.lastSeenAt} is null or ${doorDevices.lastSeenAt} < now() - interval '1 minute')`,
      ),
    );
  return { id: row.id, adminId: row.adminId, name: row.name, timeZone: row.timeZone };
}
