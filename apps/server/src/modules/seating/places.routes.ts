import {
  ZIdParams,
  ZPlace,
  ZPlaceList,
  ZPlacesBulkRequest,
  ZPlacesBulkResponse,
  ZPlacesQuery,
  ZPlaceUpdate,
  ZSeatAvailabilityList,
  ZSeatAvailabilityQuery,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { listPlaces } from './places.queries.ts';
import { addPlaces, changePlace, seatAvailability } from './places.service.ts';

/** The library's numbered seats and lockers: bulk create, rename, retire (never past Settings' totals). */
export function placesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/places',
      {
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZPlacesQuery, response: { 200: ZPlaceList } },
      },
      async (req) =>
        listPlaces(req.db, requireTenantActor(req).tenantId, req.query.kind, req.query.all === 'true'),
    );

    app.get(
      '/places/availability',
      {
        config: { access: desk },
        schema: {
          tags: ['seating'],
          summary: 'Seats free for a shift (none: the whole day) and dates first, then the taken ones',
          querystring: ZSeatAvailabilityQuery,
          response: { 200: ZSeatAvailabilityList },
        },
      },
      async (req) => seatAvailability(req.db, requireTenantActor(req), req.query),
    );

    app.post(
      '/places/bulk',
      {
        config: { access: owner, audit: { action: 'place.add', target: 'place' } },
        schema: { tags: ['seating'], body: ZPlacesBulkRequest, response: { 201: ZPlacesBulkResponse } },
      },
      async (req, reply) => {
        const { kind, labels } = req.body;
        const created = await addPlaces(req.db, requireTenantActor(req).tenantId, kind, labels);
        noteAudit(req, { details: { kind, count: created.length, labels } });
        reply.status(201);
        return { message: `${created.length} ${kind}${created.length === 1 ? '' : 's'} added`, created };
      },
    );

    app.put(
      '/places/:id',
      {
        config: { access: owner, audit: { action: 'place.update', target: 'place' } },
        schema: { tags: ['seating'], params: ZIdParams, body: ZPlaceUpdate, response: { 200: ZPlace } },
      },
      async (req) => {
        const { row, from } = await changePlace(req.db, requireTenantActor(req), req.params.id, req.body);
        noteAudit(req, {
          targetId: row.id,
          details: { from, label: req.body.label, active: req.body.active },
        });
        return row;
      },
    );
  };
}
