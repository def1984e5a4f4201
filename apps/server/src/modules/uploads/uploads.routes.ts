import { ROLES } from '@studydesk/contract';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { Db } from '../../db/client.ts';
import { events, students } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';

const ZFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|gif)$/) });
const sendImage = async (db: Db, images: ImageStore, path: string, reply: FastifyReply) => {
  const image = await images.read(db, path);
  if (!image) throw notFound('Image not found.');
  reply.header('content-type', image.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  return reply.send(image.bytes);
};

/** Student photos, only to those who may see the student (superadmin, its library, the student). */
export function uploadsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/uploads/students/:file',
      {
        config: { access: { roles: ROLES, scope: 'tenant' } },
        schema: { tags: ['uploads'], params: ZFileParams, hide: true },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        const relative = `uploads/students/${req.params.file}`;
        const [owner] = await req.db
          .select({ id: students.id, adminId: students.adminId })
          .from(students)
          .where(and(eq(students.image, relative)))
          .limit(1);
        const allowed =
          owner &&
          (actor.role === 'superadmin' ||
            (actor.tenantId === owner.adminId && (actor.role !== 'student' || actor.userId === owner.id)));
        if (!allowed) throw notFound('Image not found.');
        return sendImage(req.db, images, relative, reply);
      },
    );

    // Event images: to anyone of the event's library.
    app.get(
      '/uploads/events/:file',
      {
        config: { access: { roles: ROLES, scope: 'tenant' } },
        schema: { tags: ['uploads'], params: ZFileParams, hide: true },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        const relative = `uploads/events/${req.params.file}`;
        const [owner] = await req.db
          .select({ adminId: events.adminId })
          .from(events)
          .where(or(eq(events.desktopImage, relative), eq(events.mobileImage, relative)))
          .limit(1);
        if (!owner || (actor.role !== 'superadmin' && actor.tenantId !== owner.adminId)) {
          throw notFound('Image not found.');
        }
        return sendImage(req.db, images, relative, reply);
      },
    );
  };
}
