import type { TRole } from '@studydesk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { answerOnce } from '../http/idempotency.ts';

/** What a state-changing route records: a stable action name such as `admin.delete`. */
export interface AuditSpec {
  action: string;
  /** The kind of thing the action changes (admin, student, organization...). */
  target?: string;
  /** Record every 4xx answer as `<action>.refused` (sign-ins, password changes), not only 401/403/404. */
  recordFailures?: boolean;
}

/** Facts only the handler knows, noted while it runs and written with the change. */
export interface AuditNote {
  targetId?: string | number | null;
  /** The tenant the change belongs to, when the actor is the superadmin or not yet signed in. */
  adminId?: number | null;
  /** Who acted, for routes that sign someone in (there is no actor yet when they start), or a kiosk. */
  actor?: { role: TRole | 'kiosk'; id: number; email: string | null };
  details?: Record<string, unknown>;
  /** Nothing changed after all (for example, logging out without a session): write no row. */
  skip?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every POST/PUT/PATCH/DELETE under /api. */
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    /** The database handle for this request: inside the audited transaction on state-changing routes. */
    db: Db;
    auditNote: AuditNote | null;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers that refuse a caller: not signed in, not allowed, or someone else's record. */
const REFUSALS = new Set([401, 403, 404]);

/** Adds to the audit row being written for this request. */
export function noteAudit(req: FastifyRequest, note: AuditNote) {
  req.auditNote = { ...req.auditNote, ...note };
}

/**
 * Every state-changing `/api` route runs inside one transaction that also writes its audit row,
 * so a change is never kept without its trail (and a failed change leaves neither), nor without
 * the answer its Idempotency-Key replays.
 * A route that changes state without declaring `config.audit` cannot be registered.
 */
export function registerAuditTrail(app: FastifyInstance, db: Db) {
  app.decorateRequest('db', null as unknown as Db);
  app.decorateRequest('auditNote', null);
  app.addHook('onRequest', async (req) => {
    req.db = db;
  });

  // Refusals are written on their own, after the request's transaction (if any) was rolled back,
  // and before the answer leaves: a caller who was refused finds it on the trail (the password
  // change throttle counts these rows), however fast the next attempt comes.
  app.addHook('onSend', async (req, reply, payload) => {
    const { access, audit } = req.routeOptions.config;
    const status = reply.statusCode;
    if (!access || !(REFUSALS.has(status) || (audit?.recordFailures && status >= 400 && status < 500)))
      return payload;
    // An expired session reading a page, or a temporary password not yet replaced, is no event.
    if ((status === 401 && !audit) || req.actor?.mustChangePassword) return payload;
    const body = req.body as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.slice(0, 254) : undefined;
    await recordAudit(
      db,
      req,
      { action: `${audit?.action ?? 'access'}.refused`, target: audit?.target },
      { details: { status, method: req.method, route: req.routeOptions.url, ...(email ? { email } : {}) } },
    ).catch((err: unknown) => req.log.error({ err }, 'audit: could not record a refusal'));
    return payload;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = [route.method].flat();
    if (methods.every((m) => READ_METHODS.has(m))) return;
    const spec = route.config?.audit;
    if (!spec) throw new Error(`Route ${methods.join(',')} ${route.url} changes state but declares no audit`);
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function audited(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      return db.transaction(async (tx) => {
        req.db = tx as unknown as Db;
        // An Idempotency-Key is claimed and answered in this transaction too: a replay runs nothing.
        return answerOnce(req.db, req, reply, async () => {
          const payload = await handler.call(this, req, reply);
          if (reply.sent) {
            throw new Error(
              `${route.url}: audited handlers return their payload instead of calling reply.send()`,
            );
          }
          await recordAudit(req.db, req, spec, req.auditNote ?? {});
          return payload;
        });
      });
    };
  });
}

/**
 * Writes one audit row. The trail calls it inside a write's transaction; called on its own it
 * records what no transaction carries: a read worth tracing (an Aadhaar reveal) or a refusal
 * (whose request's transaction, if any, is rolled back).
 */
export async function recordAudit(tx: Db, req: FastifyRequest, spec: AuditSpec, note: AuditNote) {
  if (note.skip) return;
  const actor = req.actor
    ? { role: req.actor.role, id: req.actor.userId, email: req.actor.email }
    : (note.actor ?? null);
  await tx.insert(auditLog).values({
    actorRole: actor?.role ?? null,
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    adminId: note.adminId !== undefined ? note.adminId : (req.actor?.tenantId ?? null),
    action: spec.action,
    targetType: spec.target ?? null,
    targetId: note.targetId == null ? null : String(note.targetId),
    ip: req.ip,
    details: note.details ?? null,
  });
}
