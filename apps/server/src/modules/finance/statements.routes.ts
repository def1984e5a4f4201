import {
  ZReceipt,
  ZStatementAssignRequest,
  ZStatementConfirmRequest,
  ZStatementConfirmResult,
  ZStatementReview,
} from '@studydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk } from '../../auth/route-access.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { MAX_IMPORT_BYTES } from '../import-export/student-sheet.ts';
import { presentReceipt } from './finance.present.ts';
import {
  assignStatementLine,
  confirmStatementLines,
  type ReadStatement,
  readStatementFile,
  reviewStatement,
} from './statements.service.ts';

const uploaded = new WeakMap<FastifyRequest, { fileName: string; statement: ReadStatement }>();
const NO_FILE = 'Choose a bank statement (.csv or .xlsx).';

/** Bank statements that confirm the desk's waiting UPI payments (docs/bank-statements.md). */
export function statementsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bank-statements/review',
      {
        config: { access: desk, audit: { action: 'statement.review', target: 'payment' } },
        schema: {
          tags: ['finance'],
          summary:
            'Multipart field "file": an SBI, HDFC or ICICI statement (.csv or .xlsx); nothing is stored',
          response: { 200: ZStatementReview },
        },
        // Read before the audited transaction opens, like the student import.
        preHandler: async (req) => {
          const { file } = await readForm(req, { maxFileBytes: MAX_IMPORT_BYTES, fileField: 'file' });
          if (!file) throw badRequest(NO_FILE);
          if (!/\.(csv|xlsx)$/i.test(file.filename)) throw badRequest(NO_FILE);
          uploaded.set(req, { fileName: file.filename, statement: await readStatementFile(file.buffer) });
        },
      },
      async (req) => {
        const file = uploaded.get(req);
        if (!file) throw badRequest(NO_FILE);
        const review = await reviewStatement(req.db, requireTenantActor(req), file.statement, file.fileName);
        noteAudit(req, { details: { file: file.fileName, bank: review.bank, ...review.counts } });
        return review;
      },
    );

    app.post(
      '/bank-statements/confirm',
      {
        config: { access: desk, audit: { action: 'statement.confirm', target: 'payment' } },
        schema: {
          tags: ['finance'],
          body: ZStatementConfirmRequest,
          response: { 200: ZStatementConfirmResult },
        },
      },
      async (req) => {
        const result = await confirmStatementLines(req.db, requireTenantActor(req), req.body.rows);
        noteAudit(req, { details: { confirmed: result.confirmed, receipts: result.receipt_numbers } });
        return result;
      },
    );

    app.post(
      '/bank-statements/assign',
      {
        config: { access: desk, audit: { action: 'statement.assign', target: 'student' } },
        schema: { tags: ['finance'], body: ZStatementAssignRequest, response: { 201: ZReceipt } },
      },
      async (req, reply) => {
        const { row, student_id } = req.body;
        const receipt = await assignStatementLine(req.db, requireTenantActor(req), row, student_id);
        noteAudit(req, { targetId: student_id, details: { receipt: receipt.number, amount: row.amount } });
        reply.status(201);
        return presentReceipt(receipt);
      },
    );
  };
}
