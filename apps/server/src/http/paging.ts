import type { FastifyReply } from 'fastify';
import { EXACT_COUNT_LIMIT } from '../db/count.ts';
import { badRequest } from '../errors/http-errors.ts';

/** Lists keep the spec's array body and carry the total in `X-Total-Count` (DECISIONS.md). */
export function withTotal<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}

/** Lists of every library page through their first 10,000 rows only (a search narrows them). */
export function assertShallowPage(page: { limit: number; offset: number }): void {
  if (page.offset + page.limit <= EXACT_COUNT_LIMIT) return;
  throw badRequest(`Lists of every library stop at ${EXACT_COUNT_LIMIT} rows: narrow them with a search.`, {
    issues: [{ field: 'offset', message: `offset + limit may not pass ${EXACT_COUNT_LIMIT}` }],
  });
}
