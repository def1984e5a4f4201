import {
  ZAddAdminRequest,
  ZAddAdminResponse,
  ZAdminList,
  ZCountResponse,
  ZDeleteAdminConfirmation,
  ZDeleteAdminQuery,
  ZIdParams,
  ZMessageResponse,
  ZResetPasswordResponse,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { platform } from '../../auth/route-access.ts';
import { countAdmins } from './admins.queries.ts';
import {
  addAdmin,
  adminList,
  CONFIRM_DELETE_ALL_DATA,
  deleteAdmin,
  resetAdminPassword,
} from './admins.service.ts';

/** Library owners (tenants), managed by the superadmin. */
export function adminsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/admin/all',
      {
        config: { access: platform },
        schema: { tags: ['admins'], response: { 200: ZAdminList } },
      },
      async (req) => adminList(req.db),
    );

    for (const url of ['/auth/admin/count', '/auth/superadmin/admins/count']) {
      app.get(
        url,
        { config: { access: platform }, schema: { tags: ['counts'], response: { 200: ZCountResponse } } },
        async (req) => ({ total: await countAdmins(req.db) }),
      );
    }

    app.post(
      '/auth/admin/add',
      {
        config: { access: platform, audit: { action: 'admin.add', target: 'admin' } },
        schema: { tags: ['admins'], body: ZAddAdminRequest, response: { 201: ZAddAdminResponse } },
      },
      async (req, reply) => {
        const admin = await addAdmin(req.db, req.body);
        noteAudit(req, { targetId: admin.id, adminId: admin.id, details: { email: admin.email } });
        reply.status(201);
        return {
          message: `Admin added successfully! (ID: ${admin.id})`,
          id: admin.id,
          admin_id: admin.id,
          name: admin.name,
          email: admin.email,
        };
      },
    );

    app.delete(
      '/auth/admin/:id',
      {
        config: { access: platform, audit: { action: 'admin.delete', target: 'admin' } },
        schema: {
          tags: ['admins'],
          summary: `Deletes the admin and their whole library; one who owns data needs ?confirm=${CONFIRM_DELETE_ALL_DATA}`,
          params: ZIdParams,
          querystring: ZDeleteAdminQuery,
          response: { 200: ZMessageResponse, 409: ZDeleteAdminConfirmation },
        },
      },
      async (req) => {
        const gone = await deleteAdmin(req.db, req.params.id, req.query.confirm === CONFIRM_DELETE_ALL_DATA);
        noteAudit(req, {
          targetId: gone.id,
          adminId: gone.id,
          details: {
            email: gone.email,
            students: gone.students,
            staff: gone.staff,
            institutes: gone.institutes,
          },
        });
        return { message: 'Admin deleted successfully!' };
      },
    );

    app.post(
      '/auth/admin/reset-password/:id',
      {
        config: { access: platform, audit: { action: 'admin.reset-password', target: 'admin' } },
        schema: { tags: ['admins'], params: ZIdParams, response: { 200: ZResetPasswordResponse } },
      },
      async (req) => {
        const reset = await resetAdminPassword(req.db, req.params.id);
        noteAudit(req, { targetId: reset.id, adminId: reset.id });
        return {
          message: 'Password reset. Give the admin this temporary password; they must change it at sign-in.',
          tempPassword: reset.tempPassword,
        };
      },
    );
  };
}
