import { badRequest } from '../../errors/http-errors.ts';
import { readSheetOffThread } from '../../workers/pool.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

export interface SheetJob {
  kind: 'xlsx' | 'csv';
  bytes: Uint8Array;
  /** Rows after the header. */
  maxRows: number;
  maxCellChars: number;
  /** What a row is, for the refusal of a file with too many ('students', 'lines'). */
  rowNoun: string;
}

export type SheetResult = { table: string[][] } | { refused: string };

/**
 * Reads the first sheet of an .xlsx or a .csv into rows of text, off the event loop: an .xlsx
 * is refused by its declared sizes before anything is inflated, and rows are counted while
 * they stream, so an over-long file stops at its first extra row.
 */
export async function readSheetTable(
  buffer: Buffer,
  {
    maxRows,
    maxCellChars,
    rowNoun = 'students',
  }: { maxRows: number; maxCellChars: number; rowNoun?: string },
): Promise<string[][]> {
  const kind = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv';
  if (kind === 'xlsx') assertZipWithinLimits(buffer);
  const result = await readSheetOffThread({
    kind,
    bytes: new Uint8Array(buffer),
    maxRows,
    maxCellChars,
    rowNoun,
  });
  if ('refused' in result) throw badRequest(result.refused);
  return result.table;
}
