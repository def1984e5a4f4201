import {
  ZAddSuperadminRequest,
  ZCountResponse,
  ZIdParams,
  ZMessageResponse,
  ZSuperadminList,
  ZSuperadminSummary,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import { platform } from '../../auth/route-access.ts';
import { countSuperadmins } from './superadmins.queries.ts';
import { addSuperadmin, presentSuperadmin, removeSuperadmin, superadminList } from './superadmins.service.ts';

/** The platform's own operators. There is always at least one, and nobody removes themself. */
export function superadminsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin',
      {
        config: { access: platform },
        schema: { tags: ['superadmins'], response: { 200: ZSuperadminList } },
      },
      async (req) => superadminList(req.db),
    );

    app.get(
      '/auth/superadmin/count',
      { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
      async (req) => ({ total: await countSuperadmins(req.db) }),
    );

    app.post(
      '/auth/superadmin',
      {
        config: { access: platform, audit: { action: 'superadmin.add', target: 'superadmin' } },
        schema: { tags: ['superadmins'], body: ZAddSuperadminRequest, response: { 201: ZSuperadminSummary } },
      },
      async (req, reply) => {
        const row = await addSuperadmin(req.db, req.body);
        noteAudit(req, { targetId: row.id, details: { email: row.email } });
        reply.status(201);
        return presentSuperadmin(row);
      },
    );

    app.delete(
      '/auth/superadmin/:id',
      {
        config: { access: platform, audit: { action: 'superadmin.delete', target: 'superadmin' } },
        schema: { tags: ['superadmins'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await removeSuperadmin(req.db, requireActor(req), req.params.id);
        noteAudit(req, { targetId: row.id, details: { email: row.email } });
        return { message: 'Super Admin deleted successfully' };
      },
    );
  };
}
