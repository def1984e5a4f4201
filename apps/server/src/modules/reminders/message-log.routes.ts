import { ZMessageLog, ZMessageLogQuery, ZScheduledMessages } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { withCursors } from '../../http/paging.ts';
import { messagePage, scheduledMessages } from './message-log.service.ts';

/** The owner's Messages page: what StudyDesk sent by itself or for the desk, and what it will send next. */
export function messageLogRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messages',
      {
        config: { access: owner },
        schema: {
          tags: ['reminders'],
          summary:
            'The message log, newest first (keyset: X-Older-Cursor / X-Newer-Cursor), by kind, status or student',
          querystring: ZMessageLogQuery,
          response: { 200: ZMessageLog },
        },
      },
      async (req, reply) => withCursors(reply, await messagePage(req.db, requireTenantActor(req), req.query)),
    );

    app.get(
      '/messages/scheduled',
      {
        config: { access: owner },
        schema: {
          tags: ['reminders'],
          summary: 'Plan end notices due in the coming 7 days, and messages queued to go out',
          response: { 200: ZScheduledMessages },
        },
      },
      async (req) => scheduledMessages(req.db, requireTenantActor(req)),
    );
  };
}
