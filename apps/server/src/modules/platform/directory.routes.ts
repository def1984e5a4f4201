import { type TPageQuery, ZCountResponse, ZPageQuery, ZStaffMember } from '@studydesk/contract';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { Actor, RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, staff, students } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { forbidden } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';

const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };
const ownersAndPlatform: RouteAccess = { roles: ['superadmin', 'admin'], scope: 'tenant' };
const ZAdminEmailQuery = z.object({ admin_email: z.string().trim().toLowerCase().optional() });

/** Staff of every library, newest first; `q` matches name, email, phone, admin name or admin email. */
async function listAllStaff(db: Db, query: TPageQuery) {
  const where = query.q
    ? (() => {
        const p = containsPattern(query.q);
        return or(
          sql`lower(${staff.name}) like ${p}`,
          sql`lower(${staff.email}) like ${p}`,
          sql`lower(${staff.phone}) like ${p}`,
          sql`lower(${admins.name}) like ${p}`,
          sql`lower(${admins.email}) like ${p}`,
        );
      })()
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
        admin_id: staff.adminId,
        admin_name: admins.name,
        admin_email: admins.email,
        createdAt: staff.createdAt,
      })
      .from(staff)
      .innerJoin(admins, eq(admins.id, staff.adminId))
      .where(where)
      .orderBy(desc(staff.createdAt), desc(staff.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .innerJoin(admins, eq(admins.id, staff.adminId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ createdAt, ...r }) => ({
      ...r,
      role: 'staff' as const,
      created_at: createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}

/**
 * The tenant a per-library count covers: an admin's own (a different admin_email is refused);
 * the superadmin's choice by admin_email, or every library without one.
 */
async function tenantFilter(db: Db, actor: Actor, adminEmail: string | undefined): Promise<number | null> {
  if (actor.role !== 'superadmin') {
    if (actor.tenantId === null) throw forbidden();
    if (adminEmail && adminEmail !== actor.email.toLowerCase()) throw forbidden('That library is not yours.');
    return actor.tenantId;
  }
  if (!adminEmail) return null;
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, adminEmail));
  return row?.id ?? -1;
}

/** Cross-library lists and counts of people (students' own list lives in the students module). */
export function directoryRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin/super/all',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Staff of every library; q searches name, email, phone, admin name and admin email',
          querystring: ZPageQuery,
          response: { 200: z.array(ZStaffMember) },
        },
      },
      async (req, reply) => withTotal(reply, await listAllStaff(req.db, req.query)),
    );

    app.get(
      '/auth/superadmin/students/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countRows(req.db, students) }),
    );

    app.get(
      '/auth/superadmin/staff/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countRows(req.db, staff) }),
    );

    const perLibrary = [
      { url: '/auth/student/count', table: students, column: students.adminId },
      { url: '/auth/staff/count', table: staff, column: staff.adminId },
    ] as const;
    for (const { url, table, column } of perLibrary) {
      app.get(
        url,
        {
          config: { access: ownersAndPlatform },
          schema: { tags: ['counts'], querystring: ZAdminEmailQuery, response: { 200: ZCountResponse } },
        },
        async (req) => {
          const tenant = await tenantFilter(req.db, requireActor(req), req.query.admin_email);
          const where: SQL | undefined = tenant === null ? undefined : and(eq(column, tenant));
          return { total: await countRows(req.db, table, where) };
        },
      );
    }
  };
}
