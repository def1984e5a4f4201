import { ZMessageResponse, ZSettings, ZUpdateSettingsRequest } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';
import { conflict } from '../../errors/http-errors.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import { capacity } from '../seating/places.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };

/** Seats and lockers set up under Manage Seats (active ones). */
async function inUse(db: Db, adminId: number) {
  const [seats, lockers] = await Promise.all([
    capacity(db, adminId, 'seat'),
    capacity(db, adminId, 'locker'),
  ]);
  return { seats: seats.active, lockers: lockers.active };
}

/** Settings: the library's seat and locker capacity and its UPI ID. */
export function settingsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/admin/setting',
      { config: { access: owner }, schema: { tags: ['settings'], response: { 200: ZSettings } } },
      async (req) => {
        const [row] = await req.db
          .select({ totalSeats: admins.totalSeats, totalLockers: admins.totalLockers, upiId: admins.upiId })
          .from(admins)
          .where(eq(admins.id, requireTenantActor(req).tenantId));
        return row ?? { totalSeats: 0, totalLockers: 0, upiId: '' };
      },
    );

    app.put(
      '/auth/admin/setting/update-settings',
      {
        config: { access: owner, audit: { action: 'settings.update', target: 'admin' } },
        schema: { tags: ['settings'], body: ZUpdateSettingsRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, { admin_id: req.body.adminId });
        const used = await inUse(req.db, actor.tenantId);
        if (req.body.totalSeats < used.seats) {
          throw conflict(
            `${used.seats} seats are set up under Manage Seats; total seats cannot be lower than that. Retire seats first.`,
          );
        }
        if (req.body.totalLockers < used.lockers) {
          throw conflict(
            `${used.lockers} lockers are set up under Manage Seats; total lockers cannot be lower than that. Retire lockers first.`,
          );
        }
        await req.db
          .update(admins)
          .set({
            totalSeats: req.body.totalSeats,
            totalLockers: req.body.totalLockers,
            ...(req.body.upiId === undefined ? {} : { upiId: req.body.upiId }),
          })
          .where(eq(admins.id, actor.tenantId));
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return { message: 'Settings updated successfully' };
      },
    );
  };
}
