import { formatRupees, type TDues } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { neutralise } from '../import-export/student-sheet.ts';
import { dayClose } from './day-close.queries.ts';

/** The dues list as an .xlsx (text cells neutralised, ₹ in Indian grouping), with its total. */
export async function duesWorkbook(dues: TDues): Promise<Buffer> {
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

/** The desk's day-close report, for today (the library's) unless a range is asked for. */
export async function dayCloseReport(db: Db, actor: TenantActor, range: { from?: string; to?: string }) {
  const from = range.from ?? actor.today;
  const to = range.to ?? from;
  if (to < from) throw badRequest('The end date is before the start date.');
  return dayClose(db, actor.tenantId, from, to);
}
