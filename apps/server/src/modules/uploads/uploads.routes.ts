import { ROLES, ZUploadFileParams } from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireActor, requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { everyone } from '../../auth/route-access.ts';
import { fileResponse } from '../../http/downloads.ts';
import { IMAGE_TYPES } from '../../uploads/image-store.ts';
import { eventImage, libraryLogo, paymentScreenshot, studentPhoto } from './uploads.service.ts';

const anyone: RouteAccess = { roles: ROLES, scope: 'tenant' };

const sendImage = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) => {
  reply.header('content-type', image.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  return reply.send(image.bytes);
};

/** Uploaded images, only to those who may see what they belong to (the service decides). */
export function uploadsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      tags: ['uploads'],
      params: ZUploadFileParams,
      response: { 200: fileResponse('The image', ...IMAGE_TYPES) },
    };
    app.get('/uploads/students/:file', { config: { access: anyone }, schema }, async (req, reply) =>
      sendImage(reply, await studentPhoto(req.db, images, requireActor(req), req.params.file)),
    );
    app.get('/uploads/events/:file', { config: { access: anyone }, schema }, async (req, reply) =>
      sendImage(reply, await eventImage(req.db, images, requireActor(req), req.params.file)),
    );
    app.get('/uploads/logos/:file', { config: { access: anyone }, schema }, async (req, reply) =>
      sendImage(reply, await libraryLogo(req.db, images, requireActor(req), req.params.file)),
    );
    app.get('/uploads/payments/:file', { config: { access: everyone }, schema }, async (req, reply) =>
      sendImage(reply, await paymentScreenshot(req.db, images, requireTenantActor(req), req.params.file)),
    );
  };
}
