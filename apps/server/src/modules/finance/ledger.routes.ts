import {
  ZDeskPaymentRequest,
  ZIdParams,
  ZLedgerEntryRequest,
  ZReasonRequest,
  ZReceipt,
  ZReceiptListQuery,
  ZReceiptPdfQuery,
  ZStudentLedger,
} from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { toPaise } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { findStudent } from '../students/students.queries.ts';
import { feeFigures } from './fees.ts';
import { desk, everyone, owner, ZStudentParams } from './finance.access.ts';
import { presentLedgerEntry, presentReceipt } from './finance.present.ts';
import { moneyActor, postEntry, reverseEntryById, studentLedger, studentTotals } from './ledger.queries.ts';
import { renderReceipt } from './receipt-pdf.ts';
import {
  findReceipt,
  findSharedReceipt,
  instituteHeader,
  listReceipts,
  type ReceiptRow,
  recordPayment,
} from './receipts.queries.ts';

async function receiptPdf(db: Db, r: ReceiptRow, format: 'a4' | 'thermal') {
  const [student] = r.studentId
    ? await db.select({ code: students.studentId }).from(students).where(eq(students.id, r.studentId))
    : [];
  return renderReceipt(
    await instituteHeader(db, r.adminId),
    presentReceipt(r),
    student?.code ?? null,
    format,
  );
}

/** A student's ledger, rows posted by hand, reversals, desk payments and receipts. */
export function ledgerRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ledger/:studentId',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], params: ZStudentParams, response: { 200: ZStudentLedger } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        await assertStudentInReach(req.db, actor, req.params.studentId);
        const student = await findStudent(req.db, actor.tenantId, req.params.studentId);
        if (!student) throw notFound('Student not found');
        const [rows, totals] = await Promise.all([
          studentLedger(req.db, actor.tenantId, student.id),
          studentTotals(req.db, actor.tenantId, student.id),
        ]);
        return {
          student: { id: student.id, student_id: student.studentId, name: student.name },
          totals: feeFigures(totals),
          entries: rows.map((r) => presentLedgerEntry(r.entry, r.balanceAfter)),
        };
      },
    );

    app.post(
      '/ledger/entries',
      {
        config: { access: owner, audit: { action: 'ledger.post', target: 'student' } },
        schema: {
          tags: ['finance'],
          body: ZLedgerEntryRequest,
          response: { 201: z.object({ message: z.string(), id: z.number() }) },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const b = req.body;
        await assertStudentInReach(req.db, actor, b.student_id);
        const id = await postEntry(req.db, actor.tenantId, {
          studentId: b.student_id,
          entryType: b.entry_type,
          chargeKind: b.entry_type === 'charge' ? b.charge_kind : undefined,
          method: b.entry_type === 'refund' ? b.method : undefined,
          amountPaise: toPaise(b.amount),
          description: b.description,
          actor: moneyActor(actor),
        });
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
          response: { 201: z.object({ message: z.string(), id: z.number() }) },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const done = await reverseEntryById(
          req.db,
          actor.tenantId,
          req.params.id,
          req.body.reason,
          moneyActor(actor),
        );
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
        const actor = requireTenantActor(req);
        const b = req.body;
        const studentId = b.student_id ?? null;
        if (studentId !== null) await assertStudentInReach(req.db, actor, studentId);
        const receipt = await recordPayment(req.db, actor.tenantId, {
          studentId,
          customerName: b.customer_name,
          amountPaise: toPaise(b.amount),
          method: b.method,
          reference: b.reference,
          note: b.note,
          paidOn: b.paid_on,
          actor: moneyActor(actor),
        });
        noteAudit(req, { targetId: receipt.id, details: { number: receipt.number, amount: b.amount } });
        reply.status(201);
        return presentReceipt(receipt);
      },
    );

    app.get(
      '/receipts',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], querystring: ZReceiptListQuery, response: { 200: z.array(ZReceipt) } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const studentId = req.query.student_id ?? (actor.role === 'student' ? actor.userId : undefined);
        if (studentId !== undefined) await assertStudentInReach(req.db, actor, studentId);
        const page = await listReceipts(req.db, actor.tenantId, { ...req.query, studentId });
        return withTotal(reply, { rows: page.rows.map(presentReceipt), total: page.total });
      },
    );

    app.get(
      '/receipts/:id/pdf',
      {
        config: { access: everyone },
        schema: { tags: ['finance'], params: ZIdParams, querystring: ZReceiptPdfQuery },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const r = await findReceipt(req.db, actor.tenantId, req.params.id);
        if (!r || (actor.role === 'student' && r.studentId !== actor.userId))
          throw notFound('Receipt not found.');
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="receipt-${r.number}.pdf"`);
        return reply.send(await receiptPdf(req.db, r, req.query.format));
      },
    );

    app.get(
      '/receipts/shared/:token',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['finance'],
          params: z.object({
            token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Not a receipt link' }),
          }),
          querystring: ZReceiptPdfQuery,
        },
      },
      async (req, reply) => {
        const r = await findSharedReceipt(req.db, req.params.token);
        if (!r) throw notFound('Receipt not found.');
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `inline; filename="receipt-${r.number}.pdf"`);
        return reply.send(await receiptPdf(req.db, r, req.query.format));
      },
    );
  };
}
