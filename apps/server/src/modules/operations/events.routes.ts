import { ZEvent, ZEventList, ZIdParams, ZMessageResponse } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readFormFiles } from '../../uploads/multipart-form.ts';
import { type EventRow, listEvents } from './events.queries.ts';
import { addEvent, removeEvent } from './events.service.ts';

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
        schema: { tags: ['events'], response: { 200: ZEventList } },
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
        const { fields, files } = await readFormFiles(req, {
          maxFileBytes: MAX_IMAGE_BYTES + 1,
          fileFields: ['desktop_image', 'mobile_image'],
        });
        const row = await addEvent(req.db, images, requireTenantActor(req).tenantId, fields, files);
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
        const row = await removeEvent(req.db, images, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Event deleted successfully' };
      },
    );
  };
}
