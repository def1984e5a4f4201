import { ZErrorResponse, ZHealthResponse } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export function healthRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: { public: true } },
        schema: { tags: ['health'], response: { 200: ZHealthResponse, 503: ZErrorResponse } },
      },
      async (req, reply) => {
        try {
          await database.ping();
        } catch (err) {
          req.log.error({ err }, 'health: database unreachable');
          return reply.status(503).send({ message: 'Database unreachable' });
        }
        return { status: 'ok' as const, database: 'up' as const };
      },
    );
  };
}
