import { MAX_EVENTS, ZEvent, ZEventForm, ZIdParams, ZMessageResponse } from '@studydesk/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { admins, events } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readFormFiles } from '../../uploads/multipart-form.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const REQUIRED = 'All fields including images are required';

const present = (e: typeof events.$inferSelect) => ({
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
      async (req) => {
        const rows = await req.db
          .select()
          .from(events)
          .where(eq(events.adminId, requireTenantActor(req).tenantId))
          .orderBy(asc(events.eventDate), asc(events.id));
        return rows.map(present);
      },
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
        // Serialise per library so two requests cannot both pass the limit.
        await req.db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).for('update');
        const [count] = await req.db
          .select({ n: sql<number>`count(*)::int` })
          .from(events)
          .where(eq(events.adminId, adminId));
        if ((count?.n ?? 0) >= MAX_EVENTS) throw conflict('Maximum 3 events allowed');
        const desktopImage = await images.save('events', desktop.buffer, 'desktop_image');
        const mobileImage = await images
          .save('events', mobile.buffer, 'mobile_image')
          .catch(async (err: unknown) => {
            await images.remove(desktopImage);
            throw err;
          });
        const [row] = await req.db
          .insert(events)
          .values({
            adminId,
            title: form.title,
            description: form.description,
            eventDate: form.date,
            status: form.status,
            desktopImage,
            mobileImage,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
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
        const adminId = requireTenantActor(req).tenantId;
        const [event] = await req.db.select().from(events).where(eq(events.id, req.params.id));
        const row = await deleteOwned(req.db, events, adminId, req.params.id, 'Event not found.');
        if (event) {
          await images.remove(event.desktopImage);
          await images.remove(event.mobileImage);
        }
        noteAudit(req, { targetId: row.id });
        return { message: 'Event deleted successfully' };
      },
    );
  };
}
