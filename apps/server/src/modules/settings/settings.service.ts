import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors/http-errors.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import { capacity } from '../seating/places.queries.ts';
import { writeSettings } from './settings.queries.ts';

/**
 * The totals may not go below the seats and lockers set up under Manage Seats (active ones);
 * the UPI ID is left unchanged when not sent.
 */
export async function updateSettings(
  db: Db,
  actor: TenantActor,
  body: { adminId?: number; totalSeats: number; totalLockers: number; upiId?: string },
) {
  assertOwnTenant(actor, { admin_id: body.adminId });
  const [seats, lockers] = await Promise.all([
    capacity(db, actor.tenantId, 'seat'),
    capacity(db, actor.tenantId, 'locker'),
  ]);
  for (const [name, total, used] of [
    ['seats', body.totalSeats, seats.active],
    ['lockers', body.totalLockers, lockers.active],
  ] as const) {
    if (total < used) {
      throw conflict(
        `${used} ${name} are set up under Manage Seats; total ${name} cannot be lower than that. Retire ${name} first.`,
      );
    }
  }
  await writeSettings(db, actor.tenantId, {
    totalSeats: body.totalSeats,
    totalLockers: body.totalLockers,
    ...(body.upiId === undefined ? {} : { upiId: body.upiId }),
  });
}
