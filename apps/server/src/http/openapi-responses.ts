import type { SwaggerTransform } from '@fastify/swagger';
import { ZErrorResponse } from '@studydesk/contract';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../auth/actor.ts';

type JsonSchema = Record<string, unknown>;
type Header = { type: string; description: string };

/** Route hooks that answer 429 and send the rate-limit headers (see `rateLimited`). */
const rateLimitHooks = new WeakSet<object>();

/** Marks a rate-limit hook, so the document of the routes that use it tells of the 429 and its headers. */
export function rateLimited<T extends object>(hook: T): T {
  rateLimitHooks.add(hook);
  return hook;
}

/** A refusal (`{ message }`) as a route's schema declares it, with what it means there. */
export const errorResponse = (description: string) => ZErrorResponse.describe(description);
const error = errorResponse;

const hasRateLimit = (route: RouteOptions) =>
  [route.onRequest].flat().some((hook) => hook && rateLimitHooks.has(hook));

/** A query that names a record by its id (`student_id`, `adminId`) can name one that is not there. */
const namesRecord = (query: unknown) =>
  query instanceof z.ZodObject && Object.keys(query.shape).some((key) => /(^|_)id$|[a-z]Id$/.test(key));

/**
 * The errors every API route may answer, by what the route is (its access, method, path and
 * body), as the app's hooks and error handler answer them. A route names any other status, or an
 * error with more fields, in its own `schema.response`, which wins.
 */
function errorResponses(route: RouteOptions, access: RouteAccess): Record<number, z.ZodType> {
  const methods = [route.method].flat();
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const signedIn = !('public' in access);
  const names =
    writes ||
    route.url.includes(':') ||
    Boolean(route.schema?.body) ||
    namesRecord(route.schema?.querystring);
  const out: Record<number, z.ZodType> = {
    400: error('Invalid input: `message` says which field and why (`issues` lists each field)'),
  };
  if (signedIn) out[401] = error('Not signed in, or the session has ended');
  if (signedIn || writes)
    out[403] = error('This role or library may not do this, or the request came from another site');
  if (names) out[404] = error('The record named does not exist (or belongs to another library)');
  if (writes) out[409] = error('Conflicts with what is stored (a duplicate, a place already taken)');
  if (writes) {
    out[413] = error('The body or upload is too large');
    out[415] = error('The body is not JSON (or, for uploads, multipart/form-data)');
  }
  if (signedIn && methods.includes('POST')) {
    out[422] = error('This Idempotency-Key was already used for a different request');
  }
  if (hasRateLimit(route)) {
    out[429] = error('Too many attempts: wait and try again');
  }
  out[500] = error('Something went wrong on the server');
  return out;
}

const RATE_LIMIT_HEADERS: Record<string, Header> = {
  'x-ratelimit-limit': { type: 'integer', description: 'Requests allowed in the window' },
  'x-ratelimit-remaining': { type: 'integer', description: 'Requests left in the window' },
  'x-ratelimit-reset': { type: 'integer', description: 'Seconds until the window starts again' },
};

/** The headers a response of the route carries, beside the standard ones. */
function headersOf(route: RouteOptions, status: string, media: string[]): Record<string, Header> {
  const headers: Record<string, Header> = {};
  const ok = status.startsWith('2');
  const query = route.schema?.querystring;
  if (ok && query instanceof z.ZodObject && 'limit' in query.shape && 'offset' in query.shape) {
    headers['x-total-count'] = { type: 'integer', description: 'How many rows the whole list has' };
    headers['x-total-cap'] = {
      type: 'integer',
      description: 'Sent when the list serves only its first rows: a total above it means "more than this"',
    };
  }
  if (ok && media.some((type) => type !== 'application/json')) {
    headers['content-disposition'] = {
      type: 'string',
      description: 'The file name (`inline` or `attachment`)',
    };
  }
  if (route.config?.access && !('public' in route.config.access) && [route.method].flat().includes('POST')) {
    headers['idempotent-replayed'] = {
      type: 'string',
      description:
        '`true` when this is the stored answer to an earlier request with the same Idempotency-Key',
    };
  }
  if (hasRateLimit(route)) {
    Object.assign(headers, RATE_LIMIT_HEADERS);
    if (status === '429') {
      headers['retry-after'] = { type: 'integer', description: 'Seconds to wait before trying again' };
    }
  }
  return headers;
}

/**
 * OpenAPI 3.0 allows null in a `nullable` enum only when the enum lists it (the 3.0.3
 * clarification); zod's 3.0 target leaves it out, so a validator would refuse the nulls sent.
 */
function nullInNullableEnums(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  for (const child of Object.values(node)) nullInNullableEnums(child);
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
}

/**
 * The OpenAPI document of a route as its clients meet it: the responses the route declares
 * (zod, through fastify-type-provider-zod), the errors every route of its kind may answer, the
 * headers each response carries, and no body for a 204.
 */
export const documentResponses: SwaggerTransform = (document) => {
  const { route } = document;
  const access = route.config?.access;
  const own = (document.schema.response ?? {}) as Record<string, unknown>;
  const response = access ? { ...errorResponses(route, access), ...own } : own;
  const { schema, url } = jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, ...(Object.keys(response).length > 0 ? { response } : {}) },
  });
  const described = (schema.response ?? {}) as Record<string, JsonSchema>;
  for (const [status, entry] of Object.entries(described)) {
    if (status === '204') {
      described[status] = { type: 'null', description: entry.description ?? 'No content' };
      continue;
    }
    const content = entry.content as Record<string, unknown> | undefined;
    const headers = headersOf(route, status, content ? Object.keys(content) : ['application/json']);
    if (Object.keys(headers).length > 0) entry.headers = headers;
  }
  nullInNullableEnums(schema);
  return { schema, url };
};
