import { ZDayClose, ZDayCloseQuery, ZDues, ZDuesQuery } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { fileResponse, sendDownload, XLSX } from '../../http/downloads.ts';
import { makeDocument } from '../../workers/pool.ts';
import { listDues } from './dues.queries.ts';
import { dayCloseReport } from './dues.service.ts';

const EXPORT_LIMIT = 20_000;

/** The owner's dues list (and its .xlsx) and the desk's day-close report. */
export function duesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dues',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZDuesQuery, response: { 200: ZDues } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        return listDues(req.db, actor.tenantId, actor.today, req.query, req.query);
      },
    );

    app.get(
      '/dues/export',
      {
        config: { access: owner },
        schema: {
          tags: ['finance'],
          querystring: ZDuesQuery,
          response: { 200: fileResponse('dues.xlsx', XLSX) },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const dues = await listDues(req.db, actor.tenantId, actor.today, req.query, {
          limit: EXPORT_LIMIT,
          offset: 0,
        });
        return sendDownload(reply, {
          body: await makeDocument('duesWorkbook', dues),
          contentType: XLSX,
          filename: 'dues.xlsx',
        });
      },
    );

    app.get(
      '/day-close',
      {
        config: { access: desk },
        schema: { tags: ['finance'], querystring: ZDayCloseQuery, response: { 200: ZDayClose } },
      },
      async (req) => dayCloseReport(req.db, requireTenantActor(req), req.query),
    );
  };
}
