import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tenantPrimaryKey } from './columns.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Counters every app instance shares: sign-in delays per account + IP and per-IP rate
 * limits. Rows past `expires_at` are dead and swept periodically.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowEndsAt: ts('window_ends_at').notNull(),
    blockedUntil: ts('blocked_until'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('throttles_expires_idx').on(t.expiresAt)],
);

/** bytea as a Buffer on both drivers (PGlite hands back a plain Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images, in the database so that any instance serves them (2 MB each at most). */
export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    adminId: tenantId(),
    /** `uploads/<kind>/<generated name>`, as stored on the student or event row. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey('uploads', t),
    // Paths are unique within a library; an image is read through the row that shows it (0037).
    uniqueIndex('uploads_path_uq').on(t.adminId, t.path),
    index('uploads_admin_idx').on(t.adminId),
    check('uploads_size', sql`octet_length(${t.bytes}) <= 2097152`),
  ],
);
