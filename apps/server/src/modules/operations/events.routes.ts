import { MAX_EVENTS, ZEvent, ZEventForm, ZIdParams, ZMessageResponse } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readFormFiles } from '../../uploads/multipart-form.ts';
import { countEventsLocked, deleteEvent, type EventRow, insertEvent, listEvents } from './events.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const REQUIRED = 'All fields including images are required';

const present = (e: EventRow) => ({
  id: e.id,
  title: e.title,
  description: e.description,
  date: e.eventDate,
  status: e.status,
  desktop_image: e.desktopImage,
  mobile_image: e.mobileImage,
});

/** Events shown to students as alerts; at most 3 per library, each with two images. */
export function eventsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/events',
      {
        config: { access: { roles: ['admin', 'staff', 'student'], scope: 'tenant' } },
        schema: { tags: ['events'], response: { 200: z.array(ZEvent) } },
      },
      async (req) => (await listEvents(req.db, requireTenantActor(req).tenantId)).map(present),
    );

    app.post(
      '/events',
      {
        config: { access: owner, audit: { action: 'event.add', target: 'event' } },
        schema: {
          tags: ['events'],
          summary: 'Multipart: title, description, date, status, desktop_image, mobile_image',
          response: { 201: ZEvent },
        },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const { fields, files } = await readFormFiles(req, {
          maxFileBytes: MAX_IMAGE_BYTES + 1,
          fileFields: ['desktop_image', 'mobile_image'],
        });
        const form = ZEventForm.parse(fields);
        const desktop = files.desktop_image;
        const mobile = files.mobile_image;
        if (!desktop || !mobile) throw badRequest(REQUIRED, { error: REQUIRED });
        if ((await countEventsLocked(req.db, adminId)) >= MAX_EVENTS)
          throw conflict('Maximum 3 events allowed');
        // Images are stored in the request's transaction: a failed insert leaves none behind.
        const desktopImage = await images.save(req.db, adminId, 'events', desktop.buffer, 'desktop_image');
        const mobileImage = await images.save(req.db, adminId, 'events', mobile.buffer, 'mobile_image');
        const row = await insertEvent(req.db, adminId, {
          title: form.title,
          description: form.description,
          eventDate: form.date,
          status: form.status,
          desktopImage,
          mobileImage,
        });
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return present(row);
      },
    );

    app.delete(
      '/events/:id',
      {
        config: { access: owner, audit: { action: 'event.delete', target: 'event' } },
        schema: { tags: ['events'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteEvent(req.db, requireTenantActor(req).tenantId, req.params.id);
        await images.remove(req.db, row.desktopImage);
        await images.remove(req.db, row.mobileImage);
        noteAudit(req, { targetId: row.id });
        return { message: 'Event deleted successfully' };
      },
    );
  };
}
