import { ZReconciliation, ZReconciliationQuery } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { reconcile } from './reconciliation.service.ts';

/** The owner's reconciliation: gateway settlements, receipts and the ledger of a date range side by side. */
export function reconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reconciliation',
      {
        config: { access: owner },
        schema: {
          tags: ['finance'],
          summary: 'Gateway settlements, receipts and the ledger of a date range, with every difference',
          querystring: ZReconciliationQuery,
          response: { 200: ZReconciliation },
        },
      },
      async (req) => reconcile(req.db, ctx.gateway, requireTenantActor(req), req.query),
    );
  };
}
