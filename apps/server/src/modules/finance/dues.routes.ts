import { formatRupees, ZDayClose, ZDayCloseQuery, ZDues, ZDuesQuery } from '@studydesk/contract';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { neutralise } from '../import-export/student-sheet.ts';
import { dayClose } from './day-close.queries.ts';
import { listDues } from './dues.queries.ts';
import { desk, owner } from './finance.access.ts';

const EXPORT_LIMIT = 20_000;

/** The owner's dues list (and its .xlsx) and the desk's day-close report. */
export function duesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dues',
      {
        config: { access: owner },
        schema: { tags: ['finance'], querystring: ZDuesQuery, response: { 200: ZDues } },
      },
      async (req) => listDues(req.db, requireTenantActor(req).tenantId, req.query, req.query),
    );

    app.get(
      '/dues/export',
      { config: { access: owner }, schema: { tags: ['finance'], querystring: ZDuesQuery } },
      async (req, reply) => {
        const dues = await listDues(req.db, requireTenantActor(req).tenantId, req.query, {
          limit: EXPORT_LIMIT,
          offset: 0,
        });
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
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        reply.header('content-disposition', 'attachment; filename="dues.xlsx"');
        return reply.send(Buffer.from(await book.xlsx.writeBuffer()));
      },
    );

    app.get(
      '/day-close',
      {
        config: { access: desk },
        schema: { tags: ['finance'], querystring: ZDayCloseQuery, response: { 200: ZDayClose } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        const today = await libraryToday(req.db, adminId);
        const from = req.query.from ?? today;
        const to = req.query.to ?? from;
        if (to < from) throw badRequest('The end date is before the start date.');
        return dayClose(req.db, adminId, from, to);
      },
    );
  };
}
