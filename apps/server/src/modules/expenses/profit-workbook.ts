import type { TProfitAndLoss } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { neutralise } from '../import-export/student-sheet.ts';

const RUPEES = '#,##,##0.00';
const CATEGORY_NAMES: Record<string, string> = {
  rent: 'Rent',
  electricity: 'Electricity',
  salaries: 'Salaries',
  internet: 'Internet',
  maintenance: 'Maintenance',
  other: 'Other',
};
/** A category as the sheet names it: the usual ones in words, the owner's own as typed (neutralised). */
export const categoryName = (c: string) => CATEGORY_NAMES[c] ?? neutralise(c);

/**
 * A month's profit and loss as an .xlsx: the statement (collections, refunds, expenses by
 * category, profit, per seat) and, on a second sheet, profit per shift with the rule it follows.
 */
export async function renderProfitWorkbook(pl: TProfitAndLoss): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const sheet = book.addWorksheet('Profit and loss');
  sheet.columns = [
    { header: `Profit and loss ${pl.month}`, key: 'line', width: 34 },
    { header: 'Amount (₹)', key: 'amount', width: 16, style: { numFmt: RUPEES } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ line: 'Collections (receipts)', amount: pl.collections });
  sheet.addRow({ line: 'Refunds (credit notes)', amount: -pl.refunds });
  for (const e of pl.expenses_by_category) {
    sheet.addRow({ line: `Expense: ${categoryName(e.category)}`, amount: -e.amount });
  }
  sheet.addRow({ line: 'Total expenses', amount: -pl.expenses });
  sheet.addRow({ line: 'Profit', amount: pl.profit }).font = { bold: true };
  sheet.addRow({ line: 'Seats', amount: pl.seats }).getCell('amount').numFmt = '0';
  sheet.addRow({ line: 'Profit per seat', amount: pl.profit_per_seat ?? '' });

  const shifts = book.addWorksheet('By shift');
  shifts.columns = [
    { header: 'Shift', key: 'shift', width: 30 },
    { header: 'Collections (₹)', key: 'collections', width: 16, style: { numFmt: RUPEES } },
    { header: 'Refunds (₹)', key: 'refunds', width: 14, style: { numFmt: RUPEES } },
    { header: 'Expenses (₹)', key: 'expenses', width: 14, style: { numFmt: RUPEES } },
    { header: 'Profit (₹)', key: 'profit', width: 14, style: { numFmt: RUPEES } },
  ];
  shifts.getRow(1).font = { bold: true };
  for (const s of pl.shifts) {
    shifts.addRow({ ...s, shift: s.shift === null ? 'Not tied to a shift' : neutralise(s.shift) });
  }
  shifts.addRow({});
  shifts.addRow({
    shift:
      'Expenses are split evenly across the shifts that took money this month; money not tied to a shift carries none.',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
