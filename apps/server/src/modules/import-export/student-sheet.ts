import { STUDENT_SHEET_COLUMNS } from '@studydesk/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../errors/http-errors.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** Spreadsheet apps run cells that start with = + - @ as formulas: exports prefix them with '. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes `neutralise` on import, so an export reads back as it was. */
export function restore(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export type SheetRow = Record<string, string>;

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

/** Reads the first sheet of an .xlsx or a .csv into rows keyed by lower-case header. */
export async function readStudentSheet(buffer: Buffer): Promise<SheetRow[]> {
  const isXlsx = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  let table: string[][];
  if (isXlsx) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw badRequest('The file is not a readable .xlsx workbook.');
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw badRequest('The workbook has no sheet.');
    table = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value);
      });
      table.push(Array.from(cells, (c) => c ?? ''));
    });
  } else {
    if (buffer.includes(0)) throw badRequest('Only .csv and .xlsx files can be imported.');
    try {
      table = parseCsv(buffer.toString('utf8').replace(/^\uFEFF/, ''), {
        skip_empty_lines: true,
        relax_column_count: true,
      }) as string[][];
    } catch {
      throw badRequest('The file is not a readable .csv file.');
    }
  }
  const [header, ...rows] = table;
  if (!header) throw badRequest('The file is empty.');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`A file may hold at most ${MAX_IMPORT_ROWS} students.`);
  const keys = header.map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!keys.includes('email') || !keys.includes('name')) {
    throw badRequest(`The first row must name the columns: ${STUDENT_SHEET_COLUMNS.join(', ')}.`);
  }
  return rows
    .map((cells) => {
      const row: SheetRow = {};
      keys.forEach((key, i) => {
        if (key) row[key] = restore(String(cells[i] ?? '').trim());
      });
      return row;
    })
    .filter((row) => Object.values(row).some((v) => v !== ''));
}

/** A workbook with the expected columns (the template, and the export's frame). */
export function studentWorkbook(): { book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const sheet = book.addWorksheet('Students');
  sheet.columns = STUDENT_SHEET_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key.includes('address') ? 32 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  return { book, sheet };
}
