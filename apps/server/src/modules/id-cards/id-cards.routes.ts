import { ZIdParams } from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { fileResponse, PDF, sendDownload } from '../../http/downloads.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { idCardPdf } from './id-cards.service.ts';

const notGenerated = errorResponse('The admin has not generated the ID card yet');

const sendPdf = (reply: FastifyReply, card: { pdf: Buffer; filename: string }) =>
  sendDownload(reply, { body: card.pdf, contentType: PDF, filename: card.filename });

/** ID cards as PDF at the real card size (85.6 x 54 mm), for the admin and for the student. */
export function idCardsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/manage/students/:id/id-card.pdf',
      {
        config: { access: { roles: ['admin'], scope: 'tenant' } },
        schema: {
          tags: ['students'],
          params: ZIdParams,
          response: { 200: fileResponse('The ID card', PDF), 409: notGenerated },
        },
      },
      async (req, reply) =>
        sendPdf(reply, await idCardPdf(req.db, images, requireTenantActor(req).tenantId, req.params.id)),
    );
    app.get(
      '/auth/student/me/id-card.pdf',
      {
        config: { access: { roles: ['student'], scope: 'self' } },
        schema: {
          tags: ['students'],
          response: { 200: fileResponse('The ID card', PDF), 409: notGenerated },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        return sendPdf(reply, await idCardPdf(req.db, images, actor.tenantId, actor.userId));
      },
    );
  };
}
