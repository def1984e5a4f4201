import type { TDoorDevice, TDoorDeviceCreated, TKiosk } from '@studydesk/contract';
import type { DoorDevice, TenantActor } from '../../auth/actor.ts';
import { newDeviceSecret, readDeviceSecret } from '../../auth/door-device-credential.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { sessionNow } from '../../tenancy/library-clock.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { type DoorPoint, passByPoster, scanAtKiosk } from './door.service.ts';
import {
  completePairing,
  type DoorDeviceRow,
  findDoorDevice,
  insertDoorDevice,
  listDoorDevices,
  revokeDoorDevice,
  setPairing,
  touchDoorDevice,
} from './door-devices.queries.ts';

/** How long a kiosk's pairing link works. */
export const PAIRING_MINUTES = 15;
export const PAIRING_REFUSED = 'This pairing link is not valid or has expired. Ask the owner for a new one.';
export const POSTER_REFUSED =
  'This is not a door poster of your library, or it was replaced. Ask at the desk.';
const DEVICE_NOT_FOUND = 'Door device not found';

/** Where the door's pages live in the web app: the code or token travels in the fragment, never in logs. */
const pairingUrl = (origin: string, code: string) => `${origin}/kiosk#pair=${code}`;
const posterUrl = (origin: string, token: string) => `${origin}/door#${token}`;

function present(cards: CardTokens, origin: string, row: DoorDeviceRow): TDoorDevice {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    poster_url:
      row.kind === 'poster'
        ? posterUrl(origin, cards.issuePoster({ adminId: row.adminId, deviceId: row.id }))
        : null,
  };
}

export async function doorDevicesOf(db: Db, cards: CardTokens, adminId: number, origin: string) {
  const rows = await listDoorDevices(db, adminId);
  return rows.map((row) => present(cards, origin, row));
}

/** A new pairing link for a kiosk; pairing with it replaces the kiosk's credential. */
async function pairingLink(db: Db, adminId: number, deviceId: number, origin: string) {
  const code = newDeviceSecret(adminId, deviceId);
  const expiresAt = new Date(Date.now() + PAIRING_MINUTES * 60_000);
  if (!(await setPairing(db, adminId, deviceId, code.digest, expiresAt))) throw notFound(DEVICE_NOT_FOUND);
  return { pairing_url: pairingUrl(origin, code.text), pairing_expires_at: expiresAt.toISOString() };
}

export async function addDoorDevice(
  db: Db,
  cards: CardTokens,
  actor: TenantActor,
  body: { kind: 'kiosk' | 'poster'; name: string },
  origin: string,
): Promise<TDoorDeviceCreated> {
  const row = await insertDoorDevice(db, actor.tenantId, body);
  const device = present(cards, origin, row);
  if (row.kind === 'poster') return { device, pairing_url: null, pairing_expires_at: null };
  return { device, ...(await pairingLink(db, actor.tenantId, row.id, origin)) };
}

export async function renewPairing(db: Db, actor: TenantActor, id: number, origin: string) {
  const device = await findDoorDevice(db, actor.tenantId, id);
  if (device?.kind !== 'kiosk') throw notFound(DEVICE_NOT_FOUND);
  return pairingLink(db, actor.tenantId, id, origin);
}

export async function revokeDevice(db: Db, actor: TenantActor, id: number) {
  const row = await revokeDoorDevice(db, actor.tenantId, id);
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return row;
}

/** The tablet opened its pairing link: the code becomes the kiosk's credential (single use). */
export async function pairKiosk(db: Db, code: string) {
  const given = readDeviceSecret(code.trim());
  if (!given) throw notFound(PAIRING_REFUSED);
  const credential = newDeviceSecret(given.adminId, given.deviceId);
  const paired = await completePairing(
    db,
    given.adminId,
    given.deviceId,
    hashToken(given.secret),
    credential.digest,
  );
  if (!paired) throw notFound(PAIRING_REFUSED);
  const heading = await libraryHeading(db, given.adminId);
  const kiosk: TKiosk = { device_name: paired.name, library_name: heading.name };
  return { credential: credential.text, kiosk, adminId: given.adminId, deviceId: paired.id };
}

export async function kioskOf(db: Db, device: DoorDevice): Promise<TKiosk> {
  const heading = await libraryHeading(db, device.adminId);
  return { device_name: device.name, library_name: heading.name };
}

/** Where a kiosk stands: its library's clock, named on refusals as the kiosk. */
function kioskPoint(device: DoorDevice): DoorPoint {
  const now = sessionNow(device);
  return {
    adminId: device.adminId,
    today: now.today,
    minute: now.minute,
    by: `Kiosk: ${device.name}`,
    staffId: null,
  };
}

export async function kioskScan(db: Db, cards: CardTokens, device: DoorDevice, code: string) {
  return scanAtKiosk(db, cards, kioskPoint(device), code);
}

/** A signed-in student scanned a door poster: their own library's, and not revoked. */
export async function posterCheckin(db: Db, cards: CardTokens, actor: TenantActor, token: string) {
  const ref = cards.openPoster(token.trim());
  // Another library's poster answers as a poster never printed.
  if (!ref || ref.adminId !== actor.tenantId) throw notFound(POSTER_REFUSED);
  const poster = await findDoorDevice(db, ref.adminId, ref.deviceId);
  if (poster?.kind !== 'poster') throw notFound(POSTER_REFUSED);
  await touchDoorDevice(db, ref.adminId, poster.id);
  const now = sessionNow(actor);
  const point: DoorPoint = {
    adminId: actor.tenantId,
    today: now.today,
    minute: now.minute,
    by: `Door poster: ${poster.name}`,
    staffId: null,
  };
  return { answer: await passByPoster(db, point, actor.userId), posterId: poster.id };
}
