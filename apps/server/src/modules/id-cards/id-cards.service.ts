import type { Db } from '../../db/client.ts';
import { conflict, found } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { renderIdCardPdf } from './id-card-pdf.ts';

/**
 * A student's ID card as a PDF, once the admin has generated it (409 before), headed with the
 * library's first institute, else the library (admin) name.
 */
export async function idCardPdf(db: Db, images: ImageStore, adminId: number, studentId: number) {
  const student = found(await findStudent(db, adminId, studentId), 'Student not found');
  if (!student.idCardGenerated) throw conflict('ID card not generated yet.');
  const heading = await libraryLetterhead(db, adminId);
  const pdf = await renderIdCardPdf({
    institute: heading.name,
    logo: heading.logoBytes,
    studentId: student.studentId,
    name: student.name,
    course: student.course,
    phone: student.phone,
    email: student.email,
    address: student.address,
    issued: student.createdAt,
    photo: student.image ? ((await images.read(db, adminId, student.image))?.bytes ?? null) : null,
  });
  return { pdf, filename: `id-card-${student.studentId}.pdf` };
}
