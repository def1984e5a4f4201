import {
  ZBookIssue,
  ZBookIssueList,
  ZBookIssueRequest,
  ZBookListQuery,
  ZBookStudentParams,
  ZIdParams,
  ZMessageResponse,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { type BookIssueRow, deleteBookIssue } from './books.queries.ts';
import { bookIssuePage, issueBook, issuesByName, returnBook } from './books.service.ts';

const present = ({ issue, name, code }: BookIssueRow) => ({
  id: issue.id,
  student_id: issue.studentId,
  student_code: code,
  student_name: name,
  book_title: issue.bookTitle,
  issue_date: issue.issueDate,
  return_date: issue.returnDate,
  status: issue.status as 'Issued' | 'Returned',
});

/** Books issuance and returns; the activity log reads the last 7 days. */
export function booksRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/books',
      {
        config: { access: desk },
        schema: { tags: ['books'], querystring: ZBookListQuery, response: { 200: ZBookIssueList } },
      },
      async (req, reply) => {
        const page = await bookIssuePage(req.db, requireTenantActor(req), req.query);
        return withTotal(reply, { rows: page.rows.map(present), total: page.total });
      },
    );

    // The spec reads issues "by student name"; a student only ever sees their own.
    app.get(
      '/books/books/student/:studentName',
      {
        config: { access: { roles: ['admin', 'staff', 'student'], scope: 'tenant' } },
        schema: {
          tags: ['books'],
          params: ZBookStudentParams,
          response: { 200: ZBookIssueList },
        },
      },
      async (req) =>
        (await issuesByName(req.db, requireTenantActor(req), req.params.studentName)).map(present),
    );

    app.post(
      '/books',
      {
        config: { access: desk, audit: { action: 'book.issue', target: 'book-issue' } },
        schema: { tags: ['books'], body: ZBookIssueRequest, response: { 201: ZBookIssue } },
      },
      async (req, reply) => {
        const created = await issueBook(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: created.issue.id });
        reply.status(201);
        return present(created);
      },
    );

    app.put(
      '/books/return/:id',
      {
        config: { access: desk, audit: { action: 'book.return', target: 'book-issue' } },
        schema: { tags: ['books'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await returnBook(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Book returned' };
      },
    );

    app.delete(
      '/books/:id',
      {
        config: { access: desk, audit: { action: 'book.delete', target: 'book-issue' } },
        schema: { tags: ['books'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteBookIssue(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Record deleted' };
      },
    );
  };
}
