import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Idempotency keys of POST requests, shared by every app instance: per caller (`owner`) and key,
 * the hash of the body and the stored status and response, written by the write's own transaction
 * (a null status is a claim an older version left; it answers nothing).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_owner_key_uq').on(t.owner, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
