import {
  ROLES,
  ZCountResponse,
  ZIdParams,
  ZInstitute,
  ZInstituteCountQuery,
  ZInstituteList,
  ZInstituteListQuery,
  ZInstituteRequest,
  ZMessageResponse,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { platform } from '../../auth/route-access.ts';
import { found } from '../../errors/http-errors.ts';
import { libraryScope } from '../../tenancy/tenant-assertions.ts';
import { countInstitutes, deleteInstitute, listInstitutes } from './institutes.queries.ts';
import { addInstitute, editInstitute } from './institutes.service.ts';

const anyone: RouteAccess = { roles: ROLES, scope: 'tenant' };

/**
 * Institutes belong to an admin (a library owner may run several); only the superadmin edits them.
 * Reads: the superadmin any (optionally one owner by email), everyone else their own library's.
 */
export function institutesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/superadmin/institutes',
      {
        config: { access: anyone },
        schema: { tags: ['institutes'], querystring: ZInstituteListQuery, response: { 200: ZInstituteList } },
      },
      async (req) => listInstitutes(req.db, await libraryScope(req.db, requireActor(req), req.query.email)),
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
        return { total: await countInstitutes(req.db, await libraryScope(req.db, actor, email)) };
      },
    );

    app.get(
      '/auth/superadmin/institutes/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countInstitutes(req.db, null) }),
    );

    app.post(
      '/superadmin/institutes',
      {
        config: { access: platform, audit: { action: 'institute.add', target: 'institute' } },
        schema: { tags: ['institutes'], body: ZInstituteRequest, response: { 201: ZInstitute } },
      },
      async (req, reply) => {
        const created = await addInstitute(req.db, req.body);
        noteAudit(req, { targetId: created.id, adminId: created.admin_id, details: { name: created.name } });
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
        const updated = await editInstitute(req.db, req.params.id, req.body);
        noteAudit(req, { targetId: updated.id, adminId: updated.admin_id, details: { name: req.body.name } });
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
        const row = found(await deleteInstitute(req.db, req.params.id), 'Institute not found.');
        noteAudit(req, { targetId: row.id, adminId: row.adminId, details: { name: row.name } });
        return { message: 'Institute deleted successfully' };
      },
    );
  };
}
