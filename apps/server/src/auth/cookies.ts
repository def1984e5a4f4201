import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const PLAIN = 'sd_session';
// Over HTTPS the __Host- prefix pins the cookie to this exact host and path, Secure only.
const SECURE = '__Host-sd_session';

/** The session token from the cookie or an `Authorization: Bearer` header. */
export function readSessionToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return req.cookies[SECURE] ?? req.cookies[PLAIN];
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const secure = req.protocol === 'https';
  reply.setCookie(secure ? SECURE : PLAIN, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  const secure = req.protocol === 'https';
  reply.clearCookie(secure ? SECURE : PLAIN, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
