import {
  ZWebhookReceipt,
  ZWhatsappChallenge,
  ZWhatsappSignatureHeaders,
  ZWhatsappVerifyQuery,
  ZWhatsappWebhookParams,
} from '@studydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/request-guards.ts';
import { receiveWhatsappStatuses, verifyWhatsappSubscription } from './whatsapp-webhook.service.ts';

/** The body exactly as it arrived: the signature is over these bytes, not over re-encoded JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Meta's calls about a library's WhatsApp messages (docs/reminders.md): the subscription check
 * and the delivery statuses. Public in the access sense (Meta signs in as nobody); the verify
 * token and the body's signature are the check.
 */
export function whatsappWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin only: keep the raw bytes, then parse as the app does everywhere (depth checked).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      rawBodies.set(req, body as Buffer);
      parseJson(req, (body as Buffer).toString('utf8'), (err, value) => {
        if (err) return done(err);
        if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
          return done(
            badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`),
          );
        }
        done(null, value);
      });
    });

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
          raw: rawBodies.get(req) ?? Buffer.alloc(0),
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
