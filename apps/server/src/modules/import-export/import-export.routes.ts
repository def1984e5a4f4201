import { ZImportFailure, ZImportResponse } from '@studydesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { owner } from '../../auth/route-access.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { fileResponse, sendDownload, XLSX } from '../../http/downloads.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { exportStudents, importStudents, studentTemplate } from './import-export.service.ts';
import { MAX_IMPORT_BYTES, readStudentSheet, type SheetRow } from './student-sheet.ts';

const uploadedSheets = new WeakMap<FastifyRequest, { filename: string; rows: SheetRow[] }>();

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
          response: { 200: ZImportResponse, 400: ZImportFailure },
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
        schema: {
          tags: ['import-export'],
          summary: 'students.xlsx of the library',
          response: { 200: fileResponse('students.xlsx', XLSX) },
        },
      },
      async (req, reply) => {
        const body = exportStudents(req.db, requireTenantActor(req).tenantId);
        return sendDownload(reply, { body, contentType: XLSX, filename: 'students.xlsx' });
      },
    );

    app.get(
      '/importExport/students/template',
      {
        config: { access: owner },
        schema: {
          tags: ['import-export'],
          summary: 'An .xlsx with the expected columns',
          response: { 200: fileResponse('students-template.xlsx', XLSX) },
        },
      },
      async (_req, reply) => {
        const body = await studentTemplate();
        return sendDownload(reply, { body, contentType: XLSX, filename: 'students-template.xlsx' });
      },
    );
  };
}
