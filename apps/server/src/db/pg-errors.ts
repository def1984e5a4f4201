/** PostgreSQL error codes the app answers itself (PGlite and node-postgres report them alike). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error (drizzle may wrap it in `cause`), or undefined. */
export function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown; cause?: { code?: unknown } }) ?? {};
  if (typeof code.code === 'string') return code.code;
  if (typeof code.cause?.code === 'string') return code.cause.code;
  return undefined;
}
