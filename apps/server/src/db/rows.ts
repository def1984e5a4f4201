import { sql } from 'drizzle-orm';

export type Row = Record<string, unknown>;

/** A select needs a FROM in Drizzle: one row of nothing, for a select of expressions (or subqueries). */
export const ONE_ROW = sql`(values (1)) one`;

/** Rows of `db.execute` (a raw statement), whichever driver answered: PGlite and pg shape them differently. */
export function rowsOf<T = Row>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
