import type { Actor, TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import {
  eventWithImage,
  libraryWithLogo,
  paymentWithScreenshot,
  studentWithPhoto,
} from './uploads.queries.ts';

const MISSING = 'Image not found.';
const libraryOf = (actor: Actor) => (actor.role === 'superadmin' ? null : actor.tenantId);

async function read(db: Db, images: ImageStore, adminId: number, path: string) {
  const image = await images.read(db, adminId, path);
  if (!image) throw notFound(MISSING);
  return image;
}

/** A student's photo: to the superadmin, the student's library, and the student themself (else 404). */
export async function studentPhoto(db: Db, images: ImageStore, actor: Actor, file: string) {
  const path = `uploads/students/${file}`;
  const owner = await studentWithPhoto(db, libraryOf(actor), path);
  if (!owner || (actor.role === 'student' && actor.userId !== owner.id)) throw notFound(MISSING);
  return read(db, images, owner.adminId, path);
}

/** An event image: to anyone of the event's library, and the superadmin. */
export async function eventImage(db: Db, images: ImageStore, actor: Actor, file: string) {
  const path = `uploads/events/${file}`;
  const event = await eventWithImage(db, libraryOf(actor), path);
  if (!event) throw notFound(MISSING);
  return read(db, images, event.adminId, path);
}

/** The library's logo: to anyone of the library, and the superadmin. */
export async function libraryLogo(db: Db, images: ImageStore, actor: Actor, file: string) {
  const path = `uploads/logos/${file}`;
  const library = await libraryWithLogo(db, libraryOf(actor), path);
  if (!library) throw notFound(MISSING);
  return read(db, images, library.adminId, path);
}

/** A screenshot of a UPI receipt: to the desk of the payment's library and the student who sent it. */
export async function paymentScreenshot(db: Db, images: ImageStore, actor: TenantActor, file: string) {
  const path = `uploads/payments/${file}`;
  const payment = await paymentWithScreenshot(db, actor.tenantId, path);
  if (!payment || (actor.role === 'student' && actor.userId !== payment.studentId)) throw notFound(MISSING);
  return read(db, images, actor.tenantId, path);
}
