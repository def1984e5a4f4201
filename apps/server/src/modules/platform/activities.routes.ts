import { ZActionNames, ZActivityList, ZActivityQuery } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { platform } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { listActionNames, listActivities } from './activities.queries.ts';

/** Track All Admin Activities: the audit trail every state-changing request writes. */
export function activitiesRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin/activities',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Audit trail, newest first; filter by admin (library), action, role and date range',
          querystring: ZActivityQuery,
          response: { 200: ZActivityList },
        },
      },
      async (req, reply) => withTotal(reply, await listActivities(req.db, req.query, config.TZ_DEFAULT)),
    );

    app.get(
      '/auth/superadmin/activities/actions',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Action names seen in the trail',
          response: { 200: ZActionNames },
        },
      },
      async (req) => listActionNames(req.db),
    );
  };
}
