import type {} from '@fastify/rate-limit';
import {
  ROLES,
  ZAdminChangePasswordRequest,
  ZIdParams,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZRegisterResponse,
  ZStaffChangePasswordRequest,
  ZStaffRegisterRequest,
  ZStudentChangePasswordRequest,
  ZStudentRegisterRequest,
  ZSuperadminChangePasswordRequest,
} from '@studydesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { assertOwnTenant, requireActor, requireTenantActor } from '../../auth/access-plugin.ts';
import { findAccount } from '../../auth/accounts.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/cookies.ts';
import { deleteSession } from '../../auth/sessions.ts';
import { unauthorized } from '../../errors/http-errors.ts';
import {
  changePassword,
  findOwnAccount,
  INVALID_CREDENTIALS,
  loadSessionUser,
  login,
  presentSessionUser,
  registerStaff,
  registerStudent,
} from './auth.service.ts';

const context = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, loginThrottle, limits } = ctx;
  return async (app) => {
    // One limiter shared by every credential-checking route: the per-IP budget counts them together.
    const signInLimiter = app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 });
    for (const role of ROLES) {
      app.post(
        `/auth/${role}/login`,
        {
          config: { access: { public: true } },
          onRequest: signInLimiter,
          schema: {
            tags: ['auth'],
            summary: `Sign in as ${role}`,
            body: ZLoginRequest,
            response: { 200: ZLoginResponse },
          },
        },
        async (req, reply) => {
          const { account, token, expiresAt } = await login(db, loginThrottle, role, req.body, context(req));
          setSessionCookie(req, reply, token, expiresAt);
          return { ...presentSessionUser(account), token };
        },
      );
    }

    app.post(
      '/auth/logout',
      { config: { access: { public: true } }, schema: { tags: ['auth'] } },
      async (req, reply: FastifyReply) => {
        if (req.actor) await deleteSession(db, req.actor.sessionId);
        clearSessionCookie(req, reply);
        return reply.status(204).send();
      },
    );

    app.get(
      '/auth/me',
      {
        config: { access: { roles: ROLES, scope: 'self', allowPendingPasswordChange: true } },
        schema: { tags: ['auth'], response: { 200: ZMeResponse } },
      },
      async (req) => loadSessionUser(db, requireActor(req)),
    );

    app.post(
      '/auth/student/register',
      {
        config: { access: { public: true } },
        onRequest: signInLimiter,
        schema: { tags: ['auth'], body: ZStudentRegisterRequest, response: { 201: ZRegisterResponse } },
      },
      async (req, reply) => {
        const { id } = await registerStudent(db, req.body);
        return reply.status(201).send({ message: 'Registration successful. Please login.', id });
      },
    );

    app.post(
      '/auth/staff/register',
      {
        config: { access: { roles: ['admin'], scope: 'tenant' } },
        schema: { tags: ['auth'], body: ZStaffRegisterRequest, response: { 201: ZRegisterResponse } },
      },
      async (req, reply) => {
        const { id } = await registerStaff(db, requireTenantActor(req), req.body);
        return reply.status(201).send({ message: 'Registration successful! Please login.', id });
      },
    );

    // Public, but proves the current password (DECISIONS.md: email + new password alone would hand over any account).
    app.post(
      '/auth/student/change-password',
      {
        config: { access: { public: true } },
        onRequest: signInLimiter,
        schema: { tags: ['auth'], body: ZStudentChangePasswordRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const key = `student:${req.body.email}`;
        loginThrottle.assertAllowed(key);
        const account = await findAccount(db, 'student', { email: req.body.email });
        if (!account) {
          loginThrottle.recordFailure(key);
          throw unauthorized(INVALID_CREDENTIALS);
        }
        try {
          await changePassword(db, account, req.body.currentPassword, req.body.newPassword);
        } catch (err) {
          loginThrottle.recordFailure(key);
          throw err;
        }
        return { message: 'Password changed successfully. Please login with new password.' };
      },
    );

    app.put(
      '/auth/superadmin/change-password',
      {
        config: { access: { roles: ['superadmin'], scope: 'self', allowPendingPasswordChange: true } },
        schema: {
          tags: ['auth'],
          body: ZSuperadminChangePasswordRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const account = await findOwnAccount(db, actor);
        await changePassword(
          db,
          account,
          req.body.currentPassword,
          req.body.newPassword.trim(),
          actor.sessionId,
        );
        return { message: 'Password updated successfully' };
      },
    );

    app.put(
      '/auth/admin/setting/change-password',
      {
        config: { access: { roles: ['admin'], scope: 'self', allowPendingPasswordChange: true } },
        schema: { tags: ['auth'], body: ZAdminChangePasswordRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, { admin_id: req.body.adminId });
        const account = await findOwnAccount(db, actor);
        await changePassword(db, account, req.body.oldPassword, req.body.newPassword, actor.sessionId);
        return { message: 'Password updated successfully' };
      },
    );

    // The spec's client sends a fixed id; the signed-in staff member is the one whose password changes.
    app.put(
      '/auth/staff/:id',
      {
        config: { access: { roles: ['staff'], scope: 'self', allowPendingPasswordChange: true } },
        schema: {
          tags: ['auth'],
          params: ZIdParams,
          body: ZStaffChangePasswordRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        const account = await findOwnAccount(db, actor);
        await changePassword(db, account, req.body.oldPassword, req.body.newPassword, actor.sessionId);
        return { message: 'Password updated successfully' };
      },
    );
  };
}
