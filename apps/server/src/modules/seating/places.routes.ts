import {
  expandPlaceLabels,
  formatDay,
  ZIdParams,
  ZPlace,
  ZPlacesBulkRequest,
  ZPlacesBulkResponse,
  ZPlacesQuery,
  ZPlaceUpdate,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import {
  capacity,
  findPlace,
  heldUntil,
  insertPlaces,
  listPlaces,
  takenLabels,
  updatePlace,
} from './places.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };
const NAME = { seat: 'seat', locker: 'locker' } as const;

/** The library's numbered seats and lockers: bulk create, rename, retire (never past Settings' totals). */
export function placesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/places',
      {
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZPlacesQuery, response: { 200: z.array(ZPlace) } },
      },
      async (req) =>
        listPlaces(req.db, requireTenantActor(req).tenantId, req.query.kind, req.query.all === 'true'),
    );

    app.post(
      '/places/bulk',
      {
        config: { access: owner, audit: { action: 'place.add', target: 'place' } },
        schema: { tags: ['seating'], body: ZPlacesBulkRequest, response: { 201: ZPlacesBulkResponse } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const { kind } = req.body;
        let labels: string[];
        try {
          labels = expandPlaceLabels(req.body.labels);
        } catch (err) {
          throw badRequest((err as Error).message, { field: 'labels' });
        }
        const taken = await takenLabels(req.db, adminId, kind, labels);
        if (taken.length > 0) {
          throw conflict(`Already there: ${taken.slice(0, 10).join(', ')}${taken.length > 10 ? ', …' : ''}.`);
        }
        const room = await capacity(req.db, adminId, kind);
        if (room.active + labels.length > room.total) {
          throw badRequest(
            `Settings allow ${room.total} ${NAME[kind]}s and ${room.active} exist: ${labels.length} more would pass the total. Raise the total in Settings first.`,
          );
        }
        const created = await insertPlaces(req.db, adminId, kind, labels);
        noteAudit(req, { details: { kind, count: created.length, labels: req.body.labels } });
        reply.status(201);
        return {
          message: `${created.length} ${NAME[kind]}${created.length === 1 ? '' : 's'} added`,
          created,
        };
      },
    );

    app.put(
      '/places/:id',
      {
        config: { access: owner, audit: { action: 'place.update', target: 'place' } },
        schema: { tags: ['seating'], params: ZIdParams, body: ZPlaceUpdate, response: { 200: ZPlace } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        const place = await findPlace(req.db, adminId, req.params.id);
        const { label, active } = req.body;
        if (label && label.toLowerCase() !== place.label.toLowerCase()) {
          if ((await takenLabels(req.db, adminId, place.kind, [label])).length > 0) {
            throw conflict(`${label} already exists.`);
          }
        }
        if (active === false && place.active) {
          const until = await heldUntil(req.db, place.id, await libraryToday(req.db, adminId));
          if (until) {
            throw conflict(
              `${place.label} is held until ${formatDay(until)}. End or move those plans and bookings before retiring it.`,
            );
          }
        }
        if (active === true && !place.active) {
          const room = await capacity(req.db, adminId, place.kind);
          if (room.active + 1 > room.total) {
            throw badRequest(
              `Settings allow ${room.total} ${NAME[place.kind]}s. Raise the total in Settings first.`,
            );
          }
        }
        const row = await updatePlace(req.db, adminId, place.id, { label, active });
        noteAudit(req, { targetId: row.id, details: { from: place.label, label, active } });
        return row;
      },
    );
  };
}
