import {
  ZAdminEmailQuery,
  ZCreatedResponse,
  ZIdParams,
  ZMessageResponse,
  ZStaffForm,
  ZStaffList,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { addStaff, editStaff, removeStaff, staffPage } from './staff.service.ts';

/** Manage Staff: the admin adds, edits and removes their library's staff. */
export function staffRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/staff/all',
      {
        config: { access: owner },
        schema: { tags: ['staff'], querystring: ZAdminEmailQuery, response: { 200: ZStaffList } },
      },
      async (req, reply) => withTotal(reply, await staffPage(req.db, requireTenantActor(req), req.query)),
    );

    app.post(
      '/auth/staff/add',
      {
        config: { access: owner, audit: { action: 'staff.add', target: 'staff' } },
        schema: { tags: ['staff'], body: ZStaffForm, response: { 201: ZCreatedResponse } },
      },
      async (req, reply) => {
        const row = await addStaff(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return { message: 'Staff added successfully!', id: row.id };
      },
    );

    app.put(
      '/auth/staff/edit/:id',
      {
        config: { access: owner, audit: { action: 'staff.update', target: 'staff' } },
        schema: { tags: ['staff'], params: ZIdParams, body: ZStaffForm, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await editStaff(req.db, requireTenantActor(req), req.params.id, req.body);
        noteAudit(req, { targetId: row.id });
        return { message: 'Staff updated successfully!' };
      },
    );

    app.delete(
      '/auth/staff/delete/:id',
      {
        config: { access: owner, audit: { action: 'staff.delete', target: 'staff' } },
        schema: { tags: ['staff'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await removeStaff(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Staff deleted successfully!' };
      },
    );
  };
}
