import { ZReconciliation, ZReconciliationQuery } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { fileResponse, sendDownload, XLSX } from '../../http/downloads.ts';
import { makeDocument } from '../../workers/pool.ts';
import { reconcile } from './reconciliation.service.ts';

const EXPORT_LIMIT = 20_000;

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

    app.get(
      '/reconciliation/export',
      {
        config: { access: owner },
        schema: {
          tags: ['finance'],
          summary: 'The reconciliation of a date range as an .xlsx (every line, not one page)',
          querystring: ZReconciliationQuery,
          response: { 200: fileResponse('reconciliation.xlsx', XLSX) },
        },
      },
      async (req, reply) => {
        const all = { ...req.query, limit: EXPORT_LIMIT, offset: 0 };
        const report = await reconcile(req.db, ctx.gateway, requireTenantActor(req), all);
        return sendDownload(reply, {
          body: await makeDocument('reconciliationWorkbook', report),
          contentType: XLSX,
          filename: 'reconciliation.xlsx',
        });
      },
    );
  };
}
