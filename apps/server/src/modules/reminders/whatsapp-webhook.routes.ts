import {
  ZWebhookReceipt,
  ZWhatsappChallenge,
  ZWhatsappSignatureHeaders,
  ZWhatsappVerifyQuery,
  ZWhatsappWebhookParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { keepRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { receiveWhatsappStatuses, verifyWhatsappSubscription } from './whatsapp-webhook.service.ts';

/**
 * Meta's calls about a library's WhatsApp messages (docs/reminders.md): the subscription check
 * and the delivery statuses. Public in the access sense (Meta signs in as nobody); the verify
 * token and the body's signature are the check.
 */
export function whatsappWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app);

    app.get(
      '/webhooks/whatsapp/:library',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['reminders'],
          summary: "Meta's webhook subscription check: answers hub.challenge to the saved verify token",
          params: ZWhatsappWebhookParams,
          querystring: ZWhatsappVerifyQuery,
          response: {
            200: {
              description: 'hub.challenge, echoed',
              content: { 'text/plain': { schema: ZWhatsappChallenge } },
            },
            403: errorResponse('The verify token does not match'),
          },
        },
      },
      async (req, reply) => {
        const challenge = await verifyWhatsappSubscription(req.db, ctx.messaging.box, req.params.library, {
          mode: req.query['hub.mode'],
          token: req.query['hub.verify_token'],
          challenge: req.query['hub.challenge'],
        });
        reply.type('text/plain; charset=utf-8');
        return challenge;
      },
    );

    app.post(
      '/webhooks/whatsapp/:library',
      {
        config: { access: { public: true }, audit: { action: 'whatsapp.statuses', target: 'library' } },
        bodyLimit: 512 * 1024,
        schema: {
          tags: ['reminders'],
          summary: 'Delivery statuses from Meta, signed with X-Hub-Signature-256; a replay is refused',
          params: ZWhatsappWebhookParams,
          headers: ZWhatsappSignatureHeaders,
          response: {
            200: ZWebhookReceipt,
            401: errorResponse(
              'X-Hub-Signature-256 is missing or is not the body signed with the app secret',
            ),
            409: errorResponse('This body was applied before: a replay'),
          },
        },
      },
      async (req) => {
        const receipt = await receiveWhatsappStatuses(req.db, ctx.messaging.box, req.params.library, {
          raw: rawBodyOf(req),
          signature: req.headers['x-hub-signature-256'],
          body: req.body,
          now: new Date(),
        });
        // Statuses arrive by the thousand: the message log is their trail, not the audit log.
        noteAudit(req, { adminId: req.params.library, skip: true });
        return receipt;
      },
    );
  };
}
