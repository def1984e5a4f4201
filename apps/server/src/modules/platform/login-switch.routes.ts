import { ZLoginStatus, ZToggleLoginRequest, ZToggleLoginResponse } from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { platform } from '../../auth/route-access.ts';
import { deleteTenantSessions } from '../../auth/sessions.ts';
import { isLoginEnabled, setLoginEnabled } from './login-switch.queries.ts';

/** The global login switch: off refuses admin, staff and student sign-in and ends their sessions. */
export function loginSwitchRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin/login-status',
      { config: { access: platform }, schema: { tags: ['platform'], response: { 200: ZLoginStatus } } },
      async (req) => ({ login_enabled: await isLoginEnabled(req.db) }),
    );

    app.post(
      '/auth/superadmin/toggle-login',
      {
        config: { access: platform, audit: { action: 'login.toggle', target: 'platform' } },
        schema: { tags: ['platform'], body: ZToggleLoginRequest, response: { 200: ZToggleLoginResponse } },
      },
      async (req) => {
        const enable = req.body.enable;
        await setLoginEnabled(req.db, enable);
        if (!enable) await deleteTenantSessions(req.db);
        noteAudit(req, { details: { login_enabled: enable } });
        return {
          message: enable ? 'Login enabled successfully' : 'Login disabled successfully',
          login_enabled: enable,
        };
      },
    );
  };
}
