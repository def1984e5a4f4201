import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { seatGrid } from './grid.queries.ts';
import { noShowPlans } from './no-shows.queries.ts';
import { noShowMoment } from './no-shows.service.ts';
import { seatTiles } from './occupancy.queries.ts';

/** The seat tiles of a day: numbers and state only (a no-show's seat is free today). */
export async function occupancyTiles(db: Db, actor: TenantActor, date: string) {
  const at = await noShowMoment(db, actor, date);
  const noShowsBySeat = new Map<number, number>();
  for (const plan of at ? await noShowPlans(db, actor.tenantId, at) : []) {
    if (plan.placeId !== null) noShowsBySeat.set(plan.placeId, (noShowsBySeat.get(plan.placeId) ?? 0) + 1);
  }
  return { date, seats: await seatTiles(db, actor.tenantId, date, noShowsBySeat) };
}

/** Who holds each seat in each shift on a day, a page of seats; a no-show's cells are free today. */
export async function occupancyGrid(
  db: Db,
  actor: TenantActor,
  date: string,
  page: { limit: number; offset: number },
) {
  const at = await noShowMoment(db, actor, date);
  return seatGrid(db, actor.tenantId, date, page, async (placeIds) =>
    at ? new Set((await noShowPlans(db, actor.tenantId, at, placeIds)).map((p) => p.id)) : new Set(),
  );
}
