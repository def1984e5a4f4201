import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ROLES } from '@studydesk/contract';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import { events, students } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';

const ZFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|gif)$/) });
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const sendImage = async (file: string, name: string, reply: FastifyReply) => {
  const info = await stat(file).catch(() => null);
  if (!info) throw notFound('Image not found.');
  const ext = name.split('.').pop() ?? '';
  reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
  reply.header('content-length', String(info.size));
  reply.header('cache-control', 'private, max-age=3600');
  return reply.send(createReadStream(file));
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
        const file = images.resolve(relative);
        if (!allowed || !file) throw notFound('Image not found.');
        return sendImage(file, req.params.file, reply);
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
        const file = images.resolve(relative);
        if (!owner || !file || (actor.role !== 'superadmin' && actor.tenantId !== owner.adminId)) {
          throw notFound('Image not found.');
        }
        return sendImage(file, req.params.file, reply);
      },
    );
  };
}
