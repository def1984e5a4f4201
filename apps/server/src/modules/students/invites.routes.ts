import {
  ZInvitePreview,
  ZInvitesResponse,
  ZInviteTokenParams,
  ZLoginResponse,
  ZSetPasswordRequest,
  ZStudentSelectionRequest,
} from '@studydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { setSessionCookie } from '../../auth/cookies.ts';
import { databaseRateLimitStore } from '../../auth/rate-limit-store.ts';
import { owner } from '../../auth/route-access.ts';
import { tooManyRequests } from '../../errors/http-errors.ts';
import { errorResponse, rateLimited } from '../../http/openapi-responses.ts';
import {
  acceptInvite,
  INVITE_REFUSED,
  inviteStudents,
  previewInvite,
  readToken,
  tokenDigest,
} from './invites.service.ts';

/** Tries of one link (page loads and password submits together) per quarter hour. */
export const INVITE_TRIES_PER_LINK = 10;
const LINK_WINDOW_MS = 15 * 60_000;

const refused = errorResponse(INVITE_REFUSED);
const tokenOf = (req: FastifyRequest) => (req.params as { token?: string }).token ?? '';

/** Invitations to set a password: the owner prepares them in bulk; the student uses one link once. */
export function invitesRoutes({ db, limits }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Per client address, in the budget every credential-checking route shares (auth.routes.ts) ...
    const perAddress = rateLimited(app.rateLimit({ max: limits.loginPerIpPerMinute, timeWindow: 60_000 }));
    // ... and per link, whoever tries it (counted in the same table; a route runs one limiter only).
    const linkTries = new (databaseRateLimitStore(db))();
    const perLink = async (req: FastifyRequest) => {
      // A malformed token is nobody's link (the per-address budget still counts it).
      if (!readToken(tokenOf(req))) return;
      const key = `invite:${tokenDigest(tokenOf(req))}`;
      const current = await new Promise<number>((resolve, reject) =>
        linkTries.incr(
          key,
          (err, result) => (err ? reject(err) : resolve(result?.current ?? 1)),
          LINK_WINDOW_MS,
        ),
      );
      if (current > INVITE_TRIES_PER_LINK) {
        throw tooManyRequests('Too many tries of this link. Please wait 15 minutes and try again.');
      }
    };

    app.post(
      '/manage/students/invites',
      {
        config: { access: owner, audit: { action: 'student.invite', target: 'student' } },
        schema: {
          tags: ['students'],
          summary: 'One-time set-password links (7 days) for the picked students, as WhatsApp and SMS links',
          body: ZStudentSelectionRequest,
          response: { 200: ZInvitesResponse },
        },
      },
      async (req) => {
        const origin = `${req.protocol}://${req.host}`;
        const answer = await inviteStudents(req.db, requireTenantActor(req), req.body.student_ids, origin);
        noteAudit(req, { details: { invited: answer.links.length, skipped: answer.skipped.length } });
        return answer;
      },
    );

    app.get(
      '/auth/invites/:token',
      {
        config: { access: { public: true } },
        onRequest: [perAddress, perLink],
        schema: {
          tags: ['auth'],
          summary: 'Whom a set-password link is for',
          params: ZInviteTokenParams,
          response: { 200: ZInvitePreview, 404: refused },
        },
      },
      async (req) => previewInvite(req.db, req.params.token),
    );

    app.post(
      '/auth/invites/:token',
      {
        config: {
          access: { public: true },
          audit: { action: 'password.set-by-invite', target: 'student', recordFailures: true },
        },
        onRequest: [perAddress, perLink],
        schema: {
          tags: ['auth'],
          summary: 'Choose a password through a set-password link (once) and sign in',
          params: ZInviteTokenParams,
          body: ZSetPasswordRequest,
          response: { 200: ZLoginResponse, 404: refused },
        },
      },
      async (req, reply) => {
        const done = await acceptInvite(req.db, req.params.token, req.body.password, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        noteAudit(req, {
          actor: { role: 'student', id: done.account.id, email: done.account.email },
          adminId: done.account.tenantId,
          targetId: done.account.id,
        });
        setSessionCookie(req, reply, done.token, done.lastsUntil);
        return { ...done.user, token: done.token };
      },
    );
  };
}
