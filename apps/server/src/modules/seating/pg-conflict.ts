import { conflict } from '../../errors/http-errors.ts';

export const codeOf = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

/** Runs `work`; a double booking refused by the database's EXCLUDE constraint becomes a clear 409. */
export async function refuseOverlap<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (codeOf(err) === '23P01') throw conflict(message);
    throw err;
  }
}
