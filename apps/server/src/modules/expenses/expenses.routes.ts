import {
  ZExpense,
  ZExpenseCategories,
  ZExpenseList,
  ZExpenseRequest,
  ZExpenseSettings,
  ZExpensesQuery,
  ZIdParams,
  ZMessageResponse,
  ZProfitAndLoss,
  ZProfitQuery,
  ZProfitTrend,
  ZRecurringExpense,
  ZRecurringExpenseList,
  ZRecurringExpenseRequest,
  ZUploadFileParams,
} from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { fileResponse, sendDownload, XLSX } from '../../http/downloads.ts';
import { withTotal } from '../../http/paging.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { makeDocument } from '../../workers/pool.ts';
import {
  addRecurring,
  attachBill,
  billImage,
  changeExpense,
  changeExpenseSettings,
  changeRecurring,
  expenseCategories,
  expenseSettingsOf,
  listExpenses,
  profitAndLoss,
  profitTrend,
  recordExpense,
  recurringExpenses,
  removeExpense,
  removeRecurring,
} from './expenses.service.ts';

const tags = ['expenses'];

const sendImage = (reply: FastifyReply, image: { contentType: string; bytes: Buffer }) => {
  reply.header('content-type', image.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  return reply.send(image.bytes);
};

/**
 * Expenses (the owner's; the desk's too when the owner allows it), the monthly expenses that post
 * themselves, and the month's profit and loss (screen, cockpit chart, .xlsx).
 */
export function expensesRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/expenses',
      {
        config: { access: desk },
        schema: {
          tags,
          summary: 'The library’s expenses, newest first (the desk only when the owner allows it)',
          querystring: ZExpensesQuery,
          response: { 200: ZExpenseList },
        },
      },
      async (req, reply) => withTotal(reply, await listExpenses(req.db, requireTenantActor(req), req.query)),
    );

    app.post(
      '/expenses',
      {
        config: { access: desk, audit: { action: 'expense.create', target: 'expense' } },
        schema: { tags, body: ZExpenseRequest, response: { 201: ZExpense } },
      },
      async (req, reply) => {
        const expense = await recordExpense(req.db, requireTenantActor(req), req.body);
        noteAudit(req, {
          targetId: expense.id,
          details: { category: expense.category, amount: expense.amount },
        });
        reply.status(201);
        return expense;
      },
    );

    app.get(
      '/expenses/categories',
      { config: { access: desk }, schema: { tags, response: { 200: ZExpenseCategories } } },
      async (req) => expenseCategories(req.db, requireTenantActor(req)),
    );

    app.get(
      '/expenses/settings',
      { config: { access: desk }, schema: { tags, response: { 200: ZExpenseSettings } } },
      async (req) => expenseSettingsOf(req.db, requireTenantActor(req).tenantId),
    );

    app.put(
      '/expenses/settings',
      {
        config: { access: owner, audit: { action: 'expenses.settings', target: 'admin' } },
        schema: { tags, body: ZExpenseSettings, response: { 200: ZExpenseSettings } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return changeExpenseSettings(req.db, actor, req.body.staff_may_record);
      },
    );

    app.get(
      '/expenses/recurring',
      { config: { access: owner }, schema: { tags, response: { 200: ZRecurringExpenseList } } },
      async (req) => recurringExpenses(req.db, requireTenantActor(req).tenantId),
    );

    app.post(
      '/expenses/recurring',
      {
        config: { access: owner, audit: { action: 'expense.recurring.create', target: 'recurring-expense' } },
        schema: {
          tags,
          summary:
            'A monthly expense that posts itself on its day (this month’s at once when the day has passed)',
          body: ZRecurringExpenseRequest,
          response: { 201: ZRecurringExpense },
        },
      },
      async (req, reply) => {
        const recurring = await addRecurring(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: recurring.id, details: { category: recurring.category } });
        reply.status(201);
        return recurring;
      },
    );

    app.put(
      '/expenses/recurring/:id',
      {
        config: { access: owner, audit: { action: 'expense.recurring.update', target: 'recurring-expense' } },
        schema: {
          tags,
          params: ZIdParams,
          body: ZRecurringExpenseRequest,
          response: { 200: ZRecurringExpense },
        },
      },
      async (req) => {
        const recurring = await changeRecurring(req.db, requireTenantActor(req), req.params.id, req.body);
        noteAudit(req, { targetId: req.params.id, details: { active: recurring.active } });
        return recurring;
      },
    );

    app.delete(
      '/expenses/recurring/:id',
      {
        config: { access: owner, audit: { action: 'expense.recurring.delete', target: 'recurring-expense' } },
        schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        await removeRecurring(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id });
        return { message: 'Monthly expense removed' };
      },
    );

    app.put(
      '/expenses/:id',
      {
        config: { access: desk, audit: { action: 'expense.update', target: 'expense' } },
        schema: {
          tags,
          summary: 'Changes an expense: the owner any; a desk member allowed to record, their own that day',
          params: ZIdParams,
          body: ZExpenseRequest,
          response: { 200: ZExpense },
        },
      },
      async (req) => {
        const { expense, changes } = await changeExpense(
          req.db,
          requireTenantActor(req),
          req.params.id,
          req.body,
        );
        noteAudit(req, { targetId: req.params.id, details: { changes } });
        return expense;
      },
    );

    app.delete(
      '/expenses/:id',
      {
        config: { access: owner, audit: { action: 'expense.delete', target: 'expense' } },
        schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        await removeExpense(req.db, images, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: req.params.id });
        return { message: 'Expense deleted' };
      },
    );

    app.post(
      '/expenses/:id/bill',
      {
        config: { access: desk, audit: { action: 'expense.bill', target: 'expense' } },
        schema: {
          tags,
          summary:
            'Multipart: bill (a photo of the bill: a JPEG, PNG, WebP or GIF image, at most 2 MB), now or later; replaces any before',
          params: ZIdParams,
          response: { 200: ZExpense },
        },
      },
      async (req) => {
        const { file } = await readForm(req, { maxFileBytes: MAX_IMAGE_BYTES + 1, fileField: 'bill' });
        const { expense, replaced } = await attachBill(
          req.db,
          images,
          requireTenantActor(req),
          req.params.id,
          file,
        );
        noteAudit(req, { targetId: req.params.id, details: { replaced } });
        return expense;
      },
    );

    app.get(
      '/uploads/bills/:file',
      {
        config: { access: desk },
        schema: {
          tags,
          params: ZUploadFileParams,
          response: { 200: fileResponse('The image', ...IMAGE_TYPES) },
        },
      },
      async (req, reply) =>
        sendImage(reply, await billImage(req.db, images, requireTenantActor(req), req.params.file)),
    );

    app.get(
      '/profit',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'A month’s profit and loss (this month unless asked): receipts, credit notes, expenses',
          querystring: ZProfitQuery,
          response: { 200: ZProfitAndLoss },
        },
      },
      async (req) => profitAndLoss(req.db, requireTenantActor(req), req.query.month),
    );

    app.get(
      '/profit/export',
      {
        config: { access: owner },
        schema: { tags, querystring: ZProfitQuery, response: { 200: fileResponse('profit.xlsx', XLSX) } },
      },
      async (req, reply) => {
        const pl = await profitAndLoss(req.db, requireTenantActor(req), req.query.month);
        return sendDownload(reply, {
          body: await makeDocument('profitWorkbook', pl),
          contentType: XLSX,
          filename: `profit-${pl.month}.xlsx`,
        });
      },
    );

    app.get(
      '/profit/trend',
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Profit of the last 12 months and this month’s profit per seat (the cockpit’s chart)',
          response: { 200: ZProfitTrend },
        },
      },
      async (req) => profitTrend(req.db, requireTenantActor(req)),
    );
  };
}
