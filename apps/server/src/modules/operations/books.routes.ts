import {
  ZBookIssue,
  ZBookIssueRequest,
  ZBookListQuery,
  ZIdParams,
  ZMessageResponse,
} from '@studydesk/contract';
import { and, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { bookIssues, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { deleteOwned, ownedBy } from '../../db/tenant-rows.ts';
import { notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { addDays, libraryToday } from '../seating/calendar.ts';
import { assertStudent } from '../seating/plans.service.ts';

const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

async function listIssues(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ b: bookIssues, name: students.name, code: students.studentId })
      .from(bookIssues)
      .innerJoin(students, eq(students.id, bookIssues.studentId))
      .where(where)
      .orderBy(desc(bookIssues.issueDate), desc(bookIssues.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookIssues)
      .innerJoin(students, eq(students.id, bookIssues.studentId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ b, name, code }) => ({
      id: b.id,
      student_id: b.studentId,
      student_code: code,
      student_name: name,
      book_title: b.bookTitle,
      issue_date: b.issueDate,
      return_date: b.returnDate,
      status: b.status as 'Issued' | 'Returned',
    })),
    total: count?.n ?? 0,
  };
}

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
        const filters: SQL[] = [eq(bookIssues.adminId, adminId)];
        if (req.query.days)
          filters.push(
            gte(bookIssues.issueDate, addDays(await libraryToday(req.db, adminId), -(req.query.days - 1))),
          );
        if (req.query.q) {
          const p = containsPattern(req.query.q);
          const match = or(
            sql`lower(${bookIssues.bookTitle}) like ${p}`,
            sql`lower(${students.name}) like ${p}`,
          );
          if (match) filters.push(match);
        }
        return withTotal(reply, await listIssues(req.db, and(...filters), req.query));
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
        const mine = eq(bookIssues.adminId, actor.tenantId);
        const who =
          actor.role === 'student'
            ? eq(bookIssues.studentId, actor.userId)
            : sql`lower(${students.name}) = ${req.params.studentName.trim().toLowerCase()}`;
        return (await listIssues(req.db, and(mine, who), { limit: 500, offset: 0 })).rows;
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
        await assertStudent(req.db, adminId, req.body.student_id);
        const [row] = await req.db
          .insert(bookIssues)
          .values({
            adminId,
            studentId: req.body.student_id,
            bookTitle: req.body.book_title,
            issueDate: req.body.issue_date,
          })
          .returning({ id: bookIssues.id });
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        const [created] = (await listIssues(req.db, eq(bookIssues.id, row.id), { limit: 1, offset: 0 })).rows;
        return created;
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
        const [row] = await req.db
          .update(bookIssues)
          .set({
            status: 'Returned',
            returnDate: sql`greatest(${bookIssues.issueDate}, ${today}::date)` as unknown as string,
          })
          .where(and(ownedBy(bookIssues, adminId, req.params.id), eq(bookIssues.status, 'Issued')))
          .returning({ id: bookIssues.id });
        if (!row) throw notFound('No issued book with that id.');
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
        const row = await deleteOwned(
          req.db,
          bookIssues,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Record not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Record deleted' };
      },
    );
  };
}
