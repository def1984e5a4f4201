import { formatShiftDuration, ZIdParams, ZMessageResponse, ZShift, ZShiftRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { deleteShift, insertShift, listShifts, type ShiftRow, updateShift } from './shifts.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

const present = (s: ShiftRow) => ({
  id: s.id,
  start_time: s.startTime.slice(0, 5),
  end_time: s.endTime.slice(0, 5),
  duration: formatShiftDuration(s.durationMinutes),
  duration_minutes: s.durationMinutes,
  status: s.status as 'Active' | 'Inactive',
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

const shiftValues = (body: z.output<typeof ZShiftRequest>) => ({
  startTime: body.start_time,
  endTime: body.end_time,
  status: body.status,
});

/** Shifts (time slots of the day); an end before the start runs into the next day. */
export function shiftsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shifts',
      { config: { access: desk }, schema: { tags: ['seating'], response: { 200: z.array(ZShift) } } },
      async (req) => (await listShifts(req.db, requireTenantActor(req).tenantId)).map(present),
    );

    app.post(
      '/shifts',
      {
        config: { access: owner, audit: { action: 'shift.add', target: 'shift' } },
        schema: { tags: ['seating'], body: ZShiftRequest, response: { 201: ZShift } },
      },
      async (req, reply) => {
        const row = await insertShift(req.db, requireTenantActor(req).tenantId, shiftValues(req.body));
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
        const adminId = requireTenantActor(req).tenantId;
        const row = await updateShift(req.db, adminId, req.params.id, shiftValues(req.body));
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
        const row = await deleteShift(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Shift deleted successfully' };
      },
    );
  };
}
