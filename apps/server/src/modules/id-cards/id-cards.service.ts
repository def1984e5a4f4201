import { MAX_ID, type TIdCardCode } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found, notFound } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { makeDocument } from '../../workers/pool.ts';
import { libraryLetterhead } from '../institutes/institutes.queries.ts';
import { findStudent } from '../students/students.queries.ts';
import { idCardSheetPdf } from './id-card-pdf.ts';
import {
  cardSeats,
  cardsOfSelection,
  countOfLibrary,
  findCard,
  generateCards,
  setCard,
} from './id-cards.queries.ts';

const NOT_GENERATED = 'ID card not generated yet.';

/** What a card's PDF needs besides the database: the photos and the key that signs the QR. */
export interface CardStores {
  images: ImageStore;
  cards: CardTokens;
}

/** The library and day a card is read in: the seat and validity it prints are today's. */
type CardReader = Pick<TenantActor, 'tenantId' | 'today'>;

/** Each student's seat and last day as their card prints them (none: no current seat plan). */
async function seatsOnCards(db: Db, reader: CardReader, ids: number[]) {
  const rows = await cardSeats(db, reader.tenantId, ids, reader.today);
  return new Map(rows.map((r) => [r.studentId, { seat: r.seat, validTill: r.validTill }]));
}

/**
 * A student's card that is out (409 before it is generated): the QR text, the typed number, and
 * the seat and last day of the current seat plan.
 */
export async function cardCode(
  db: Db,
  cards: CardTokens,
  reader: CardReader,
  studentId: number,
): Promise<TIdCardCode> {
  const adminId = reader.tenantId;
  const card = found(await findCard(db, adminId, studentId), 'Student not found');
  if (!card.generated) throw conflict(NOT_GENERATED);
  const held = (await seatsOnCards(db, reader, [card.id])).get(card.id);
  return {
    qr: cards.issue({ adminId, studentId: card.id, version: card.version }),
    card_number: card.studentId,
    seat: held?.seat ?? null,
    valid_till: held?.validTill ?? null,
  };
}

/** A new version of a card that is out: every copy printed before refuses at the door. */
export async function regenerateCard(db: Db, cards: CardTokens, actor: TenantActor, studentId: number) {
  const card = found(await findCard(db, actor.tenantId, studentId), 'Student not found');
  if (!card.generated) throw conflict(NOT_GENERATED);
  await setCard(db, actor.tenantId, studentId, { generated: true, regenerate: true });
  return cardCode(db, cards, actor, studentId);
}

/**
 * A student's ID card as a PDF, once the admin has generated it (409 before), headed with the
 * library's identity (name and logo).
 */
export async function idCardPdf(db: Db, stores: CardStores, reader: CardReader, studentId: number) {
  const adminId = reader.tenantId;
  const student = found(await findStudent(db, adminId, studentId), 'Student not found');
  if (!student.idCardGenerated) throw conflict(NOT_GENERATED);
  const { qr, seat, valid_till } = await cardCode(db, stores.cards, reader, studentId);
  const heading = await libraryLetterhead(db, adminId);
  const pdf = await makeDocument('idCard', {
    institute: heading.name,
    logo: heading.logoBytes,
    studentId: student.studentId,
    qr,
    name: student.name,
    course: student.course,
    phone: student.phone,
    email: student.email,
    address: student.address,
    issued: student.createdAt,
    seat,
    validTill: valid_till,
    photo: student.image ? ((await stores.images.read(db, adminId, student.image))?.bytes ?? null) : null,
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
export async function idCardSheet(db: Db, stores: CardStores, reader: CardReader, ids: number[]) {
  const adminId = reader.tenantId;
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => id < 1 || id > MAX_ID)) throw notFound(MISSING_SOME);
  const rows = await cardsOfSelection(db, adminId, wanted);
  if (rows.length !== wanted.length) throw notFound(MISSING_SOME);
  const pending = rows.filter((r) => !r.idCardGenerated).length;
  if (pending > 0)
    throw conflict(`${pending} of the picked students have no ID card yet: generate them first.`);
  const [heading, seats] = await Promise.all([
    libraryLetterhead(db, adminId),
    seatsOnCards(db, reader, wanted),
  ]);
  return idCardSheetPdf(rows.length, async (i) => {
    const s = rows[i] as (typeof rows)[number];
    const held = seats.get(s.id);
    return {
      institute: heading.name,
      logo: heading.logoBytes,
      studentId: s.studentId,
      qr: stores.cards.issue({ adminId, studentId: s.id, version: s.idCardVersion }),
      name: s.name,
      course: s.course,
      phone: s.phone,
      email: s.email,
      address: s.address,
      issued: s.createdAt,
      seat: held?.seat ?? null,
      validTill: held?.validTill ?? null,
      photo: s.image ? ((await stores.images.read(db, adminId, s.image))?.bytes ?? null) : null,
    };
  });
}
