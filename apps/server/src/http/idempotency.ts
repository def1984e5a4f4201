import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../errors/http-errors.ts';

const KEEP_MS = 24 * 60 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The Idempotency-Key of a request, read before its handler runs. */
interface KeyedRequest {
  owner: string;
  key: string;
  requestHash: string;
  /** The advisory lock that marks the key in flight (64 bits of the key's hash). */
  lock: string;
  /** The handler ran under the key: a refusal it threw is kept as the key's answer. */
  ran: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyedRequest | null;
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const keyOf = (claim: KeyedRequest) =>
  and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.key, claim.key));
const expiry = () => new Date(Date.now() + KEEP_MS);

/**
 * `Idempotency-Key` on signed-in POSTs under /api: the same key and body later gets the first
 * answer again, another body a 422, and while the first is still running a 409. Keys last 24
 * hours; 5xx answers are not kept. Sign-in and other public POSTs keep no keys (their answers
 * carry session tokens). The key is claimed and answered inside the write's transaction
 * (`answerOnce`, called by the audit trail); this reads the header and keeps refusals.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || key === undefined || !req.actor || !req.url.startsWith('/api/')) return;
    if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters.');
    }
    const owner = `${req.actor.role}:${req.actor.userId}`;
    req.idempotency = {
      owner,
      key,
      requestHash: sha256(`${req.routeOptions.url ?? req.url}\n${req.url}\n${canonical(req.body ?? null)}`),
      lock: BigInt.asIntN(64, BigInt(`0x${sha256(`${owner}\n${key}`).slice(0, 16)}`)).toString(),
      ran: false,
    };
  });

  // A refusal the handler threw rolled its transaction back, so nothing changed: keeping it here,
  // after the fact, is safe (a crash first only means the retry runs afresh).
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    const status = reply.statusCode;
    if (!claim?.ran || status < 400 || status >= 500 || typeof payload !== 'string') return payload;
    claim.ran = false;
    const contentType = reply.getHeader('content-type');
    await db
      .insert(idempotencyKeys)
      .values({
        owner: claim.owner,
        key: claim.key,
        requestHash: claim.requestHash,
        statusCode: status,
        contentType: typeof contentType === 'string' ? contentType : null,
        responseBody: payload,
        expiresAt: expiry(),
      })
      .onConflictDoNothing();
    return payload;
  });
}

/** Deletes stored answers past their day (a scheduled job, jobs/housekeeping-jobs.ts). */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
}

/**
 * Runs a write (`run`, inside its transaction `tx`) once per Idempotency-Key. The key is held by
 * a transaction-scoped advisory lock, which commit, rollback or the end of a dead process's
 * connection releases, so no crash leaves a key held; the answer is stored by the same
 * transaction as the change, so a committed change always has its answer to replay.
 */
export async function answerOnce(
  tx: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<unknown>,
) {
  const claim = req.idempotency;
  if (!claim) return run();
  const [lock] = rowsOf<{ held: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${claim.lock}::bigint) as held`),
  );
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(keyOf(claim), isNotNull(idempotencyKeys.statusCode), gt(idempotencyKeys.expiresAt, sql`now()`)),
    );
  if (first && first.requestHash !== claim.requestHash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
  }
  if (first?.statusCode) {
    reply.status(first.statusCode).header('idempotent-replayed', 'true');
    if (first.contentType) reply.header('content-type', first.contentType);
    return first.responseBody ?? '';
  }
  if (!lock?.held) {
    throw conflict('A request with this Idempotency-Key is still being processed. Try again shortly.');
  }
  // What is left under the key has expired (or is a claim an older version left unanswered).
  await tx.delete(idempotencyKeys).where(keyOf(claim));
  claim.ran = true;
  const payload = await run();
  claim.ran = false;
  const contentType = reply.getHeader('content-type');
  const body =
    reply.statusCode < 500 && (contentType === undefined || String(contentType).includes('json'))
      ? reply.serialize(payload)
      : null;
  // Nothing to replay (a 5xx, a file): a retry with the key runs again.
  if (typeof body !== 'string') return payload;
  reply.header('content-type', typeof contentType === 'string' ? contentType : JSON_TYPE);
  await tx.insert(idempotencyKeys).values({
    owner: claim.owner,
    key: claim.key,
    requestHash: claim.requestHash,
    statusCode: reply.statusCode,
    contentType: String(reply.getHeader('content-type')),
    responseBody: body,
    expiresAt: expiry(),
  });
  return body;
}
