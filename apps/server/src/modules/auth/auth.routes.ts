import type {} from '@fastify/rate-limit';
import {
  ROLES,
  type TRole,
  ZAdminChangePasswordRequest,
  ZCreatedResponse,
  ZIdParams,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZNoContent,
  ZSetLanguageRequest,
  ZStaffChangePasswordRequest,
  ZStaffRegisterRequest,
  ZStudentChangePasswordRequest,
  ZStudentRegisterRequest,
  ZSuperadminChangePasswordRequest,
} from '@studydesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireActor, requireTenantActor } from '../../auth/access-plugin.ts';
import { setLanguage } from '../../auth/accounts.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/cookies.ts';
import { deleteSession } from '../../auth/sessions.ts';
import { errorResponse, rateLimited } from '../../http/openapi-responses.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import { addStaff } from '../staff/staff.service.ts';
import {
  changeOwnPassword,
  changeStudentPassword,
  loadSessionUser,
  login,
  presentSessionUser,
  registerStudent,
} from './auth.service.ts';

/** A signed-in password change waits after five wrong current passwords (auth.service.ts). */
const tooManyFailures = errorResponse('Too many wrong current passwords: wait and try again');

const context = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { loginThrottle, limits } = ctx;
  return async (app) => {
    // One limiter shared by every credential-checking route: the per-IP budget counts them together.
    const signInLimiter = rateLimited(app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 }));
    // Failed credentials per account + client address (growing delay, shared by every instance).
    const failureGuard = (role: TRole) =>
      loginThrottle.guard((req) => `login:${role}:${(req.body as { email: string }).email}|${req.ip}`);
    for (const role of ROLES) {
      app.post(
        `/auth/${role}/login`,
        {
          config: {
            access: { public: true },
            audit: { action: 'login', target: role, recordFailures: true },
          },
          onRequest: signInLimiter,
          ...failureGuard(role),
          schema: {
            tags: ['auth'],
            summary: `Sign in as ${role}`,
            body: ZLoginRequest,
            response: { 200: ZLoginResponse, 401: errorResponse('Wrong email or password') },
          },
        },
        async (req, reply) => {
          const { account, token, lastsUntil } = await login(req.db, role, req.body, context(req));
          noteAudit(req, {
            actor: { role, id: account.id, email: account.email },
            adminId: account.tenantId,
            targetId: account.id,
          });
          setSessionCookie(req, reply, token, lastsUntil);
          return { ...presentSessionUser(account), token };
        },
      );
    }

    app.post(
      '/auth/logout',
      {
        config: { access: { public: true, readsSession: true }, audit: { action: 'logout' } },
        schema: { tags: ['auth'], response: { 204: ZNoContent.describe('Signed out') } },
      },
      async (req, reply: FastifyReply) => {
        if (req.actor) await deleteSession(req.db, req.actor.sessionId);
        else noteAudit(req, { skip: true });
        clearSessionCookie(req, reply);
        reply.status(204);
        return null;
      },
    );

    app.get(
      '/auth/me',
      {
        config: { access: { roles: ROLES, scope: 'self', allowPendingPasswordChange: true } },
        schema: { tags: ['auth'], response: { 200: ZMeResponse } },
      },
      async (req) => loadSessionUser(req.db, requireActor(req)),
    );

    // The app's language follows the person: kept with whichever account is signed in.
    app.put(
      '/auth/me/language',
      {
        config: {
          access: { roles: ROLES, scope: 'self', allowPendingPasswordChange: true },
          audit: { action: 'account.language', target: 'account' },
        },
        schema: {
          tags: ['auth'],
          summary: 'Keep the language the signed-in person chose',
          body: ZSetLanguageRequest,
          response: { 200: ZSetLanguageRequest },
        },
      },
      async (req) => {
        const actor = requireActor(req);
        await setLanguage(req.db, actor.role, actor.userId, req.body.language);
        noteAudit(req, { targetId: actor.userId });
        return { language: req.body.language };
      },
    );

    app.post(
      '/auth/student/register',
      {
        config: { access: { public: true }, audit: { action: 'student.register', target: 'student' } },
        onRequest: signInLimiter,
        schema: { tags: ['auth'], body: ZStudentRegisterRequest, response: { 201: ZCreatedResponse } },
      },
      async (req, reply) => {
        const student = await registerStudent(req.db, req.body);
        noteAudit(req, {
          actor: { role: 'student', id: student.id, email: req.body.email },
          adminId: student.adminId,
          targetId: student.id,
        });
        reply.status(201);
        return { message: 'Registration successful. Please login.', id: student.id };
      },
    );

    app.post(
      '/auth/staff/register',
      {
        config: {
          access: { roles: ['admin'], scope: 'tenant' },
          audit: { action: 'staff.register', target: 'staff' },
        },
        schema: { tags: ['auth'], body: ZStaffRegisterRequest, response: { 201: ZCreatedResponse } },
      },
      async (req, reply) => {
        const { id } = await addStaff(req.db, requireTenantActor(req), req.body);
        noteAudit(req, { targetId: id });
        reply.status(201);
        return { message: 'Registration successful! Please login.', id };
      },
    );

    // Public, but proves the current password (DECISIONS.md: email + new password alone would hand over any account).
    app.post(
      '/auth/student/change-password',
      {
        config: {
          access: { public: true, readsSession: true },
          audit: { action: 'password.change', target: 'student', recordFailures: true },
        },
        onRequest: signInLimiter,
        ...failureGuard('student'),
        schema: { tags: ['auth'], body: ZStudentChangePasswordRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const account = await changeStudentPassword(req.db, req.body, req.actor).catch((err: unknown) => {
          loginThrottle.markFailed(req);
          throw err;
        });
        noteAudit(req, {
          actor: { role: 'student', id: account.id, email: account.email },
          adminId: account.tenantId,
          targetId: account.id,
        });
        return { message: 'Password changed successfully. Please login with new password.' };
      },
    );

    app.put(
      '/auth/superadmin/change-password',
      {
        config: {
          access: { roles: ['superadmin'], scope: 'self', allowPendingPasswordChange: true },
          audit: { action: 'password.change', target: 'superadmin', recordFailures: true },
        },
        schema: {
          tags: ['auth'],
          body: ZSuperadminChangePasswordRequest,
          response: { 200: ZMessageResponse, 429: tooManyFailures },
        },
      },
      async (req) => {
        await changeOwnPassword(req.db, requireActor(req), req.body.currentPassword, req.body.newPassword);
        return { message: 'Password updated successfully' };
      },
    );

    app.put(
      '/auth/admin/setting/change-password',
      {
        config: {
          access: { roles: ['admin'], scope: 'self', allowPendingPasswordChange: true },
          audit: { action: 'password.change', target: 'admin', recordFailures: true },
        },
        schema: {
          tags: ['auth'],
          body: ZAdminChangePasswordRequest,
          response: { 200: ZMessageResponse, 429: tooManyFailures },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        assertOwnTenant(actor, { admin_id: req.body.adminId });
        await changeOwnPassword(req.db, actor, req.body.oldPassword, req.body.newPassword);
        return { message: 'Password updated successfully' };
      },
    );

    // The spec's client sends a fixed id; the signed-in staff member is the one whose password changes.
    app.put(
      '/auth/staff/:id',
      {
        config: {
          access: { roles: ['staff'], scope: 'self', allowPendingPasswordChange: true },
          audit: { action: 'password.change', target: 'staff', recordFailures: true },
        },
        schema: {
          tags: ['auth'],
          params: ZIdParams,
          body: ZStaffChangePasswordRequest,
          response: { 200: ZMessageResponse, 429: tooManyFailures },
        },
      },
      async (req) => {
        await changeOwnPassword(req.db, requireActor(req), req.body.oldPassword, req.body.newPassword);
        return { message: 'Password updated successfully' };
      },
    );
  };
}
