import {
  ZAdminEmailQuery,
  ZIdParams,
  ZMessageResponse,
  ZResetPasswordResponse,
  ZStudentCreated,
  ZStudentDetail,
  ZStudentDetails,
  ZStudentListQuery,
  ZStudentNameParams,
  ZStudentSummaryList,
  ZToggleIdCardRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit, recordAudit } from '../../audit/audit-trail.ts';
import { requireActor, requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, owner } from '../../auth/route-access.ts';
import { found } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/image-store.ts';
import { readForm } from '../../uploads/multipart-form.ts';
import { removeScreenshotsOf } from '../finance/payments.service.ts';
import { presentStudentDetail } from './students.present.ts';
import { findStudent } from './students.queries.ts';
import {
  createStudent,
  editStudent,
  removeStudent,
  resetStudentPassword,
  setIdCard,
  studentDetails,
  studentsPage,
} from './students.service.ts';

const formLimits = { maxFileBytes: MAX_IMAGE_BYTES + 1, fileField: 'image' };

export function studentsRoutes({ images, vault }: AppContext): FastifyPluginAsyncZod {
  const stores = { images, vault };
  return async (app) => {
    const list = {
      tags: ['students'],
      querystring: ZStudentListQuery,
      response: { 200: ZStudentSummaryList },
    };

    // The superadmin sees every library's students; an admin only their own.
    app.get(
      '/manage/students',
      {
        config: { access: { roles: ['superadmin', 'admin'], scope: 'tenant' } },
        schema: { ...list, summary: 'Students, newest first; q searches by name' },
      },
      async (req, reply) => withTotal(reply, await studentsPage(req.db, requireActor(req), req.query)),
    );

    app.get('/manage/students/my-students', { config: { access: owner }, schema: list }, async (req, reply) =>
      withTotal(reply, await studentsPage(req.db, requireTenantActor(req), req.query)),
    );

    app.get(
      '/manage/students/name/:name',
      {
        config: { access: owner },
        schema: { tags: ['students'], params: ZStudentNameParams, response: { 200: ZStudentSummaryList } },
      },
      async (req) => {
        const query = { limit: 50, offset: 0, q: req.params.name };
        return (await studentsPage(req.db, requireTenantActor(req), query)).rows;
      },
    );

    // Staff and admins read their library's students (spec: ?admin_email= names the library).
    for (const url of ['/auth/student', '/auth/staff/students']) {
      app.get(
        url,
        {
          config: { access: desk },
          schema: {
            tags: ['students'],
            querystring: ZAdminEmailQuery,
            response: { 200: ZStudentSummaryList },
          },
        },
        async (req, reply) =>
          withTotal(reply, await studentsPage(req.db, requireTenantActor(req), req.query)),
      );
    }

    app.get(
      '/manage/students/:id',
      {
        config: { access: owner },
        schema: { tags: ['students'], params: ZIdParams, response: { 200: ZStudentDetail } },
      },
      async (req) => {
        const row = found(
          await findStudent(req.db, requireTenantActor(req).tenantId, req.params.id),
          'Student not found',
        );
        // The edit form is the one place the full number is shown: every reveal is on the trail.
        const aadhaar = vault.reveal(row.aadhaar);
        if (aadhaar) {
          await recordAudit(
            req.db,
            req,
            { action: 'student.aadhaar.reveal', target: 'student' },
            { targetId: row.id },
          );
        }
        return presentStudentDetail(row, aadhaar);
      },
    );

    app.get(
      '/auth/student/me',
      {
        config: { access: { roles: ['student'], scope: 'self' } },
        schema: {
          tags: ['students'],
          summary: "The signed-in student's own record",
          response: { 200: ZStudentDetail },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const row = found(
          await findStudent(req.db, actor.tenantId, actor.userId),
          'Student information not found. Please login again.',
        );
        return presentStudentDetail(row, null);
      },
    );

    app.get(
      '/fees/student/:id',
      {
        config: { access: owner },
        schema: { tags: ['students'], params: ZIdParams, response: { 200: ZStudentDetails } },
      },
      async (req) => studentDetails(req.db, requireTenantActor(req).tenantId, req.params.id),
    );

    app.post(
      '/manage/students/register',
      {
        config: { access: owner, audit: { action: 'student.add', target: 'student' } },
        schema: {
          tags: ['students'],
          summary: 'Multipart form (or JSON); optional image',
          response: { 201: ZStudentCreated },
        },
      },
      async (req, reply) => {
        const { fields, file } = await readForm(req, formLimits);
        const created = await createStudent(req.db, stores, requireTenantActor(req), fields, file);
        noteAudit(req, { targetId: created.id, details: { student_id: created.studentId } });
        reply.status(201);
        return { message: 'Student added successfully!', id: created.id, student_id: created.studentId };
      },
    );

    app.put(
      '/manage/students/:id',
      {
        config: { access: owner, audit: { action: 'student.update', target: 'student' } },
        schema: { tags: ['students'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const { fields, file } = await readForm(req, formLimits);
        const result = await editStudent(
          req.db,
          stores,
          requireTenantActor(req),
          req.params.id,
          fields,
          file,
        );
        noteAudit(req, { targetId: req.params.id });
        await images.remove(req.db, requireTenantActor(req).tenantId, result.replacedImage);
        return { message: 'Student updated successfully!' };
      },
    );

    app.patch(
      '/manage/students/:id/toggle-id',
      {
        config: { access: owner, audit: { action: 'student.id-card', target: 'student' } },
        schema: {
          tags: ['students'],
          params: ZIdParams,
          body: ZToggleIdCardRequest,
          response: { 200: ZMessageResponse },
        },
      },
      async (req) => {
        await setIdCard(req.db, requireTenantActor(req), req.params.id, req.body.idCardGenerated);
        noteAudit(req, { targetId: req.params.id, details: { idCardGenerated: req.body.idCardGenerated } });
        return { message: req.body.idCardGenerated ? 'ID card generated' : 'ID card revoked' };
      },
    );

    app.post(
      '/manage/students/:id/reset-password',
      {
        config: { access: owner, audit: { action: 'student.reset-password', target: 'student' } },
        schema: { tags: ['students'], params: ZIdParams, response: { 200: ZResetPasswordResponse } },
      },
      async (req) => {
        const reset = await resetStudentPassword(req.db, requireTenantActor(req), req.params.id);
        noteAudit(req, { targetId: reset.id });
        return {
          message:
            'Password reset. Give the student this temporary password; they must change it at sign-in.',
          tempPassword: reset.tempPassword,
        };
      },
    );

    for (const url of ['/manage/students/:id', '/auth/student/:id']) {
      app.delete(
        url,
        {
          config: { access: owner, audit: { action: 'student.delete', target: 'student' } },
          schema: { tags: ['students'], params: ZIdParams, response: { 200: ZMessageResponse } },
        },
        async (req) => {
          const actor = requireTenantActor(req);
          // Their payments go with them (cascade): their screenshots first.
          await removeScreenshotsOf(req.db, images, actor.tenantId, req.params.id);
          const gone = await removeStudent(req.db, actor, req.params.id);
          noteAudit(req, { targetId: gone.id, details: { student_id: gone.studentId } });
          await images.remove(req.db, actor.tenantId, gone.image);
          return { message: 'Student deleted successfully!' };
        },
      );
    }
  };
}
