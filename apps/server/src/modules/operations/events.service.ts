import { MAX_EVENTS, ZEventForm } from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import { countEventsLocked, deleteEvent, insertEvent } from './events.queries.ts';

const REQUIRED = 'All fields including images are required';

/**
 * An event with its desktop and mobile images (checked by their bytes); at most 3 per library.
 * Images are stored in the request's transaction: a failed insert leaves none behind.
 */
export async function addEvent(
  db: Db,
  images: ImageStore,
  adminId: number,
  fields: Record<string, string>,
  files: Record<string, UploadedFile | undefined>,
) {
  const form = ZEventForm.parse(fields);
  const desktop = files.desktop_image;
  const mobile = files.mobile_image;
  if (!desktop || !mobile) throw badRequest(REQUIRED, { error: REQUIRED });
  if ((await countEventsLocked(db, adminId)) >= MAX_EVENTS) throw conflict('Maximum 3 events allowed');
  return insertEvent(db, adminId, {
    title: form.title,
    description: form.description,
    eventDate: form.date,
    status: form.status,
    desktopImage: await images.save(db, adminId, 'events', desktop.buffer, 'desktop_image'),
    mobileImage: await images.save(db, adminId, 'events', mobile.buffer, 'mobile_image'),
  });
}

/** Deletes an event of the library and its two images. */
export async function removeEvent(db: Db, images: ImageStore, adminId: number, id: number) {
  const row = await deleteEvent(db, adminId, id);
  await images.remove(db, adminId, row.desktopImage);
  await images.remove(db, adminId, row.mobileImage);
  return row;
}
