import {
  ZGatewayWebhookReceipt,
  ZRazorpaySignatureHeaders,
  ZRazorpayWebhookParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { keepRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { receiveRazorpayEvent } from './razorpay-webhook.service.ts';

/**
 * Razorpay's events about a library's payment links (docs/payments-gateway.md). Public in the
 * access sense (Razorpay signs in as nobody); the body's signature is the check.
 */
export function razorpayWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app);

    app.post(
      '/webhooks/razorpay/:library',
      {
        config: { access: { public: true }, audit: { action: 'gateway.webhook', target: 'library' } },
        bodyLimit: 512 * 1024,
        schema: {
          tags: ['gateway'],
          summary:
            'Events from Razorpay, signed with X-Razorpay-Signature; a payment is posted once, after Razorpay confirms it',
          params: ZRazorpayWebhookParams,
          headers: ZRazorpaySignatureHeaders,
          response: {
            200: ZGatewayWebhookReceipt,
            401: errorResponse(
              'X-Razorpay-Signature is missing or is not the body signed with the webhook secret',
            ),
            409: errorResponse('This event was applied before: a replay'),
            503: errorResponse('Razorpay could not be asked about the payment; Razorpay retries'),
          },
        },
      },
      async (req) => {
        const answer = await receiveRazorpayEvent(req.db, ctx.gateway, req.params.library, {
          raw: rawBodyOf(req),
          signature: req.headers['x-razorpay-signature'],
          eventId: req.headers['x-razorpay-event-id'],
          body: req.body,
          now: new Date(),
        });
        noteAudit(req, {
          adminId: req.params.library,
          skip: answer.outcome !== 'recorded',
          details: { event: answer.event, receipt: answer.receipt_number },
        });
        return answer;
      },
    );
  };
}
