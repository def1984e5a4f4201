import {
  ZJobFailureList,
  ZJobFailureQuery,
  ZJobQueueList,
  ZLibraryJobList,
  ZLibraryJobQuery,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner, platform } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { listJobFailures, listJobQueues, listLibraryJobs } from './jobs.queries.ts';

/** The job queue as the superadmin sees it (each queue's counts, the runs that failed), and a library's own jobs. */
export function jobsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin/jobs/queues',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Scheduled work: every queue with its schedule and its jobs counted by state',
          response: { 200: ZJobQueueList },
        },
      },
      async (req) => listJobQueues(req.db),
    );

    app.get(
      '/auth/superadmin/jobs/failures',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Failed job runs, newest first: waiting for a retry or out of tries, with the error',
          querystring: ZJobFailureQuery,
          response: { 200: ZJobFailureList },
        },
      },
      async (req, reply) => withTotal(reply, await listJobFailures(req.db, req.query)),
    );

    app.get(
      '/scheduled-work',
      {
        config: { access: owner },
        schema: {
          tags: ['platform'],
          summary: "The library's scheduled work: what is due and what ran lately, latest run time first",
          querystring: ZLibraryJobQuery,
          response: { 200: ZLibraryJobList },
        },
      },
      async (req, reply) =>
        withTotal(reply, await listLibraryJobs(req.db, requireTenantActor(req).tenantId, req.query)),
    );
  };
}
