import { ZCountResponse, ZIdParams, ZOrganization, ZOrganizationRequest } from '@studydesk/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { countRows } from '../../db/count.ts';
import { organizations } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';

const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };
const columns = { id: organizations.id, name: organizations.name };

/** Organizations: a platform-level list the superadmin keeps (spec section 2, Manage Organizations). */
export function organizationsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/superadmin/organizations',
      {
        config: { access: platform },
        schema: { tags: ['organizations'], response: { 200: z.array(ZOrganization) } },
      },
      async (req) => req.db.select(columns).from(organizations).orderBy(asc(organizations.id)),
    );

    for (const url of ['/superadmin/organizations/count', '/auth/superadmin/organizations/count']) {
      app.get(
        url,
        { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
        async (req) => ({ total: await countRows(req.db, organizations) }),
      );
    }

    app.post(
      '/superadmin/organizations',
      {
        config: { access: platform, audit: { action: 'organization.add', target: 'organization' } },
        schema: { tags: ['organizations'], body: ZOrganizationRequest, response: { 201: ZOrganization } },
      },
      async (req, reply) => {
        const [row] = await req.db.insert(organizations).values({ name: req.body.name }).returning(columns);
        if (!row) throw new Error('insert returned nothing');
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
        const [row] = await req.db
          .update(organizations)
          .set({ name: req.body.name })
          .where(eq(organizations.id, req.params.id))
          .returning(columns);
        if (!row) throw notFound('Organization not found.');
        noteAudit(req, { targetId: row.id, details: { name: row.name } });
        return row;
      },
    );

    app.delete(
      '/superadmin/organizations/:id',
      {
        config: { access: platform, audit: { action: 'organization.delete', target: 'organization' } },
        schema: { tags: ['organizations'], params: ZIdParams },
      },
      async (req) => {
        const [row] = await req.db
          .delete(organizations)
          .where(eq(organizations.id, req.params.id))
          .returning(columns);
        if (!row) throw notFound('Organization not found.');
        noteAudit(req, { targetId: row.id, details: { name: row.name } });
        return { message: 'Organization deleted successfully' };
      },
    );
  };
}
