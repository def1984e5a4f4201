import type { TIdCardCode } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { renderIdCardPdf } from './id-card-pdf.ts';
import { findCard, setCard } from './id-cards.queries.ts';

const NOT_GENERATED = 'ID card not generated yet.';

/** The QR text and typed number of a student's card that is out (409 before it is generated). */
export async function cardCode(
  db: Db,
  cards: CardTokens,
  adminId: number,
  studentId: number,
): Promise<TIdCardCode> {
  const card = found(await findCard(db, adminId, studentId), 'Student not found');
  if (!card.generated) throw conflict(NOT_GENERATED);
  return {
    qr: cards.issue({ adminId, studentId: card.id, version: card.version }),
    card_number: card.studentId,
  };
}

/** A new version of a card that is out: every copy printed before refuses at the door. */
export async function regenerateCard(db: Db, cards: CardTokens, actor: TenantActor, studentId: number) {
  const card = found(await findCard(db, actor.tenantId, studentId), 'Student not found');
  if (!card.generated) throw conflict(NOT_GENERATED);
  await setCard(db, actor.tenantId, studentId, { generated: true, regenerate: true });
  return cardCode(db, cards, actor.tenantId, studentId);
}

/**
 * A student's ID card as a PDF, once the admin has generated it (409 before), headed with the
 * library's first institute, else the library (admin) name.
 */
export async function idCardPdf(
  db: Db,
  stores: { images: ImageStore; cards: CardTokens },
  adminId: number,
  studentId: number,
) {
  const student = found(await findStudent(db, adminId, studentId), 'Student not found');
  if (!student.idCardGenerated) throw conflict(NOT_GENERATED);
  const { qr } = await cardCode(db, stores.cards, adminId, studentId);
  const pdf = await renderIdCardPdf({
    institute: (await libraryHeading(db, adminId)).name,
    studentId: student.studentId,
    qr,
    name: student.name,
    course: student.course,
    phone: student.phone,
    email: student.email,
    address: student.address,
    issued: student.createdAt,
    photo: student.image ? ((await stores.images.read(db, adminId, student.image))?.bytes ?? null) : null,
  });
  return { pdf, filename: `id-card-${student.studentId}.pdf` };
}
