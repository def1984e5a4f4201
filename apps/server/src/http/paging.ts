import type { FastifyReply } from 'fastify';

/** Lists keep the spec's array body and carry the total in `X-Total-Count` (DECISIONS.md). */
export function withTotal<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}
