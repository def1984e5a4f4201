import { ZMessageResponse, ZSettings, ZUpdateSettingsRequest } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { readSettings } from './settings.queries.ts';
import { updateSettings } from './settings.service.ts';

/** Settings: the library's seat and locker capacity and its UPI ID. */
export function settingsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/admin/setting',
      { config: { access: owner }, schema: { tags: ['settings'], response: { 200: ZSettings } } },
      async (req) =>
        (await readSettings(req.db, requireTenantActor(req).tenantId)) ?? {
          totalSeats: 0,
          totalLockers: 0,
          upiId: '',
        },
    );

    app.put(
      '/auth/admin/setting/update-settings',
      {
        config: { access: owner, audit: { action: 'settings.update', target: 'admin' } },
        schema: { tags: ['settings'], body: ZUpdateSettingsRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        await updateSettings(req.db, actor, req.body);
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return { message: 'Settings updated successfully' };
      },
    );
  };
}
