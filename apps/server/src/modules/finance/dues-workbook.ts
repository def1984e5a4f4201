import { formatRupees, type TDues } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import { neutralise } from '../import-export/student-sheet.ts';

/** The dues list as an .xlsx (text cells neutralised, ₹ in Indian grouping), with its total. */
export async function renderDuesWorkbook(dues: TDues): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'StudyDesk';
  const sheet = book.addWorksheet('Dues');
  sheet.columns = [
    { header: 'Student ID', key: 'code', width: 14 },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Phone', key: 'phone', width: 14 },
    { header: 'Shift', key: 'shift', width: 22 },
    { header: 'Plan ends', key: 'ends', width: 12 },
    { header: 'Days overdue', key: 'days', width: 12 },
    { header: 'Due (₹)', key: 'due', width: 14, style: { numFmt: '#,##,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of dues.rows) {
    sheet.addRow({
      code: neutralise(r.student_code),
      name: neutralise(r.name),
      phone: neutralise(r.phone),
      shift: neutralise(r.shift ?? ''),
      ends: r.plan_ends_on ?? '',
      days: r.days_overdue,
      due: r.due,
    });
  }
  sheet.addRow({
    name: `Total outstanding ${formatRupees(dues.total_outstanding)}`,
    due: dues.total_outstanding,
  }).font = {
    bold: true,
  };
  return Buffer.from(await book.xlsx.writeBuffer());
}
