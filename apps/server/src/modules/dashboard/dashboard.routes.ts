import {
  ZCockpit,
  ZLatestDigest,
  ZLibraryActivityList,
  ZPageQuery,
  ZStaffHome,
  ZStudentHome,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner, platform } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { sessionNow, todayIn } from '../../tenancy/library-clock.ts';
import { cockpit } from './cockpit.service.ts';
import { latestDigest } from './digest.service.ts';
import { libraryActivity, staffHome } from './homes.queries.ts';
import { studentHome } from './homes.service.ts';

/** Home screens: the owner's cockpit, the staff's day, the platform's libraries. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/cockpit',
      { config: { access: owner }, schema: { tags: ['dashboard'], response: { 200: ZCockpit } } },
      async (req) => {
        const actor = requireTenantActor(req);
        return cockpit(req.db, actor.tenantId, sessionNow(actor));
      },
    );

    app.get(
      '/dashboard/digest',
      { config: { access: owner }, schema: { tags: ['dashboard'], response: { 200: ZLatestDigest } } },
      async (req) => latestDigest(req.db, requireTenantActor(req)),
    );

    app.get(
      '/dashboard/staff',
      { config: { access: desk }, schema: { tags: ['dashboard'], response: { 200: ZStaffHome } } },
      async (req) => {
        const actor = requireTenantActor(req);
        return staffHome(req.db, actor.tenantId, sessionNow(actor));
      },
    );

    app.get(
      '/dashboard/student',
      {
        config: { access: { roles: ['student'], scope: 'tenant' } },
        schema: { tags: ['dashboard'], response: { 200: ZStudentHome } },
      },
      async (req) => {
        return studentHome(req.db, requireTenantActor(req));
      },
    );

    app.get(
      '/superadmin/libraries/activity',
      {
        config: { access: platform },
        schema: { tags: ['platform'], querystring: ZPageQuery, response: { 200: ZLibraryActivityList } },
      },
      async (req, reply) => {
        const today = todayIn(ctx.config.TZ_DEFAULT);
        return withTotal(reply, await libraryActivity(req.db, `${today.slice(0, 8)}01`, req.query));
      },
    );
  };
}
