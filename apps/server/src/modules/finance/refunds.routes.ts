import {
  ZCreditNote,
  ZCreditNoteList,
  ZCreditNoteListQuery,
  ZIdParams,
  ZRefundRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { everyone, owner } from '../../auth/route-access.ts';
import { fileResponse, PDF, sendDownload } from '../../http/downloads.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { creditNotePage, creditNotePdf, refundPayment } from './refunds.service.ts';

/** Refunds of receipts (the owner's) and their credit notes (the student sees their own). */
export function refundsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/receipts/:id/refund',
      {
        config: { access: owner, audit: { action: 'payment.refund', target: 'receipt' } },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          body: ZRefundRequest,
          response: {
            201: ZCreditNote,
            409: errorResponse(
              'The payment was reversed, or Razorpay refused the refund: nothing was refunded or posted',
            ),
            503: errorResponse('Razorpay did not answer: nothing was refunded or posted; try again'),
          },
        },
      },
      async (req, reply) => {
        const note = await refundPayment(
          req.db,
          ctx.gateway,
          requireTenantActor(req),
          req.params.id,
          req.body,
        );
        noteAudit(req, {
          targetId: req.params.id,
          details: { credit_note: note.number, amount: note.amount },
        });
        reply.status(201);
        return note;
      },
    );

    app.get(
      '/credit-notes',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], querystring: ZCreditNoteListQuery, response: { 200: ZCreditNoteList } },
      },
      async (req) => creditNotePage(req.db, requireTenantActor(req), req.query),
    );

    app.get(
      '/credit-notes/:id/pdf',
      {
        config: { access: everyone },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          response: { 200: fileResponse('The credit note', PDF) },
        },
      },
      async (req, reply) => {
        const note = await creditNotePdf(req.db, requireTenantActor(req), req.params.id);
        return sendDownload(reply, { body: note.pdf, contentType: PDF, filename: note.filename });
      },
    );
  };
}
