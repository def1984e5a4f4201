import { NEWER_CURSOR_HEADER, OLDER_CURSOR_HEADER } from '@studydesk/contract/keyset';
import { translate } from '../i18n/i18n.ts';
import { serverText } from '../i18n/server-texts.ts';
import type { ApiRoutes } from './api-paths.ts';

/** A failed API call: the HTTP status and the server's message (field issues when it sent them). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: Array<{ field: string; message: string }> = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The server's message (in the language shown when it is a known one), else the first field issue, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = error.message || error.issues[0]?.message || fallback;
  const known = serverText(message);
  return known ? translate(known.key, known.values) : message;
}

/**
 * A fresh Idempotency-Key: 128 random bits. (crypto.randomUUID needs HTTPS; libraries often
 * serve the app over plain HTTP on their LAN, where getRandomValues still works.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a read started early stays fresh enough for the screen that asked for it. */
const EARLY_FOR_MS = 10_000;
const early = new Map<string, { answer: Promise<Response>; at: number }>();

/**
 * Starts a read the first screen will make, before its code has arrived (the router calls it for
 * the page being opened); the first `api.get` of that path within 10 s takes the answer.
 */
export function fetchEarly(path: ApiPath<'get'>) {
  if (early.has(path)) return;
  const answer = fetch(path, { credentials: 'same-origin' });
  answer.catch(() => undefined); // a failure is reported to the call that takes it, if any
  early.set(path, { answer, at: performance.now() });
}

function takeEarly(path: string): Promise<Response> | undefined {
  const started = early.get(path);
  early.delete(path);
  return started && performance.now() - started.at < EARLY_FOR_MS ? started.answer : undefined;
}

async function send(
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<{ data: unknown; headers: Headers }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    // index.html preloads `/api/auth/me` with the same credentials mode, so the browser hands this
    // fetch the answer already on its way.
    res = await ((method === 'GET' ? takeEarly(path) : undefined) ??
      fetch(path, {
        method,
        credentials: 'same-origin',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, translate('common.networkError'));
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const obj = (data ?? {}) as Record<string, unknown>;
    const issues = Array.isArray(obj.issues) ? (obj.issues as ApiError['issues']) : [];
    let message =
      typeof obj.message === 'string' ? obj.message : typeof obj.error === 'string' ? obj.error : '';
    // Validation answers read 'field: problem'; people only need the problem.
    const first = issues[0];
    if (first?.field && message.startsWith(`${first.field}: `)) message = first.message;
    throw new ApiError(res.status, message, issues, obj);
  }
  return { data, headers: res.headers };
}

type Method = keyof ApiRoutes;
type Routes<M extends Method> = ApiRoutes[M];
type PathIn<R> = R extends { path: infer P extends string } ? P : never;
type RoutePath<M extends Method> = { [K in keyof Routes<M>]: PathIn<Routes<M>[K]> }[keyof Routes<M>];

/**
 * A path the API answers `method` on, as a client writes it (`/api/payments/${number}/confirm`
 * for '/api/payments/{id}/confirm'), with or without a query string. The routes come from the
 * served OpenAPI document (lib/api-paths.ts, `npm run api-types`).
 */
export type ApiPath<M extends Method> = RoutePath<M> | `${RoutePath<M>}?${string}`;

type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;
/** The route a path reaches: a static route by its own name, else the one whose pattern it fits. */
type RouteOf<M extends Method, P extends string> =
  WithoutQuery<P> extends keyof Routes<M>
    ? Routes<M>[WithoutQuery<P>]
    : {
        [K in keyof Routes<M>]: WithoutQuery<P> extends PathIn<Routes<M>[K]> ? Routes<M>[K] : never;
      }[keyof Routes<M>];

/** What a successful call answers (undefined for 204). */
export type ApiAnswer<M extends Method, P extends string> =
  RouteOf<M, P> extends { response: infer R } ? R : never;
/** One row of a list the path answers. */
export type ApiRow<P extends string> = ApiAnswer<'get', P> extends ReadonlyArray<infer Row> ? Row : never;
/** The JSON body the route takes (never when it takes none). */
export type ApiBody<M extends Method, P extends string> = RouteOf<M, P> extends { body: infer B } ? B : never;
/** The body argument: required when the route requires fields; routes without a body take none (or `{}`). */
type BodyArgs<M extends Method, P extends string> = [ApiBody<M, P>] extends [never]
  ? [body?: Record<string, never>]
  : Record<string, never> extends ApiBody<M, P>
    ? [body?: ApiBody<M, P>]
    : [body: ApiBody<M, P>];

/**
 * One page of a list: the rows and the total the server counted (X-Total-Count); `cap` when the
 * list serves only its first `cap` rows (X-Total-Cap: a total above it means "more than cap").
 */
export interface Page<T> {
  rows: T[];
  total: number;
  cap?: number;
}

/**
 * One page of a list that grows without end, newest first: the cursors to send back as `before`
 * (older rows) and `after` (newer rows), null where there are none (X-Older-Cursor, X-Newer-Cursor).
 */
export interface KeysetPage<T> {
  rows: T[];
  older: string | null;
  newer: string | null;
}

/** A GET path that answers rows with ids (a table's list). */
export type ListPath = {
  [K in keyof Routes<'get'>]: Routes<'get'>[K] extends {
    path: infer P;
    response: ReadonlyArray<{ id: number }>;
  }
    ? P
    : never;
}[keyof Routes<'get'>];

const withQuery = (path: string, query?: URLSearchParams) => (query?.size ? `${path}?${query}` : path);

function get<P extends ApiPath<'get'>>(path: P): Promise<ApiAnswer<'get', P>>;
async function get(path: string) {
  return (await send('GET', path)).data;
}

/** A page of a list; `query` adds its paging and search parameters. */
function getPage<P extends ApiPath<'get'>>(path: P, query?: URLSearchParams): Promise<Page<ApiRow<P>>>;
async function getPage(path: string, query?: URLSearchParams): Promise<Page<unknown>> {
  const { data, headers } = await send('GET', withQuery(path, query));
  const rows = (data ?? []) as unknown[];
  const cap = headers.get('x-total-cap');
  return {
    rows,
    total: Number(headers.get('x-total-count') ?? rows.length),
    ...(cap ? { cap: Number(cap) } : {}),
  };
}

/** A page of a keyset-paged list; `query` adds `limit` and the cursor. */
function getKeysetPage<P extends ApiPath<'get'>>(
  path: P,
  query?: URLSearchParams,
): Promise<KeysetPage<ApiRow<P>>>;
async function getKeysetPage(path: string, query?: URLSearchParams): Promise<KeysetPage<unknown>> {
  const { data, headers } = await send('GET', withQuery(path, query));
  return {
    rows: (data ?? []) as unknown[],
    older: headers.get(OLDER_CURSOR_HEADER),
    newer: headers.get(NEWER_CURSOR_HEADER),
  };
}

/**
 * Every POST carries an Idempotency-Key: pass the form's submission key (the same for a
 * double click or a retry of one submission), else each call gets a fresh one.
 */
function post<P extends ApiPath<'post'>>(
  path: P,
  ...args: [...BodyArgs<'post', P>, idempotencyKey?: string]
): Promise<ApiAnswer<'post', P>>;
async function post(path: string, body: unknown = {}, idempotencyKey: string = newIdempotencyKey()) {
  return (await send('POST', path, body, idempotencyKey)).data;
}

function put<P extends ApiPath<'put'>>(path: P, ...body: BodyArgs<'put', P>): Promise<ApiAnswer<'put', P>>;
async function put(path: string, body: unknown = {}) {
  return (await send('PUT', path, body)).data;
}

function patch<P extends ApiPath<'patch'>>(
  path: P,
  ...body: BodyArgs<'patch', P>
): Promise<ApiAnswer<'patch', P>>;
async function patch(path: string, body: unknown = {}) {
  return (await send('PATCH', path, body)).data;
}

function remove<P extends ApiPath<'delete'>>(path: P): Promise<ApiAnswer<'delete', P>>;
async function remove(path: string) {
  return (await send('DELETE', path)).data;
}

/** The API, typed by its routes: a path it does not answer, or a body it would refuse, does not compile. */
export const api = { get, getPage, getKeysetPage, post, put, patch, delete: remove };
