import {
  ZBulkIdCardsResponse,
  ZIdCardCode,
  ZIdCardSheetQuery,
  ZIdParams,
  ZStudentSelectionRequest,
} from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { fileResponse, PDF, sendDownload } from '../../http/downloads.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import {
  cardCode,
  generateSelectedCards,
  idCardPdf,
  idCardSheet,
  regenerateCard,
} from './id-cards.service.ts';

const notGenerated = errorResponse('The admin has not generated the ID card yet');

const sendPdf = (reply: FastifyReply, card: { pdf: Buffer; filename: string }) =>
  sendDownload(reply, { body: card.pdf, contentType: PDF, filename: card.filename });

/**
 * ID cards as PDF at the real card size (85.6 x 54 mm), for the admin and for the student, and the
 * card's code (the QR's signed token and the number typed at the desk) for the on-screen card.
 */
export function idCardsRoutes({ images, cards }: AppContext): FastifyPluginAsyncZod {
  const stores = { images, cards };
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
        sendPdf(reply, await idCardPdf(req.db, stores, requireTenantActor(req), req.params.id)),
    );
    app.post(
      '/manage/students/id-cards',
      {
        config: { access: owner, audit: { action: 'student.id-card.bulk', target: 'student' } },
        schema: {
          tags: ['students'],
          summary:
            'Generates the ID cards of the picked students (those already generated are left as they are)',
          body: ZStudentSelectionRequest,
          response: { 200: ZBulkIdCardsResponse },
        },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        const done = await generateSelectedCards(req.db, adminId, req.body.student_ids);
        noteAudit(req, { details: done });
        return { message: `${done.generated} ID cards generated`, ...done };
      },
    );
    app.get(
      '/manage/students/id-cards.pdf',
      {
        config: { access: owner },
        schema: {
          tags: ['students'],
          summary: "The picked students' ID cards on A4 pages, 8 a page, by name",
          querystring: ZIdCardSheetQuery,
          response: {
            200: fileResponse('ID cards to print on A4', PDF),
            404: errorResponse('A picked student is not of this library'),
            409: errorResponse('Some picked students have no ID card yet'),
          },
        },
      },
      async (req, reply) => {
        const ids = req.query.students.split(',').map(Number);
        const sheet = await idCardSheet(req.db, stores, requireTenantActor(req), ids);
        return sendDownload(reply, { body: sheet, contentType: PDF, filename: 'id-cards.pdf' });
      },
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
        return sendPdf(reply, await idCardPdf(req.db, stores, actor, actor.userId));
      },
    );
    app.get(
      '/manage/students/:id/id-card',
      {
        config: { access: { roles: ['admin'], scope: 'tenant' } },
        schema: {
          tags: ['students'],
          description:
            "The card's QR text (a signed token of this version of the card) and its typed number.",
          params: ZIdParams,
          response: { 200: ZIdCardCode, 409: notGenerated },
        },
      },
      async (req) => cardCode(req.db, cards, requireTenantActor(req), req.params.id),
    );
    app.get(
      '/auth/student/me/id-card',
      {
        config: { access: { roles: ['student'], scope: 'self' } },
        schema: { tags: ['students'], response: { 200: ZIdCardCode, 409: notGenerated } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        return cardCode(req.db, cards, actor, actor.userId);
      },
    );
    app.post(
      '/manage/students/:id/id-card/regenerate',
      {
        config: {
          access: { roles: ['admin'], scope: 'tenant' },
          audit: { action: 'student.id-card.regenerate', target: 'student' },
        },
        schema: {
          tags: ['students'],
          description: 'Issues a new version of the card: every copy printed before refuses at the door.',
          params: ZIdParams,
          response: { 200: ZIdCardCode, 409: notGenerated },
        },
      },
      async (req) => {
        const code = await regenerateCard(req.db, cards, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id });
        return code;
      },
    );
  };
}
