import {
  addDays,
  ZBookIssue,
  ZBookIssueRequest,
  ZBookListQuery,
  ZIdParams,
  ZMessageResponse,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import {
  type BookIssueRow,
  deleteBookIssue,
  insertBookIssue,
  issuesOfStudent,
  listBookIssues,
  returnBookIssue,
} from './books.queries.ts';

const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

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
        schema: { tags: ['books'], querystring: ZBookListQuery, response: { 200: z.array(ZBookIssue) } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const { days } = req.query;
        const since = days ? addDays(await libraryToday(req.db, adminId), -(days - 1)) : undefined;
        const page = await listBookIssues(req.db, adminId, { ...req.query, since });
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
          params: z.object({ studentName: z.string().max(160) }),
          response: { 200: z.array(ZBookIssue) },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const student = actor.role === 'student' ? { id: actor.userId } : { name: req.params.studentName };
        return (await issuesOfStudent(req.db, actor.tenantId, student)).map(present);
      },
    );

    app.post(
      '/books',
      {
        config: { access: desk, audit: { action: 'book.issue', target: 'book-issue' } },
        schema: { tags: ['books'], body: ZBookIssueRequest, response: { 201: ZBookIssue } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        await assertStudentOfLibrary(req.db, adminId, req.body.student_id);
        if (req.body.issue_date > (await libraryToday(req.db, adminId))) {
          throw badRequest('The issue date cannot be in the future.', { field: 'issue_date' });
        }
        const created = await insertBookIssue(req.db, adminId, {
          studentId: req.body.student_id,
          bookTitle: req.body.book_title,
          issueDate: req.body.issue_date,
        });
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
        const adminId = requireTenantActor(req).tenantId;
        const today = await libraryToday(req.db, adminId);
        const row = await returnBookIssue(req.db, adminId, req.params.id, today);
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
