import {
  ROLES,
  type TInstituteRequest,
  ZCountResponse,
  ZIdParams,
  ZInstitute,
  ZInstituteCountQuery,
  ZInstituteListQuery,
  ZInstituteRequest,
  ZMessageResponse,
} from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { Actor, RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, institutes } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors/http-errors.ts';
import { findAdminIdByEmail, selectInstitutes } from './institutes.queries.ts';

const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };
const anyone: RouteAccess = { roles: ROLES, scope: 'tenant' };

/**
 * Which institutes a caller may read: the superadmin any (optionally one owner by email);
 * everyone else only their own library's, and naming another owner's email is refused.
 */
async function readScope(db: Db, actor: Actor, email: string | undefined) {
  if (actor.role === 'superadmin') {
    if (!email) return undefined;
    const adminId = await findAdminIdByEmail(db, email);
    return eq(institutes.adminId, adminId ?? -1);
  }
  if (actor.tenantId === null) throw forbidden();
  if (email) {
    const [owner] = await db
      .select({ email: admins.email })
      .from(admins)
      .where(eq(admins.id, actor.tenantId));
    if (owner?.email !== email) throw forbidden('That library is not yours.');
  }
  return eq(institutes.adminId, actor.tenantId);
}

async function ownerFor(db: Db, body: TInstituteRequest): Promise<number> {
  const adminId = await findAdminIdByEmail(db, body.adminEmail);
  if (adminId === null) {
    throw badRequest('No admin has that email.', {
      issues: [{ field: 'adminEmail', message: 'Unknown admin' }],
    });
  }
  return adminId;
}

/** Institutes belong to an admin (a library owner may run several); only the superadmin edits them. */
export function institutesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/superadmin/institutes',
      {
        config: { access: anyone },
        schema: {
          tags: ['institutes'],
          querystring: ZInstituteListQuery,
          response: { 200: z.array(ZInstitute) },
        },
      },
      async (req) => selectInstitutes(req.db, await readScope(req.db, requireActor(req), req.query.email)),
    );

    app.get(
      '/superadmin/institutes/count',
      {
        config: { access: anyone },
        schema: { tags: ['counts'], querystring: ZInstituteCountQuery, response: { 200: ZCountResponse } },
      },
      async (req) => {
        const actor = requireActor(req);
        // The spec's clients send ?role=&email=; the session decides, the email may only narrow it.
        const email = actor.role === 'superadmin' && req.query.role !== 'admin' ? undefined : req.query.email;
        return { total: await countRows(req.db, institutes, await readScope(req.db, actor, email)) };
      },
    );

    app.get(
      '/auth/superadmin/institutes/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countRows(req.db, institutes) }),
    );

    app.post(
      '/superadmin/institutes',
      {
        config: { access: platform, audit: { action: 'institute.add', target: 'institute' } },
        schema: { tags: ['institutes'], body: ZInstituteRequest, response: { 201: ZInstitute } },
      },
      async (req, reply) => {
        const adminId = await ownerFor(req.db, req.body);
        const [row] = await req.db
          .insert(institutes)
          .values({ adminId, name: req.body.name, address: req.body.address, contact: req.body.contact })
          .returning({ id: institutes.id });
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id, adminId, details: { name: req.body.name } });
        const [created] = await selectInstitutes(req.db, eq(institutes.id, row.id));
        reply.status(201);
        return created;
      },
    );

    app.put(
      '/superadmin/institutes/:id',
      {
        config: { access: platform, audit: { action: 'institute.update', target: 'institute' } },
        schema: {
          tags: ['institutes'],
          params: ZIdParams,
          body: ZInstituteRequest,
          response: { 200: ZInstitute },
        },
      },
      async (req) => {
        const adminId = await ownerFor(req.db, req.body);
        const [row] = await req.db
          .update(institutes)
          .set({
            adminId,
            name: req.body.name,
            address: req.body.address,
            contact: req.body.contact,
            updatedAt: new Date(),
          })
          .where(eq(institutes.id, req.params.id))
          .returning({ id: institutes.id });
        if (!row) throw notFound('Institute not found.');
        noteAudit(req, { targetId: row.id, adminId, details: { name: req.body.name } });
        const [updated] = await selectInstitutes(req.db, eq(institutes.id, row.id));
        return updated;
      },
    );

    app.delete(
      '/superadmin/institutes/:id',
      {
        config: { access: platform, audit: { action: 'institute.delete', target: 'institute' } },
        schema: { tags: ['institutes'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const [row] = await req.db
          .delete(institutes)
          .where(eq(institutes.id, req.params.id))
          .returning({ id: institutes.id, adminId: institutes.adminId, name: institutes.name });
        if (!row) throw notFound('Institute not found.');
        noteAudit(req, { targetId: row.id, adminId: row.adminId, details: { name: row.name } });
        return { message: 'Institute deleted successfully' };
      },
    );
  };
}
