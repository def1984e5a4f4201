import { NEWER_CURSOR_HEADER, OLDER_CURSOR_HEADER } from '@studydesk/contract/keyset';
import { translate } from '../i18n/i18n.ts';
import { SERVER_TEXTS } from '../i18n/server-texts.ts';

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
  const known = SERVER_TEXTS[message];
  return known ? translate(known) : message;
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
export function fetchEarly(path: string) {
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

async function request<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  return (await send(method, path, body, idempotencyKey)).data as T;
}

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

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  getKeysetPage: async <T>(path: string): Promise<KeysetPage<T>> => {
    const { data, headers } = await send('GET', path);
    return {
      rows: (data ?? []) as T[],
      older: headers.get(OLDER_CURSOR_HEADER),
      newer: headers.get(NEWER_CURSOR_HEADER),
    };
  },
  getPage: async <T>(path: string): Promise<Page<T>> => {
    const { data, headers } = await send('GET', path);
    const rows = (data ?? []) as T[];
    const cap = headers.get('x-total-cap');
    return {
      rows,
      total: Number(headers.get('x-total-count') ?? rows.length),
      ...(cap ? { cap: Number(cap) } : {}),
    };
  },
  /**
   * Every POST carries an Idempotency-Key: pass the form's submission key (the same for a
   * double click or a retry of one submission), else each call gets a fresh one.
   */
  post: <T>(path: string, body: unknown = {}, idempotencyKey: string = newIdempotencyKey()) =>
    request<T>('POST', path, body, idempotencyKey),
  put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
