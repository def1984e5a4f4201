import { ZAddAdminRequest, ZAddAdminResponse } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { addAdmin } from './admins.service.ts';

export function adminsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/admin/add',
      {
        config: { access: { roles: ['superadmin'], scope: 'platform' } },
        schema: { tags: ['admins'], body: ZAddAdminRequest, response: { 201: ZAddAdminResponse } },
      },
      async (req, reply) => {
        const admin = await addAdmin(db, req.body);
        return reply.status(201).send({
          message: `Admin added successfully! (ID: ${admin.id})`,
          id: admin.id,
          admin_id: admin.id,
          name: admin.name,
          email: admin.email,
        });
      },
    );
  };
}
