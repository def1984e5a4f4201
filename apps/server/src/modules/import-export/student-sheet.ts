import { STUDENT_SHEET_COLUMNS } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { badRequest } from '../../errors/http-errors.ts';
import { readSheetTable } from './sheet-reader.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** No field of a student holds more; the form's own caps (120, 500) are checked per field. */
export const MAX_IMPORT_CELL_CHARS = 1_000;

/** Spreadsheet apps run cells that start with = + - @ as formulas: exports prefix them with '. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes `neutralise` on import, so an export reads back as it was. */
export function restore(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

export type SheetRow = Record<string, string>;

/** Reads the first sheet of an .xlsx or a .csv into rows keyed by lower-case header. */
export async function readStudentSheet(buffer: Buffer): Promise<SheetRow[]> {
  const table = await readSheetTable(buffer, {
    maxRows: MAX_IMPORT_ROWS,
    maxCellChars: MAX_IMPORT_CELL_CHARS,
  });
  const [header, ...rows] = table;
  if (!header) throw badRequest('The file is empty.');
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

/** The sheet's columns, in order (the template, and the export). */
export const studentSheetColumns = () =>
  STUDENT_SHEET_COLUMNS.map((key) => ({ header: key, key, width: key.includes('address') ? 32 : 18 }));

/** A workbook with the expected columns, bold headers (the template). */
export function studentWorkbook(): { book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const sheet = book.addWorksheet('Students');
  sheet.columns = studentSheetColumns();
  sheet.getRow(1).font = { bold: true };
  return { book, sheet };
}
