import { ZGstr1Query, ZGstSettings, ZGstSettingsRequest, ZIdParams } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { everyone, owner } from '../../auth/route-access.ts';
import { fileResponse, PDF, sendDownload, XLSX } from '../../http/downloads.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { gstDocumentPdf, gstr1Workbook, gstSettingsOf, saveGstSettings } from './gst.service.ts';

/** GST (docs/gst.md): the owner's registration, tax invoices and credit notes, GSTR-1. */
export function gstRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/gst-settings',
      { config: { access: owner }, schema: { tags: ['finance'], response: { 200: ZGstSettings } } },
      async (req) => gstSettingsOf(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/gst-settings',
      {
        config: { access: owner, audit: { action: 'gst.settings', target: 'admin' } },
        schema: { tags: ['finance'], body: ZGstSettingsRequest, response: { 200: ZGstSettings } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const saved = await saveGstSettings(req.db, actor, req.body);
        noteAudit(req, { targetId: actor.tenantId, details: { ...saved } });
        return saved;
      },
    );

    app.get(
      '/gst-documents/:id/pdf',
      {
        config: { access: everyone },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          response: { 200: fileResponse('The tax invoice or GST credit note', PDF) },
        },
      },
      async (req, reply) => {
        const d = await gstDocumentPdf(req.db, requireTenantActor(req), req.params.id);
        return sendDownload(reply, { body: d.pdf, contentType: PDF, filename: d.filename });
      },
    );

    app.get(
      '/gst/gstr1',
      {
        config: { access: owner },
        schema: {
          tags: ['finance'],
          querystring: ZGstr1Query,
          response: {
            200: fileResponse('GSTR-1 of the month (.xlsx)', XLSX),
            409: errorResponse('The library has no GSTIN and never had: nothing to file'),
          },
        },
      },
      async (req, reply) => {
        const w = await gstr1Workbook(req.db, requireTenantActor(req), req.query.month);
        return sendDownload(reply, { body: w.file, contentType: XLSX, filename: w.filename });
      },
    );
  };
}
