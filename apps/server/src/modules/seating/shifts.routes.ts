import {
  formatShiftDuration,
  shiftMinutes,
  ZIdParams,
  ZMessageResponse,
  ZShift,
  ZShiftRequest,
} from '@studydesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { shifts } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

const present = (s: typeof shifts.$inferSelect) => ({
  id: s.id,
  start_time: s.startTime.slice(0, 5),
  end_time: s.endTime.slice(0, 5),
  duration: formatShiftDuration(s.durationMinutes),
  duration_minutes: s.durationMinutes,
  status: s.status as 'Active' | 'Inactive',
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

/** Shifts (time slots of the day); an end before the start runs into the next day. */
export function shiftsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shifts',
      { config: { access: desk }, schema: { tags: ['seating'], response: { 200: z.array(ZShift) } } },
      async (req) => {
        const rows = await req.db
          .select()
          .from(shifts)
          .where(eq(shifts.adminId, requireTenantActor(req).tenantId))
          .orderBy(asc(shifts.startTime), asc(shifts.id));
        return rows.map(present);
      },
    );

    app.post(
      '/shifts',
      {
        config: { access: owner, audit: { action: 'shift.add', target: 'shift' } },
        schema: { tags: ['seating'], body: ZShiftRequest, response: { 201: ZShift } },
      },
      async (req, reply) => {
        const [row] = await req.db
          .insert(shifts)
          .values({
            adminId: requireTenantActor(req).tenantId,
            startTime: req.body.start_time,
            endTime: req.body.end_time,
            durationMinutes: shiftMinutes(req.body.start_time, req.body.end_time),
            status: req.body.status,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return present(row);
      },
    );

    app.put(
      '/shifts/:id',
      {
        config: { access: owner, audit: { action: 'shift.update', target: 'shift' } },
        schema: { tags: ['seating'], params: ZIdParams, body: ZShiftRequest, response: { 200: ZShift } },
      },
      async (req) => {
        const [row] = await req.db
          .update(shifts)
          .set({
            startTime: req.body.start_time,
            endTime: req.body.end_time,
            durationMinutes: shiftMinutes(req.body.start_time, req.body.end_time),
            status: req.body.status,
            updatedAt: new Date(),
          })
          .where(and(eq(shifts.id, req.params.id), eq(shifts.adminId, requireTenantActor(req).tenantId)))
          .returning();
        if (!row) throw notFound('Shift not found.');
        noteAudit(req, { targetId: row.id });
        return present(row);
      },
    );

    app.delete(
      '/shifts/:id',
      {
        config: { access: owner, audit: { action: 'shift.delete', target: 'shift' } },
        schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteOwned(
          req.db,
          shifts,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Shift not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Shift deleted successfully' };
      },
    );
  };
}
