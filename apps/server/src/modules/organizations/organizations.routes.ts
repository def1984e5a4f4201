import {
  ZCountResponse,
  ZIdParams,
  ZMessageResponse,
  ZOrganization,
  ZOrganizationList,
  ZOrganizationRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { platform } from '../../auth/route-access.ts';
import { found } from '../../errors/http-errors.ts';
import {
  countOrganizations,
  deleteOrganization,
  insertOrganization,
  listOrganizations,
  renameOrganization,
} from './organizations.queries.ts';

const MISSING = 'Organization not found.';

/** Organizations: a platform-level list the superadmin keeps (spec section 2, Manage Organizations). */
export function organizationsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/superadmin/organizations',
      {
        config: { access: platform },
        schema: { tags: ['organizations'], response: { 200: ZOrganizationList } },
      },
      async (req) => listOrganizations(req.db),
    );

    for (const url of ['/superadmin/organizations/count', '/auth/superadmin/organizations/count']) {
      app.get(
        url,
        { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
        async (req) => ({ total: await countOrganizations(req.db) }),
      );
    }

    app.post(
      '/superadmin/organizations',
      {
        config: { access: platform, audit: { action: 'organization.add', target: 'organization' } },
        schema: { tags: ['organizations'], body: ZOrganizationRequest, response: { 201: ZOrganization } },
      },
      async (req, reply) => {
        const row = await insertOrganization(req.db, req.body.name);
        noteAudit(req, { targetId: row.id, details: { name: row.name } });
        reply.status(201);
        return row;
      },
    );

    app.put(
      '/superadmin/organizations/:id',
      {
        config: { access: platform, audit: { action: 'organization.update', target: 'organization' } },
        schema: {
          tags: ['organizations'],
          params: ZIdParams,
          body: ZOrganizationRequest,
          response: { 200: ZOrganization },
        },
      },
      async (req) => {
        const row = found(await renameOrganization(req.db, req.params.id, req.body.name), MISSING);
        noteAudit(req, { targetId: row.id, details: { name: row.name } });
        return row;
      },
    );

    app.delete(
      '/superadmin/organizations/:id',
      {
        config: { access: platform, audit: { action: 'organization.delete', target: 'organization' } },
        schema: { tags: ['organizations'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = found(await deleteOrganization(req.db, req.params.id), MISSING);
        noteAudit(req, { targetId: row.id, details: { name: row.name } });
        return { message: 'Organization deleted successfully' };
      },
    );
  };
}
