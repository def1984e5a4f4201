import {
  ZIdParams,
  ZMessageResponse,
  ZPageQuery,
  ZPayment,
  ZPaymentCreated,
  ZPaymentList,
  ZPaymentRequest,
  ZPaymentUtrRequest,
  ZReasonRequest,
  ZReceipt,
  ZStudentParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, everyone } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { presentReceipt } from './finance.present.ts';
import {
  attachScreenshot,
  confirmPayment,
  paymentOf,
  paymentPage,
  paymentsOfStudent,
  rejectPayment,
  sendPayment,
  setPaymentUtr,
} from './payments.service.ts';

/**
 * Payments students start (Unfinished, their own) and send with a UTR or a screenshot (Pending),
 * the desk's 'To confirm' queue, confirm and reject.
 */
export function paymentsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/pending',
      {
        config: { access: desk },
        schema: { tags: ['finance'], querystring: ZPageQuery, response: { 200: ZPaymentList } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        return withTotal(
          reply,
          await paymentPage(req.db, actor.tenantId, { ...req.query, show: 'to-confirm' }),
        );
      },
    );

    app.get(
      '/payments/:studentId',
      {
        config: { access: everyone },
        schema: {
          tags: ['finance'],
          params: ZStudentParams,
          querystring: ZPageQuery,
          response: { 200: ZPaymentList },
        },
      },
      async (req, reply) =>
        withTotal(
          reply,
          await paymentsOfStudent(req.db, requireTenantActor(req), req.params.studentId, req.query),
        ),
    );

    app.post(
      '/payments',
      {
        config: {
          access: { roles: ['admin', 'student'], scope: 'tenant' },
          audit: { action: 'payment.add', target: 'payment' },
        },
        schema: { tags: ['finance'], body: ZPaymentRequest, response: { 201: ZPaymentCreated } },
      },
      async (req, reply) => {
        const { row, payment } = await sendPayment(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: row.id, details: { amount: row.amountPaise / 100 } });
        reply.status(201);
        return {
          message:
            payment.status === 'Pending'
              ? 'Payment sent for confirmation. It shows as Pending until the library confirms it.'
              : 'Pay by UPI, then enter the UTR or add a screenshot of the receipt: only then does the library see your payment.',
          id: row.id,
          payment,
        };
      },
    );

    app.put(
      '/payments/:id/utr',
      {
        config: {
          access: { roles: ['student'], scope: 'tenant' },
          audit: { action: 'payment.utr', target: 'payment' },
        },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          body: ZPaymentUtrRequest,
          response: { 200: ZPayment },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        await setPaymentUtr(req.db, actor, req.params.id, req.body.utr);
        noteAudit(req, { targetId: req.params.id });
        return paymentOf(req.db, actor.tenantId, req.params.id);
      },
    );

    app.post(
      '/payments/:id/screenshot',
      {
        config: {
          access: { roles: ['student'], scope: 'tenant' },
          audit: { action: 'payment.screenshot', target: 'payment' },
        },
        schema: {
          tags: ['finance'],
          summary: 'Multipart: screenshot (the UPI receipt: a JPEG, PNG, WebP or GIF image, at most 2 MB)',
          params: ZIdParams,
          response: { 200: ZPayment },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const { file } = await readForm(req, { maxFileBytes: MAX_IMAGE_BYTES + 1, fileField: 'screenshot' });
        await attachScreenshot(req.db, images, actor, req.params.id, file);
        noteAudit(req, { targetId: req.params.id });
        return paymentOf(req.db, actor.tenantId, req.params.id);
      },
    );

    app.post(
      '/payments/:id/confirm',
      {
        config: { access: desk, audit: { action: 'payment.confirm', target: 'payment' } },
        schema: { tags: ['finance'], params: ZIdParams, response: { 200: ZReceipt } },
      },
      async (req) => {
        const receipt = await confirmPayment(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id, details: { receipt: receipt.number } });
        return presentReceipt(receipt);
      },
    );

    app.post(
      '/payments/:id/reject',
      {
        config: { access: desk, audit: { action: 'payment.reject', target: 'payment' } },
        schema: {
          tags: ['finance'],
          params: ZIdParams,
          body: ZReasonRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (req) => {
        await rejectPayment(req.db, requireTenantActor(req), req.params.id, req.body.reason);
        noteAudit(req, { targetId: req.params.id });
        return { message: 'Payment rejected' };
      },
    );
  };
}
