import { ZAdminEmailQuery, ZIdParams, ZMessageResponse, ZStaffForm, ZStaffMember } from '@studydesk/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess, TenantActor } from '../../auth/actor.ts';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, staff } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { badRequest, conflict, notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { assertOwnTenant, assertTenantEmail } from '../../tenancy/tenant-assertions.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const DUPLICATE = 'A staff member with this email already exists.';

async function emailTaken(db: Db, email: string, exceptId?: number) {
  const where = exceptId ? and(eq(staff.email, email), ne(staff.id, exceptId)) : eq(staff.email, email);
  const [row] = await db.select({ id: staff.id }).from(staff).where(where).limit(1);
  return Boolean(row);
}

async function listStaff(db: Db, actor: TenantActor, query: { limit: number; offset: number; q?: string }) {
  const mine = eq(staff.adminId, actor.tenantId);
  const where = query.q
    ? and(
        mine,
        sql`(lower(${staff.name}) like ${containsPattern(query.q)} or lower(${staff.email}) like ${containsPattern(query.q)})`,
      )
    : mine;
  const [rows, total] = await Promise.all([
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
    countRows(db, staff, where),
  ]);
  return {
    rows: rows.map(({ createdAt, ...r }) => ({
      ...r,
      role: 'staff' as const,
      created_at: createdAt.toISOString(),
    })),
    total,
  };
}

/** Manage Staff: the admin adds, edits and removes their library's staff. */
export function staffRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/staff/all',
      {
        config: { access: owner },
        schema: { tags: ['staff'], querystring: ZAdminEmailQuery, response: { 200: z.array(ZStaffMember) } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        await assertTenantEmail(req.db, actor, req.query.admin_email);
        return withTotal(reply, await listStaff(req.db, actor, req.query));
      },
    );

    app.post(
      '/auth/staff/add',
      {
        config: { access: owner, audit: { action: 'staff.add', target: 'staff' } },
        schema: {
          tags: ['staff'],
          body: ZStaffForm,
          response: { 201: z.object({ message: z.string(), id: z.number() }) },
        },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, req.body, actor.email);
        if (!req.body.password) {
          throw badRequest('Password is required', {
            issues: [{ field: 'password', message: 'Password is required' }],
          });
        }
        assertAcceptablePassword(req.body.password);
        if (await emailTaken(req.db, req.body.email)) throw conflict(DUPLICATE);
        const [row] = await req.db
          .insert(staff)
          .values({
            adminId: actor.tenantId,
            name: req.body.name,
            email: req.body.email,
            phone: req.body.phone,
            passwordHash: await hashPassword(req.body.password),
          })
          .returning({ id: staff.id });
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return { message: 'Staff added successfully!', id: row.id };
      },
    );

    app.put(
      '/auth/staff/edit/:id',
      {
        config: { access: owner, audit: { action: 'staff.update', target: 'staff' } },
        schema: { tags: ['staff'], params: ZIdParams, body: ZStaffForm, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, req.body, actor.email);
        if (req.body.password) assertAcceptablePassword(req.body.password);
        if (await emailTaken(req.db, req.body.email, req.params.id)) throw conflict(DUPLICATE);
        const [row] = await req.db
          .update(staff)
          .set({
            name: req.body.name,
            email: req.body.email,
            phone: req.body.phone,
            ...(req.body.password ? { passwordHash: await hashPassword(req.body.password) } : {}),
          })
          .where(and(eq(staff.id, req.params.id), eq(staff.adminId, actor.tenantId)))
          .returning({ id: staff.id });
        if (!row) throw notFound('Staff member not found.');
        if (req.body.password) await deleteSessionsOfUser(req.db, 'staff', row.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Staff updated successfully!' };
      },
    );

    app.delete(
      '/auth/staff/delete/:id',
      {
        config: { access: owner, audit: { action: 'staff.delete', target: 'staff' } },
        schema: { tags: ['staff'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const [row] = await req.db
          .delete(staff)
          .where(and(eq(staff.id, req.params.id), eq(staff.adminId, actor.tenantId)))
          .returning({ id: staff.id });
        if (!row) throw notFound('Staff member not found.');
        await deleteSessionsOfUser(req.db, 'staff', row.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Staff deleted successfully!' };
      },
    );
  };
}
