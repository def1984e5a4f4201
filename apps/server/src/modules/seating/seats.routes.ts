import { ZIdParams, ZMessageResponse, ZSeat, ZSeatRequest } from '@studydesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { seats } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

const present = (s: typeof seats.$inferSelect) => ({
  id: s.id,
  seat_number: s.seatNumber,
  shift_start: s.shiftStart.slice(0, 5),
  shift_end: s.shiftEnd.slice(0, 5),
});

/** Manage Seats & Time Slots: which seat numbers exist for which hours. */
export function seatsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/seats',
      { config: { access: desk }, schema: { tags: ['seating'], response: { 200: z.array(ZSeat) } } },
      async (req) => {
        const rows = await req.db
          .select()
          .from(seats)
          .where(eq(seats.adminId, requireTenantActor(req).tenantId))
          .orderBy(asc(seats.seatNumber), asc(seats.shiftStart))
          .limit(2000);
        return rows.map(present);
      },
    );

    app.post(
      '/seats',
      {
        config: { access: owner, audit: { action: 'seat.add', target: 'seat' } },
        schema: { tags: ['seating'], body: ZSeatRequest, response: { 201: ZSeat } },
      },
      async (req, reply) => {
        const [row] = await req.db
          .insert(seats)
          .values({
            adminId: requireTenantActor(req).tenantId,
            seatNumber: req.body.seat_number,
            shiftStart: req.body.shift_start,
            shiftEnd: req.body.shift_end,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
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
        const [row] = await req.db
          .update(seats)
          .set({
            seatNumber: req.body.seat_number,
            shiftStart: req.body.shift_start,
            shiftEnd: req.body.shift_end,
          })
          .where(and(eq(seats.id, req.params.id), eq(seats.adminId, requireTenantActor(req).tenantId)))
          .returning();
        if (!row) throw notFound('Seat not found.');
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
        const row = await deleteOwned(
          req.db,
          seats,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Seat not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Seat deleted successfully' };
      },
    );
  };
}
