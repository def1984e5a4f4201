import { ZMsg91WebhookParams, ZMsg91WebhookQuery, ZWebhookReceipt } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { keepRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { receiveMsg91Reports } from './msg91-webhook.service.ts';

/**
 * MSG91's SMS delivery reports (docs/reminders.md). Public in the access sense (MSG91 signs in as
 * nobody); the delivery report token in the URL is the check.
 */
export function msg91WebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBodies(app, { form: true });

    app.post(
      '/webhooks/msg91/:library',
      {
        config: { access: { public: true }, audit: { action: 'msg91.reports', target: 'library' } },
        bodyLimit: 512 * 1024,
        schema: {
          tags: ['reminders'],
          summary:
            'SMS delivery reports from MSG91 (webhook v2 form or v3 JSON), with ?token=; a replay is refused',
          params: ZMsg91WebhookParams,
          querystring: ZMsg91WebhookQuery,
          response: {
            200: ZWebhookReceipt,
            401: errorResponse('The delivery report token is missing'),
            403: errorResponse('The delivery report token does not match'),
            409: errorResponse('This body was applied before: a replay'),
          },
        },
      },
      async (req) => {
        const receipt = await receiveMsg91Reports(req.db, ctx.messaging.box, req.params.library, {
          token: req.query.token,
          raw: rawBodyOf(req),
          body: req.body,
          now: new Date(),
        });
        // Reports arrive by the thousand: the message log is their trail, not the audit log.
        noteAudit(req, { adminId: req.params.library, skip: true });
        return receipt;
      },
    );
  };
}
