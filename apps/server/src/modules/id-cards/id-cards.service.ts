import { MAX_ID } from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, found, notFound } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { idCardSheetPdf, renderIdCardPdf } from './id-card-pdf.ts';
import { cardsOfSelection, countOfLibrary, generateCards } from './id-cards.queries.ts';

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

const MISSING_SOME = 'Student not found';

/** Generates the cards of the picked students (another library's id refuses the whole selection). */
export async function generateSelectedCards(db: Db, adminId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  if ((await countOfLibrary(db, adminId, wanted)) !== wanted.length) throw notFound(MISSING_SOME);
  const generated = await generateCards(db, adminId, wanted);
  return { generated, already: wanted.length - generated };
}

/**
 * The picked students' cards on A4 sheets (8 a page, by name), streamed: photos are read one card
 * at a time. Every card must be generated first (409 names how many are not).
 */
export async function idCardSheet(db: Db, images: ImageStore, adminId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => id < 1 || id > MAX_ID)) throw notFound(MISSING_SOME);
  const rows = await cardsOfSelection(db, adminId, wanted);
  if (rows.length !== wanted.length) throw notFound(MISSING_SOME);
  const pending = rows.filter((r) => !r.idCardGenerated).length;
  if (pending > 0)
    throw conflict(`${pending} of the picked students have no ID card yet: generate them first.`);
  const heading = await libraryLetterhead(db, adminId);
  return idCardSheetPdf(rows.length, async (i) => {
    const s = rows[i] as (typeof rows)[number];
    return {
      institute: heading.name,
      logo: heading.logoBytes,
      studentId: s.studentId,
      name: s.name,
      course: s.course,
      phone: s.phone,
      email: s.email,
      address: s.address,
      issued: s.createdAt,
      photo: s.image ? ((await images.read(db, adminId, s.image))?.bytes ?? null) : null,
    };
  });
}
