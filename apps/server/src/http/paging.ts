import { NEWER_CURSOR_HEADER, OLDER_CURSOR_HEADER } from '@studydesk/contract';
import type { FastifyReply } from 'fastify';
import { EXACT_COUNT_LIMIT } from '../db/count.ts';
import type { Cursor, KeysetPage } from '../db/keyset-page.ts';
import { badRequest } from '../errors/http-errors.ts';

/**
 * Lists keep the spec's array body and carry the total in `X-Total-Count` (DECISIONS.md). A list
 * that serves only its first `cap` rows says so in `X-Total-Cap`: a total above it means "more
 * than `cap`", and the web offers no page past it.
 */
export function withTotal<T>(reply: FastifyReply, page: { rows: T[]; total: number; cap?: number }): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.cap !== undefined) reply.header('x-total-cap', String(page.cap));
  return page.rows;
}

/**
 * Lists of every library page through their first 10,000 rows only, a search through its first
 * 1,000 (`cap`): a narrower search finds the rest.
 */
export function assertShallowPage(page: { limit: number; offset: number }, cap = EXACT_COUNT_LIMIT): void {
  if (page.offset + page.limit <= cap) return;
  throw badRequest(`Lists of every library stop at ${cap} rows: narrow the search to see older rows.`, {
    issues: [{ field: 'offset', message: `offset + limit may not pass ${cap}` }],
  });
}

/**
 * Lists that grow without end (attendance, check-ins) keep the array body and name the pages
 * beside it in `X-Older-Cursor` / `X-Newer-Cursor` (`<key>_<id>`, sent back as `before` / `after`),
 * each absent when there is no such page. Nothing is counted.
 */
export function withCursors<T>(reply: FastifyReply, page: KeysetPage<T>): T[] {
  const text = (c: Cursor) => `${c.key}_${c.id}`;
  if (page.older) reply.header(OLDER_CURSOR_HEADER, text(page.older));
  if (page.newer) reply.header(NEWER_CURSOR_HEADER, text(page.newer));
  return page.rows;
}
