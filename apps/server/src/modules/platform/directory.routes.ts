import { ZCountResponse, ZLibraryCountQuery, ZPageQuery, ZStaffList } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { platform } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { libraryScope } from '../../tenancy/tenant-assertions.ts';
import { presentStaffMember } from '../staff/staff.present.ts';
import { countPeople, listAllStaff } from './directory.queries.ts';

const ownersAndPlatform: RouteAccess = { roles: ['superadmin', 'admin'], scope: 'tenant' };

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
          response: { 200: ZStaffList },
        },
      },
      async (req, reply) => {
        const page = await listAllStaff(req.db, req.query);
        return withTotal(reply, { rows: page.rows.map(presentStaffMember), total: page.total });
      },
    );

    for (const kind of ['students', 'staff'] as const) {
      app.get(
        `/auth/superadmin/${kind}/count`,
        { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
        async (req) => ({ total: await countPeople(req.db, kind, null) }),
      );
    }

    // Per library: an admin's own; the superadmin's choice by admin_email, or every library.
    for (const [url, kind] of [
      ['/auth/student/count', 'students'],
      ['/auth/staff/count', 'staff'],
    ] as const) {
      app.get(
        url,
        {
          config: { access: ownersAndPlatform },
          schema: { tags: ['counts'], querystring: ZLibraryCountQuery, response: { 200: ZCountResponse } },
        },
        async (req) => {
          const adminId = await libraryScope(req.db, requireActor(req), req.query.admin_email);
          return { total: await countPeople(req.db, kind, adminId) };
        },
      );
    }
  };
}
