import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../errors/http-errors.ts';
import { registerSweep } from '../housekeeping.ts';

const KEEP_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The claimed idempotency row of this request, answered in onSend. */
    idempotencyId: number | null;
  }
}

/** JSON with object keys sorted, so two bodies with the same fields hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `Idempotency-Key` on signed-in POSTs under /api: the first request with a key claims it in the
 * database (shared by every app instance); the same key and body later gets the first answer
 * again, another body a 422, and while the first is still running a 409. Keys last 24 hours.
 * Sign-in and other public POSTs keep no keys (their answers carry session tokens).
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotencyId', null);

  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || key === undefined || !req.actor || !req.url.startsWith('/api/')) return;
    if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters.');
    }
    const owner = `${req.actor.role}:${req.actor.userId}`;
    const requestHash = createHash('sha256')
      .update(`${req.routeOptions.url ?? req.url}\n${req.url}\n${canonical(req.body ?? null)}`)
      .digest('hex');
    const mine = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
    await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.expiresAt, sql`now()`)));
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ owner, key, requestHash, expiresAt: new Date(Date.now() + KEEP_MS) })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      req.idempotencyId = claimed.id;
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (first && first.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    }
    if (!first || first.statusCode === null) {
      throw conflict('A request with this Idempotency-Key is still being processed. Try again shortly.');
    }
    reply.status(first.statusCode).header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return reply.send(first.responseBody ?? '');
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = req.idempotencyId;
    if (id === null) return payload;
    req.idempotencyId = null;
    const row = eq(idempotencyKeys.id, id);
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      // Nothing to replay: let a retry with the same key run again.
      await db.delete(idempotencyKeys).where(row);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        responseBody: payload,
      })
      .where(row);
    return payload;
  });

  registerSweep(app, 'idempotency key', CLEANUP_EVERY_MS, () =>
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)),
  );
}
