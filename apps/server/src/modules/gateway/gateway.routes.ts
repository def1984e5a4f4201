import {
  ZConnectionTest,
  ZGatewaySettings,
  ZGatewaySettingsRequest,
  ZIdParams,
  ZOnlinePayment,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { everyone, owner } from '../../auth/route-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import {
  checkOnlinePayment,
  gatewaySettingsOf,
  onlinePaymentOf,
  payByQr,
  payOnline,
  testGatewayConnection,
  updateGatewaySettings,
} from './gateway.service.ts';

const GATEWAY_DOWN = errorResponse('Razorpay did not answer as expected; try again');

/** Online payments (docs/payments-gateway.md): the owner's Razorpay keys, and a student's Pay. */
export function gatewayRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/gateway/settings',
      {
        config: { access: owner },
        schema: {
          tags: ['gateway'],
          summary: "The library's Razorpay keys (secrets only as set or not)",
          response: { 200: ZGatewaySettings },
        },
      },
      async (req) => gatewaySettingsOf(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/gateway/settings',
      {
        config: { access: owner, audit: { action: 'gateway.update', target: 'settings' } },
        schema: {
          tags: ['gateway'],
          summary: 'Saves the Razorpay keys; a secret left out keeps the stored one, "" clears it',
          body: ZGatewaySettingsRequest,
          response: { 200: ZGatewaySettings },
        },
      },
      async (req) =>
        updateGatewaySettings(req.db, ctx.gateway.box, requireTenantActor(req).tenantId, req.body),
    );

    app.post(
      '/gateway/test',
      {
        config: { access: owner, audit: { action: 'gateway.test', target: 'settings' } },
        schema: {
          tags: ['gateway'],
          summary: 'Test connection: lists one payment link with the saved keys',
          response: { 200: ZConnectionTest },
        },
      },
      async (req) => testGatewayConnection(req.db, ctx.gateway, requireTenantActor(req).tenantId),
    );

    app.get(
      '/gateway/payments/:id',
      {
        config: { access: everyone },
        schema: {
          tags: ['gateway'],
          summary: "A payment online: whether the library takes it so, its link's state and receipt",
          params: ZIdParams,
          response: { 200: ZOnlinePayment },
        },
      },
      async (req) => onlinePaymentOf(req.db, requireTenantActor(req), req.params.id),
    );

    app.post(
      '/gateway/payments/:id/link',
      {
        config: {
          access: { roles: ['student'], scope: 'tenant' },
          audit: { action: 'gateway.link', target: 'payment' },
        },
        schema: {
          tags: ['gateway'],
          summary: "The student's Pay: a Razorpay link for their unfinished payment, reused while valid",
          params: ZIdParams,
          response: { 200: ZOnlinePayment, 503: GATEWAY_DOWN },
        },
      },
      async (req) => {
        const returnTo = `${req.protocol}://${req.host}/student/payments?online=${req.params.id}`;
        const online = await payOnline(req.db, ctx.gateway, requireTenantActor(req), req.params.id, returnTo);
        noteAudit(req, { targetId: req.params.id, details: { amount: online.amount } });
        return online;
      },
    );

    app.post(
      '/gateway/payments/:id/qr',
      {
        config: {
          access: { roles: ['student'], scope: 'tenant' },
          audit: { action: 'gateway.qr', target: 'payment' },
        },
        schema: {
          tags: ['gateway'],
          summary:
            "The student's Pay by UPI QR: a single-use Razorpay QR code for exactly their unfinished payment's amount, reused while valid",
          params: ZIdParams,
          response: { 200: ZOnlinePayment, 503: GATEWAY_DOWN },
        },
      },
      async (req) => {
        const online = await payByQr(req.db, ctx.gateway, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id, details: { amount: online.amount } });
        return online;
      },
    );

    app.post(
      '/gateway/payments/:id/check',
      {
        config: { access: everyone, audit: { action: 'gateway.check', target: 'payment' } },
        schema: {
          tags: ['gateway'],
          summary: 'Asks Razorpay about the payment now and posts it when paid (once, as the webhook would)',
          params: ZIdParams,
          response: { 200: ZOnlinePayment, 503: GATEWAY_DOWN },
        },
      },
      async (req) => {
        const online = await checkOnlinePayment(req.db, ctx.gateway, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id, details: { status: online.status } });
        return online;
      },
    );
  };
}
