import {
  ZAssignFeesRequest,
  ZFeeListQuery,
  ZFeeRecord,
  ZFeeSearchQuery,
  ZGenerateInvoiceRequest,
  ZIdParams,
  ZInvoice,
  ZMessageResponse,
  ZPageQuery,
  ZStaffInvoice,
  ZStaffInvoiceRequest,
} from '@studydesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { countRows } from '../../db/count.ts';
import { invoices, staffInvoices, students } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { toPaise, toRupees } from '../../money.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { assertOwnTenant, assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { renderFeeInvoice } from './fee-invoice-pdf.ts';
import { assignFees, feeRecordOf, listFees } from './fees.ts';
import { desk, owner, ZStudentParams } from './finance.access.ts';
import { moneyActor, postCharge } from './ledger.queries.ts';
import { instituteHeader, recordPayment } from './receipts.queries.ts';

/** Fees & discounts (a view and a writer of the ledger), admin invoices and staff walk-in invoices. */
export function financeRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fees/students',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZFeeListQuery, response: { 200: z.array(ZFeeRecord) } },
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
        schema: { tags: ['finance'], querystring: ZFeeSearchQuery, response: { 200: z.array(ZFeeRecord) } },
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
        const actor = requireTenantActor(req);
        await assertStudentOfLibrary(req.db, actor.tenantId, req.body.student_id);
        await assignFees(req.db, actor.tenantId, req.body.student_id, req.body, moneyActor(actor));
        noteAudit(req, {
          targetId: req.body.student_id,
          details: { paid: req.body.paid, discount: req.body.discount },
        });
        return { message: 'Fees assigned successfully!' };
      },
    );

    app.get(
      '/fees/invoice/:studentId',
      { config: { access: owner }, schema: { tags: ['finance'], params: ZStudentParams } },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const record = await feeRecordOf(req.db, actor.tenantId, req.params.studentId);
        if (!record) throw notFound('Student not found');
        const pdf = await renderFeeInvoice(
          await instituteHeader(req.db, actor.tenantId),
          record,
          await libraryToday(req.db, actor.tenantId),
        );
        reply.header('content-type', 'application/pdf');
        reply.header('content-disposition', `attachment; filename="invoice-${record.student_code}.pdf"`);
        return reply.send(pdf);
      },
    );

    app.get(
      '/admin/invoices',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZPageQuery, response: { 200: z.array(ZInvoice) } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const where = and(eq(invoices.adminId, adminId));
        const rows = await req.db
          .select({ i: invoices, name: students.name, code: students.studentId })
          .from(invoices)
          .innerJoin(students, eq(students.id, invoices.studentId))
          .where(where)
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(req.query.limit)
          .offset(req.query.offset);
        return withTotal(reply, {
          rows: rows.map(({ i, name, code }) => ({
            id: i.id,
            student_id: i.studentId,
            student_name: name,
            student_code: code,
            amount: toRupees(i.amountPaise),
            description: i.description,
            created_at: i.createdAt.toISOString(),
          })),
          total: await countRows(req.db, invoices, where),
        });
      },
    );

    app.post(
      '/admin/invoices/generate',
      {
        config: { access: owner, audit: { action: 'invoice.generate', target: 'invoice' } },
        schema: {
          tags: ['finance'],
          body: ZGenerateInvoiceRequest,
          response: { 201: z.object({ message: z.string(), id: z.number() }) },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        await assertStudentOfLibrary(req.db, actor.tenantId, req.body.student_id);
        const [row] = await req.db
          .insert(invoices)
          .values({
            adminId: actor.tenantId,
            studentId: req.body.student_id,
            amountPaise: toPaise(req.body.amount),
            description: req.body.description,
          })
          .returning({ id: invoices.id });
        if (!row) throw new Error('insert returned nothing');
        await postCharge(req.db, actor.tenantId, {
          studentId: req.body.student_id,
          kind: 'manual',
          sourceType: 'invoice',
          sourceId: row.id,
          amountPaise: toPaise(req.body.amount),
          description: req.body.description,
          actor: moneyActor(actor),
        });
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return { message: 'Invoice generated successfully', id: row.id };
      },
    );

    const presentStaffInvoice = (i: typeof staffInvoices.$inferSelect) => ({
      id: i.id,
      customer_name: i.customerName,
      amount: toRupees(i.amountPaise),
      due_date: i.dueDate,
      status: i.status as 'Pending' | 'Paid',
      student_id: i.studentId,
      receipt_id: i.receiptId,
      created_at: i.createdAt.toISOString(),
    });

    app.get(
      '/staff/invoices',
      {
        config: { access: desk },
        schema: { tags: ['finance'], querystring: ZPageQuery, response: { 200: z.array(ZStaffInvoice) } },
      },
      async (req, reply) => {
        const where = and(eq(staffInvoices.adminId, requireTenantActor(req).tenantId));
        const rows = await req.db
          .select()
          .from(staffInvoices)
          .where(where)
          .orderBy(desc(staffInvoices.createdAt), desc(staffInvoices.id))
          .limit(req.query.limit)
          .offset(req.query.offset);
        return withTotal(reply, {
          rows: rows.map(presentStaffInvoice),
          total: await countRows(req.db, staffInvoices, where),
        });
      },
    );

    app.post(
      '/staff/invoices',
      {
        config: { access: desk, audit: { action: 'staff-invoice.add', target: 'staff-invoice' } },
        schema: { tags: ['finance'], body: ZStaffInvoiceRequest, response: { 201: ZStaffInvoice } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const studentId = req.body.student_id ?? null;
        if (studentId !== null) await assertStudentOfLibrary(req.db, actor.tenantId, studentId);
        // A Paid walk-in invoice is money taken at the desk: it gets a receipt (and a ledger row for a student).
        const receipt =
          req.body.status === 'Paid'
            ? await recordPayment(req.db, actor.tenantId, {
                studentId,
                customerName: req.body.customer_name,
                amountPaise: toPaise(req.body.amount),
                method: req.body.method,
                note: 'Walk-in invoice',
                actor: moneyActor(actor),
              })
            : null;
        const [row] = await req.db
          .insert(staffInvoices)
          .values({
            adminId: actor.tenantId,
            createdByStaffId: actor.role === 'staff' ? actor.userId : null,
            customerName: req.body.customer_name,
            amountPaise: toPaise(req.body.amount),
            dueDate: req.body.due_date,
            status: req.body.status,
            studentId,
            receiptId: receipt?.id ?? null,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
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
        const row = await deleteOwned(
          req.db,
          staffInvoices,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Invoice not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Invoice deleted successfully' };
      },
    );
  };
}
