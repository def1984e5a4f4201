// Runs on the sheet pool's worker threads (workers/pool.ts): inflating and parsing a spreadsheet
// never blocks the server's event loop, and a hostile file only exhausts its thread's own limits.
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { SheetJob, SheetResult } from './sheet-reader.ts';

class SheetRefused extends Error {}

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && value.result != null) return String(value.result);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

/** Collects rows as they stream in, refusing the file at the first row or cell over a limit. */
function collector(job: SheetJob) {
  const table: string[][] = [];
  return {
    table,
    add(cells: string[]) {
      if (table.length > job.maxRows)
        throw new SheetRefused(`A file may hold at most ${job.maxRows} ${job.rowNoun}.`);
      if (cells.some((c) => c.length > job.maxCellChars)) {
        throw new SheetRefused(
          `Row ${table.length + 1}: a cell is longer than ${job.maxCellChars} characters.`,
        );
      }
      table.push(cells);
    },
  };
}

async function readXlsx(job: SheetJob): Promise<string[][]> {
  const rows = collector(job);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(job.bytes)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.add(Array.from(values, (v) => cellText(v ?? null)));
    }
    break; // the first sheet only
  }
  return rows.table;
}

async function readCsv(job: SheetJob): Promise<string[][]> {
  const bytes = Buffer.from(job.bytes);
  if (bytes.includes(0)) throw new SheetRefused('Only .csv and .xlsx files can be imported.');
  const rows = collector(job);
  const parser = Readable.from(bytes.toString('utf8').replace(/^\uFEFF/, '')).pipe(
    parseCsv({ skip_empty_lines: true, relax_column_count: true, max_record_size: job.maxCellChars * 20 }),
  );
  for await (const record of parser) rows.add(record as string[]);
  return rows.table;
}

/** Reads a sheet's rows of text, or says why the file is refused (the sheet pool's task). */
export default async function parseSheet(job: SheetJob): Promise<SheetResult> {
  try {
    return { table: await (job.kind === 'xlsx' ? readXlsx(job) : readCsv(job)) };
  } catch (err) {
    if (err instanceof SheetRefused) return { refused: err.message };
    return { refused: `The file is not a readable .${job.kind} file.` };
  }
}
