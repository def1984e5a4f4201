import { ZIdParams } from '@studydesk/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { Db } from '../../db/client.ts';
import { institutes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { findStudent } from '../students/students.queries.ts';
import { renderIdCardPdf } from './id-card-pdf.ts';

/** The card's heading: the library's first institute, else the library (admin) name. */
async function instituteName(db: Db, adminId: number, fallback: string) {
  const [first] = await db
    .select({ name: institutes.name })
    .from(institutes)
    .where(eq(institutes.adminId, adminId))
    .orderBy(asc(institutes.id))
    .limit(1);
  return first?.name ?? fallback;
}

async function sendCard(db: Db, images: ImageStore, reply: FastifyReply, adminId: number, studentId: number) {
  const student = await findStudent(db, adminId, studentId);
  if (!student) throw notFound('Student not found');
  if (!student.idCardGenerated) throw conflict('ID card not generated yet.');
  const pdf = await renderIdCardPdf({
    institute: await instituteName(db, adminId, student.adminName),
    studentId: student.studentId,
    name: student.name,
    course: student.course,
    phone: student.phone,
    email: student.email,
    address: student.address,
    issued: student.createdAt,
    photo: student.image ? ((await images.read(db, student.image))?.bytes ?? null) : null,
  });
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="id-card-${student.studentId}.pdf"`);
  return reply.send(pdf);
}

/** ID cards as PDF at the real card size (85.6 x 54 mm), for the admin and for the student. */
export function idCardsRoutes({ images }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/manage/students/:id/id-card.pdf',
      {
        config: { access: { roles: ['admin'], scope: 'tenant' } },
        schema: { tags: ['students'], params: ZIdParams },
      },
      async (req, reply) => sendCard(req.db, images, reply, requireTenantActor(req).tenantId, req.params.id),
    );
    app.get(
      '/auth/student/me/id-card.pdf',
      { config: { access: { roles: ['student'], scope: 'self' } }, schema: { tags: ['students'] } },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        return sendCard(req.db, images, reply, actor.tenantId, actor.userId);
      },
    );
  };
}
