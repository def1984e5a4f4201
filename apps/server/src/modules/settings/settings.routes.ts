import { ZMessageResponse, ZSettings, ZUpdateSettingsRequest } from '@studydesk/contract';
import { type AnyColumn, and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { assertOwnTenant, requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { admins, lockerPlans, seatPlans } from '../../db/schema/index.ts';
import { conflict } from '../../errors/http-errors.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };

/** Seats and lockers held now or later by a student (an active plan that has not ended). */
async function inUse(db: Db, adminId: number) {
  const current = (endsOn: AnyColumn) => sql`(${endsOn} is null or ${endsOn} >= current_date)`;
  const [[seats], [lockers]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${seatPlans.seatNumber})::int` })
      .from(seatPlans)
      .where(
        and(
          eq(seatPlans.adminId, adminId),
          eq(seatPlans.status, 'Active'),
          isNotNull(seatPlans.studentId),
          current(seatPlans.endsOn),
        ),
      ),
    db
      .select({ n: sql<number>`count(distinct ${lockerPlans.lockerNumber})::int` })
      .from(lockerPlans)
      .where(
        and(
          eq(lockerPlans.adminId, adminId),
          eq(lockerPlans.status, 'Active'),
          isNotNull(lockerPlans.studentId),
          isNotNull(lockerPlans.lockerNumber),
          current(lockerPlans.endsOn),
        ),
      ),
  ]);
  return { seats: seats?.n ?? 0, lockers: lockers?.n ?? 0 };
}

/** Settings: the library's seat and locker capacity. */
export function settingsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/admin/setting',
      { config: { access: owner }, schema: { tags: ['settings'], response: { 200: ZSettings } } },
      async (req) => {
        const [row] = await req.db
          .select({ totalSeats: admins.totalSeats, totalLockers: admins.totalLockers })
          .from(admins)
          .where(eq(admins.id, requireTenantActor(req).tenantId));
        return row ?? { totalSeats: 0, totalLockers: 0 };
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
          throw conflict(`${used.seats} seats are in use; total seats cannot be lower than that.`);
        }
        if (req.body.totalLockers < used.lockers) {
          throw conflict(`${used.lockers} lockers are in use; total lockers cannot be lower than that.`);
        }
        await req.db
          .update(admins)
          .set({ totalSeats: req.body.totalSeats, totalLockers: req.body.totalLockers })
          .where(eq(admins.id, actor.tenantId));
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return { message: 'Settings updated successfully' };
      },
    );
  };
}
