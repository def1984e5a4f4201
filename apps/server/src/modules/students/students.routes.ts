import { ZStudentListQuery, ZStudentSummary } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { assertOwnTenant, requireActor } from '../../auth/access-plugin.ts';
import type { TenantActor } from '../../auth/actor.ts';
import { withTotal } from '../../http/paging.ts';
import { listStudents } from './students.list.ts';

export function studentsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The superadmin sees every library's students; an admin only their own.
    app.get(
      '/manage/students',
      {
        config: { access: { roles: ['superadmin', 'admin'], scope: 'tenant' } },
        schema: {
          tags: ['students'],
          summary: 'Students, newest first; q searches by name',
          querystring: ZStudentListQuery,
          response: { 200: z.array(ZStudentSummary) },
        },
      },
      async (req, reply) => {
        const actor = requireActor(req);
        let adminId = req.query.admin_id;
        if (actor.role !== 'superadmin') {
          assertOwnTenant(actor as TenantActor, { admin_id: adminId });
          adminId = actor.tenantId ?? undefined;
        }
        return withTotal(reply, await listStudents(req.db, req.query, adminId));
      },
    );
  };
}
