import { STUDENT_SHEET_COLUMNS } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { aadhaarFor } from './aadhaar.ts';

/** The template's header row: the contract's columns, in order. */
export const HEADER: string[] = [...STUDENT_SHEET_COLUMNS];

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Ishaan', 'Meera'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Singh', 'Das', 'Joshi'];

/** `count` plausible students with unique emails under `tag`. */
export function studentRows(count: number, tag: string): string[][] {
  return Array.from({ length: count }, (_, i) => [
    '',
    `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`,
    `s${i}.${tag}@import.test`,
    `9${String(800000000 + i).padStart(9, '0')}`,
    aadhaarFor(i + 1),
    i % 2 ? 'SSC CGL' : 'UPSC CSE',
    `Flat ${i + 1}, Kothrud, Pune`,
    '2002-06-15',
    'Ramesh',
    'Sunita',
    'Nashik',
    '',
  ]);
}

export async function xlsxFile(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function readXlsx(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}
