import { PassThrough } from 'node:stream';
import { maskAadhaar, STUDENT_SHEET_COLUMNS, ZImportResponse } from '@studydesk/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { importStudents } from './student-import.ts';
import {
  MAX_IMPORT_BYTES,
  neutralise,
  readStudentSheet,
  type SheetRow,
  studentWorkbook,
} from './student-sheet.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const uploadedSheets = new WeakMap<FastifyRequest, { filename: string; rows: SheetRow[] }>();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams the library's students into an .xlsx, a page of rows at a time. */
function exportStudents(db: Db, adminId: number): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet('Students');
  sheet.columns = STUDENT_SHEET_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key.includes('address') ? 32 : 18,
  }));
  (async () => {
    let after = 0;
    for (;;) {
      const page = await db
        .select()
        .from(students)
        .where(and(eq(students.adminId, adminId), gt(students.id, after)))
        .orderBy(asc(students.id))
        .limit(1000);
      for (const s of page) {
        const cells: Record<string, string> = {
          student_id: s.studentId,
          name: s.name,
          email: s.email,
          phone: s.phone,
          aadhaar: maskAadhaar(s.aadhaarLast4),
          course: s.course,
          address: s.address,
          dob: s.dob ?? '',
          father_name: s.fatherName,
          mother_name: s.motherName,
          permanent_address: s.permanentAddress,
          created_at: s.createdAt.toISOString(),
        };
        sheet.addRow(Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, neutralise(v)]))).commit();
      }
      if (page.length < 1000) break;
      after = page[page.length - 1]?.id ?? after;
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** Import & Export Students (.csv and .xlsx), the admin's own library only. */
export function importExportRoutes({ vault }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/importExport/students/import',
      {
        config: { access: owner, audit: { action: 'student.import', target: 'student' } },
        schema: {
          tags: ['import-export'],
          summary: 'Multipart field "file": .csv or .xlsx; all rows or none',
          response: { 200: ZImportResponse },
        },
        // Read before the audited transaction opens: PGlite has one connection, and no other
        // library's request may wait while this file is uploaded and parsed.
        preHandler: async (req) => {
          const { file } = await readForm(req, { maxFileBytes: MAX_IMPORT_BYTES, fileField: 'file' });
          if (!file) throw badRequest('Please select a file!');
          if (!/\.(csv|xlsx)$/i.test(file.filename))
            throw badRequest('Only .csv and .xlsx files can be imported.');
          uploadedSheets.set(req, { filename: file.filename, rows: await readStudentSheet(file.buffer) });
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const sheet = uploadedSheets.get(req);
        if (!sheet) throw badRequest('Please select a file!');
        const imported = await importStudents(req.db, vault, actor, sheet.rows);
        noteAudit(req, { details: { imported, file: sheet.filename } });
        return { message: 'Students imported successfully!', imported };
      },
    );

    app.get(
      '/importExport/students/export',
      {
        config: { access: owner },
        schema: { tags: ['import-export'], summary: 'students.xlsx of the library' },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        reply.header('content-type', XLSX);
        reply.header('content-disposition', 'attachment; filename="students.xlsx"');
        return reply.send(exportStudents(req.db, actor.tenantId));
      },
    );

    app.get(
      '/importExport/students/template',
      {
        config: { access: owner },
        schema: { tags: ['import-export'], summary: 'An .xlsx with the expected columns' },
      },
      async (_req, reply) => {
        const { book, sheet } = studentWorkbook();
        sheet.addRow({
          student_id: '',
          name: 'Aarav Sharma',
          email: 'aarav.sharma@example.com',
          phone: '9876543210',
          aadhaar: '',
          course: 'UPSC CSE',
          address: 'Kothrud, Pune',
          dob: '2002-05-14',
          father_name: 'Rakesh Sharma',
          mother_name: 'Sunita Sharma',
          permanent_address: 'Nagpur',
          created_at: '',
        });
        const buffer = Buffer.from(await book.xlsx.writeBuffer());
        reply.header('content-type', XLSX);
        reply.header('content-disposition', 'attachment; filename="students-template.xlsx"');
        return reply.send(buffer);
      },
    );
  };
}
