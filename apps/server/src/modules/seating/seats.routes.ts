import { ZIdParams, ZMessageResponse, ZSeat, ZSeatRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import {
  deleteSeatSlot,
  insertSeatSlot,
  listSeatSlots,
  type SeatSlotRow,
  updateSeatSlot,
} from './seats.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

const present = (s: SeatSlotRow) => ({
  id: s.id,
  seat_number: s.seatNumber,
  shift_start: s.shiftStart.slice(0, 5),
  shift_end: s.shiftEnd.slice(0, 5),
});

const slotValues = (body: z.output<typeof ZSeatRequest>) => ({
  seatNumber: body.seat_number,
  shiftStart: body.shift_start,
  shiftEnd: body.shift_end,
});

/** Manage Seats & Time Slots: which seat numbers exist for which hours. */
export function seatsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/seats',
      { config: { access: desk }, schema: { tags: ['seating'], response: { 200: z.array(ZSeat) } } },
      async (req) => (await listSeatSlots(req.db, requireTenantActor(req).tenantId)).map(present),
    );

    app.post(
      '/seats',
      {
        config: { access: owner, audit: { action: 'seat.add', target: 'seat' } },
        schema: { tags: ['seating'], body: ZSeatRequest, response: { 201: ZSeat } },
      },
      async (req, reply) => {
        const row = await insertSeatSlot(req.db, requireTenantActor(req).tenantId, slotValues(req.body));
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return present(row);
      },
    );

    app.put(
      '/seats/:id',
      {
        config: { access: owner, audit: { action: 'seat.update', target: 'seat' } },
        schema: { tags: ['seating'], params: ZIdParams, body: ZSeatRequest, response: { 200: ZSeat } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        const row = await updateSeatSlot(req.db, adminId, req.params.id, slotValues(req.body));
        noteAudit(req, { targetId: row.id });
        return present(row);
      },
    );

    app.delete(
      '/seats/:id',
      {
        config: { access: owner, audit: { action: 'seat.delete', target: 'seat' } },
        schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteSeatSlot(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Seat deleted successfully' };
      },
    );
  };
}
