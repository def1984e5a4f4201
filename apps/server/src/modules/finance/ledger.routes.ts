import {
  ZCreatedResponse,
  ZDeskPaymentRequest,
  ZIdParams,
  ZLedgerEntryRequest,
  ZReasonRequest,
  ZReceipt,
  ZReceiptList,
  ZReceiptListQuery,
  ZReceiptPdfQuery,
  ZReceiptShareParams,
  ZStudentLedger,
  ZStudentParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, everyone, owner } from '../../auth/route-access.ts';
import { fileResponse, PDF, sendDownload } from '../../http/downloads.ts';
import { withTotal } from '../../http/paging.ts';
import { presentReceipt } from './finance.present.ts';
import { ledgerOfStudent, postLedgerEntry, reverse, takeDeskPayment } from './ledger.service.ts';
import { receiptPage, receiptPdfFor, sharedReceiptPdf } from './receipts.service.ts';

/** A student's ledger, rows posted by hand, reversals, desk payments and receipts. */
export function ledgerRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ledger/:studentId',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], params: ZStudentParams, response: { 200: ZStudentLedger } },
      },
      async (req) => ledgerOfStudent(req.db, requireTenantActor(req), req.params.studentId),
    );

    app.post(
      '/ledger/entries',
      {
        config: { access: owner, audit: { action: 'ledger.post', target: 'student' } },
        schema: {
          tags: ['finance'],
          body: ZLedgerEntryRequest,
          response: { 201: ZCreatedResponse },
        },
      },
      async (req, reply) => {
        const b = req.body;
        const id = await postLedgerEntry(req.db, requireTenantActor(req), b);
        noteAudit(req, {
          targetId: b.student_id,
          details: { entry: id, type: b.entry_type, amount: b.amount },
        });
        reply.status(201);
        return { message: 'Entry posted', id };
      },
    );

    app.post(
      '/ledger/entries/:id/reverse',
      {
        config: { access: owner, audit: { action: 'ledger.reverse', target: 'student' } },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          body: ZReasonRequest,
          response: { 201: ZCreatedResponse },
        },
      },
      async (req, reply) => {
        const done = await reverse(req.db, requireTenantActor(req), req.params.id, req.body.reason);
        noteAudit(req, { targetId: done.studentId, details: { reversed: req.params.id } });
        reply.status(201);
        return { message: 'Entry reversed', id: done.id };
      },
    );

    app.post(
      '/desk-payments',
      {
        config: { access: desk, audit: { action: 'payment.desk', target: 'receipt' } },
        schema: { tags: ['finance'], body: ZDeskPaymentRequest, response: { 201: ZReceipt } },
      },
      async (req, reply) => {
        const receipt = await takeDeskPayment(req.db, requireTenantActor(req), req.body);
        noteAudit(req, {
          targetId: receipt.id,
          details: { number: receipt.number, amount: req.body.amount },
        });
        reply.status(201);
        return presentReceipt(receipt);
      },
    );

    app.get(
      '/receipts',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], querystring: ZReceiptListQuery, response: { 200: ZReceiptList } },
      },
      async (req, reply) => withTotal(reply, await receiptPage(req.db, requireTenantActor(req), req.query)),
    );

    app.get(
      '/receipts/:id/pdf',
      {
        config: { access: everyone },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          querystring: ZReceiptPdfQuery,
          response: { 200: fileResponse('The receipt', PDF) },
        },
      },
      async (req, reply) => {
        const receipt = await receiptPdfFor(req.db, requireTenantActor(req), req.params.id, req.query.format);
        return sendDownload(reply, { body: receipt.pdf, contentType: PDF, filename: receipt.filename });
      },
    );

    app.get(
      '/receipts/shared/:token',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['finance'],
          params: ZReceiptShareParams,
          querystring: ZReceiptPdfQuery,
          response: { 200: fileResponse('The receipt', PDF) },
        },
      },
      async (req, reply) => {
        const receipt = await sharedReceiptPdf(req.db, req.params.token, req.query.format);
        return sendDownload(reply, {
          body: receipt.pdf,
          contentType: PDF,
          filename: receipt.filename,
          inline: true,
        });
      },
    );
  };
}
