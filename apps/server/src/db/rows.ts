export type Row = Record<string, unknown>;

/** Rows of `db.execute` (a raw statement), whichever driver answered: PGlite and pg shape them differently. */
export function rowsOf<T = Row>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
