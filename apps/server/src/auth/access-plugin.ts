import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../errors/http-errors.ts';
import { isForeignOrigin } from '../http/request-guards.ts';
import { sessionNow } from '../tenancy/library-clock.ts';
import type { Actor, DoorDevice, RouteAccess, TenantActor } from './actor.ts';
import { clearSessionCookie, readSessionToken } from './cookies.ts';
import { authenticateDoorDevice, DEVICE_NOT_PAIRED_MESSAGE } from './door-device-credential.ts';
import { LOGIN_DISABLED_MESSAGE, PASSWORD_CHANGE_REQUIRED_MESSAGE } from './messages.ts';
import { deleteSession, deleteSessionsOfUser, findSessionActor, slideSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The paired kiosk of a device route (`access: { device }`). */
    doorDevice: DoorDevice | null;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access, for the authorization matrix test and docs. */
    apiRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's input schemas (zod), for the fuzz test. */
  schema: FastifySchema | undefined;
}

/** Paths that serve documentation rather than data; they are public by nature. */
const UNDECLARED_PUBLIC_PREFIXES = ['/api/docs'];

/** Every `/api` route declares `config.access`; a route without one cannot be registered. */
export function registerAccessControl(app: FastifyInstance, db: Db) {
  app.decorateRequest('actor', null);
  app.decorateRequest('doorDevice', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('apiRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (UNDECLARED_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, schema: route.schema });
    }
    if ('roles' in access) {
      if (access.roles.length === 0) throw new Error(`Route ${route.url} allows no role`);
      if (access.scope === 'platform' && access.roles.some((r) => r !== 'superadmin')) {
        throw new Error(`Route ${route.url}: platform scope is for the superadmin only`);
      }
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access;
    if (!access) return;
    if ('device' in access) {
      // A device route reads no session: a signed-in owner's browser is not a door device.
      req.doorDevice = await authenticateDoorDevice(db, req);
      if (!req.doorDevice) throw unauthorized(DEVICE_NOT_PAIRED_MESSAGE);
      return;
    }
    if ('public' in access && !access.readsSession) return;
    const actor = await authenticate(db, req);
    req.actor = actor;
    if ('public' in access) return;
    if (!actor) {
      // A page of another origin must not be able to sign the user out.
      if (!isForeignOrigin(req)) clearSessionCookie(req, reply);
      throw unauthorized();
    }
    if (!access.roles.includes(actor.role)) throw forbidden('Your role cannot do this.');
    if (actor.mustChangePassword && !access.allowPendingPasswordChange) {
      throw forbidden(PASSWORD_CHANGE_REQUIRED_MESSAGE);
    }
  });
}

/** Resolves the request's session to an actor; ends sessions that are expired, orphaned or switched off. */
async function authenticate(db: Db, req: FastifyRequest): Promise<Actor | null> {
  const token = readSessionToken(req);
  if (!token) return null;
  const session = await findSessionActor(db, token);
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || !session.account) {
    await deleteSession(db, session.id);
    return null;
  }
  if (!session.loginEnabled && session.role !== 'superadmin') {
    await deleteSessionsOfUser(db, session.role, session.userId);
    throw unauthorized(LOGIN_DISABLED_MESSAGE);
  }
  await slideSession(db, session, now);
  const { account } = session;
  return {
    role: session.role,
    userId: session.userId,
    sessionId: session.id,
    ...account,
    today: sessionNow(account).today,
  };
}

/** The actor of a route that declared roles; narrows away null. */
export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/** The actor of a tenant-scoped route: admin, staff or student with a tenant. */
export function requireTenantActor(req: FastifyRequest): TenantActor {
  const actor = requireActor(req);
  if (actor.tenantId === null) throw forbidden('This action belongs to a library; sign in as its admin.');
  return actor as TenantActor;
}
