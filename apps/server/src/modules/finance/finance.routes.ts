import {
  ZAssignFeesRequest,
  ZCreatedResponse,
  ZFeeListQuery,
  ZFeeRecordList,
  ZFeeSearchQuery,
  ZGenerateInvoiceRequest,
  ZIdParams,
  ZInvoiceList,
  ZMessageResponse,
  ZPageQuery,
  ZStaffInvoice,
  ZStaffInvoiceList,
  ZStaffInvoiceRequest,
  ZStudentParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { fileResponse, PDF, sendDownload } from '../../http/downloads.ts';
import { withTotal } from '../../http/paging.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import { assignFees, feeInvoicePdf, listFees } from './fees.service.ts';
import { deleteStaffInvoice } from './invoices.queries.ts';
import {
  addStaffInvoice,
  generateInvoice,
  invoicePage,
  presentStaffInvoice,
  staffInvoicePage,
} from './invoices.service.ts';

/** Fees & discounts (a view and a writer of the ledger), admin invoices and staff walk-in invoices. */
export function financeRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fees/students',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZFeeListQuery, response: { 200: ZFeeRecordList } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, { admin_id: req.query.admin_id });
        return withTotal(reply, await listFees(req.db, actor.tenantId, req.query));
      },
    );

    app.get(
      '/fees/search',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZFeeSearchQuery, response: { 200: ZFeeRecordList } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, { admin_id: req.query.admin_id });
        return withTotal(reply, await listFees(req.db, actor.tenantId, { ...req.query, q: req.query.query }));
      },
    );

    app.post(
      '/fees/assign',
      {
        config: { access: owner, audit: { action: 'fees.assign', target: 'student' } },
        schema: { tags: ['finance'], body: ZAssignFeesRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        await assignFees(req.db, requireTenantActor(req), req.body);
        noteAudit(req, {
          targetId: req.body.student_id,
          details: { paid: req.body.paid, discount: req.body.discount },
        });
        return { message: 'Fees assigned successfully!' };
      },
    );

    app.get(
      '/fees/invoice/:studentId',
      {
        config: { access: owner },
        schema: {
          tags: ['finance'],
          params: ZStudentParams,
          response: { 200: fileResponse('The invoice', PDF) },
        },
      },
      async (req, reply) => {
        const invoice = await feeInvoicePdf(req.db, requireTenantActor(req), req.params.studentId);
        return sendDownload(reply, { body: invoice.pdf, contentType: PDF, filename: invoice.filename });
      },
    );

    app.get(
      '/admin/invoices',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZPageQuery, response: { 200: ZInvoiceList } },
      },
      async (req, reply) =>
        withTotal(reply, await invoicePage(req.db, requireTenantActor(req).tenantId, req.query)),
    );

    app.post(
      '/admin/invoices/generate',
      {
        config: { access: owner, audit: { action: 'invoice.generate', target: 'invoice' } },
        schema: { tags: ['finance'], body: ZGenerateInvoiceRequest, response: { 201: ZCreatedResponse } },
      },
      async (req, reply) => {
        const row = await generateInvoice(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return { message: 'Invoice generated successfully', id: row.id };
      },
    );

    app.get(
      '/staff/invoices',
      {
        config: { access: desk },
        schema: { tags: ['finance'], querystring: ZPageQuery, response: { 200: ZStaffInvoiceList } },
      },
      async (req, reply) =>
        withTotal(reply, await staffInvoicePage(req.db, requireTenantActor(req).tenantId, req.query)),
    );

    app.post(
      '/staff/invoices',
      {
        config: { access: desk, audit: { action: 'staff-invoice.add', target: 'staff-invoice' } },
        schema: { tags: ['finance'], body: ZStaffInvoiceRequest, response: { 201: ZStaffInvoice } },
      },
      async (req, reply) => {
        const row = await addStaffInvoice(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return presentStaffInvoice(row);
      },
    );

    app.delete(
      '/staff/invoices/:id',
      {
        config: { access: desk, audit: { action: 'staff-invoice.delete', target: 'staff-invoice' } },
        schema: { tags: ['finance'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteStaffInvoice(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Invoice deleted successfully' };
      },
    );
  };
}
