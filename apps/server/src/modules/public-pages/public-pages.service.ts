import {
  formatShiftLabel,
  PUBLIC_SLUG_PATTERN,
  type TPublicLibrary,
  type TPublicPageSettings,
  type ZEnquiryRequest,
  type ZPublicPageSettingsRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { claimPublicSlug, libraryOfSlug } from '../../tenancy/directory.queries.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import { freeSeatsByShift } from '../dashboard/cockpit.service.ts';
import { firstInstitute, libraryHeading } from '../institutes/institutes.queries.ts';
import { listMembershipPlans } from '../seating/membership-plans.queries.ts';
import { findShift } from '../seating/plans.service.ts';
import { insertLead, openLeadOfPhone, updateLead } from './leads.queries.ts';
import { countEnquiryHit, findPage, savePage, setPhotos } from './public-pages.queries.ts';

export const PAGE_NOT_FOUND = 'This library page is not available.';
const MAX_PHOTOS = 6;
/** A form older than this was left open too long: the page is read again for a fresh stamp. */
const FORM_LIFETIME_SECONDS = 24 * 60 * 60;
const photoUrl = (slug: string, path: string) =>
  `/api/public/libraries/${slug}/photos/${path.slice(path.lastIndexOf('/') + 1)}`;

export async function readPublicPageSettings(db: Db, adminId: number): Promise<TPublicPageSettings> {
  const page = await findPage(db, adminId);
  return {
    enabled: page?.enabled ?? false,
    slug: page?.slug ?? '',
    description: page?.description ?? '',
    facilities: page?.facilities ?? [],
    photos: (page?.photos ?? []).map((path) => ({
      file: path.slice(path.lastIndexOf('/') + 1),
      url: photoUrl(page?.slug ?? '', path),
    })),
  };
}

/** Saves what the owner publishes; the slug is claimed across libraries in the same transaction. */
export async function savePublicPageSettings(
  db: Db,
  actor: TenantActor,
  body: z.output<typeof ZPublicPageSettingsRequest>,
) {
  const adminId = actor.tenantId;
  if (!(await claimPublicSlug(db, body.slug, adminId))) {
    throw conflict('Another library already uses this page address: choose another.');
  }
  await savePage(db, adminId, {
    enabled: body.enabled,
    slug: body.slug,
    description: body.description,
    facilities: body.facilities.map((f) => f.trim()).filter(Boolean),
  });
  return readPublicPageSettings(db, adminId);
}

export async function addPublicPhoto(
  db: Db,
  images: ImageStore,
  actor: TenantActor,
  file: UploadedFile | null,
) {
  const adminId = actor.tenantId;
  if (!file) throw badRequest('Choose a photo.', { issues: [{ field: 'photo', message: 'No image sent' }] });
  const page = await findPage(db, adminId);
  if (!page) throw badRequest('Save the page address first, then add photos.');
  if (page.photos.length >= MAX_PHOTOS) throw badRequest(`At most ${MAX_PHOTOS} photos: remove one first.`);
  const path = await images.save(db, adminId, 'public', file.buffer, 'photo');
  await setPhotos(db, adminId, [...page.photos, path]);
  return readPublicPageSettings(db, adminId);
}

export async function removePublicPhoto(db: Db, images: ImageStore, actor: TenantActor, file: string) {
  const adminId = actor.tenantId;
  const page = await findPage(db, adminId);
  const path = `uploads/public/${file}`;
  if (!page?.photos.includes(path)) throw notFound('Photo not found.');
  await setPhotos(
    db,
    adminId,
    page.photos.filter((p) => p !== path),
  );
  await images.remove(db, adminId, path);
  return readPublicPageSettings(db, adminId);
}

/** The library a slug names when its page is switched on; else 404 (unknown and hidden alike). */
async function publishedPage(db: Db, slug: string) {
  const wanted = slug.toLowerCase();
  const adminId = PUBLIC_SLUG_PATTERN.test(wanted) ? await libraryOfSlug(db, wanted) : null;
  const page = adminId === null ? null : await findPage(db, adminId);
  if (!page?.enabled || adminId === null) throw notFound(PAGE_NOT_FOUND);
  return { adminId, page };
}

/**
 * The public page: the library's name, address, phone, what the owner wrote, photos, prices and
 * the seats free today in each shift (the seat ledger's count, as the cockpit's), with a form stamp.
 */
export async function publicLibrary(db: Db, cards: CardTokens, slug: string): Promise<TPublicLibrary> {
  const { adminId, page } = await publishedPage(db, slug);
  const today = await libraryToday(db, adminId);
  const [heading, institute, seats, plans] = await Promise.all([
    libraryHeading(db, adminId),
    firstInstitute(db, adminId),
    freeSeatsByShift(db, adminId, today),
    listMembershipPlans(db, adminId),
  ]);
  const address = heading.address.trim();
  return {
    slug: page.slug,
    name: heading.name,
    address,
    map_url: address
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${heading.name} ${address}`)}`
      : null,
    phone: institute?.contact ?? '',
    description: page.description,
    facilities: page.facilities,
    photos: page.photos.map((path) => photoUrl(page.slug, path)),
    shifts: seats.shifts.map(({ shift, free }) => ({
      shift_id: shift.id,
      label: formatShiftLabel(shift),
      free,
      price: shift.pricePaise === null ? null : toRupees(shift.pricePaise),
    })),
    plans: plans.map((p) => ({ name: p.name, days: p.durationDays, price: toRupees(p.pricePaise) })),
    total_seats: seats.total,
    form_token: cards.issueFormStamp(adminId, Math.floor(Date.now() / 1000)),
  };
}

/** A photo of a published page (only those the owner put on it). */
export async function publicPhoto(db: Db, images: ImageStore, slug: string, file: string) {
  const { adminId, page } = await publishedPage(db, slug);
  const path = `uploads/public/${file}`;
  const image = page.photos.includes(path) ? await images.read(db, adminId, path) : null;
  if (!image) throw notFound('Image not found.');
  return image;
}

export const ENQUIRY_THANKS = 'Thank you! The library will call you soon.';

/**
 * 'I'm interested' from the public page. A filled hidden field (a bot) is thanked and dropped;
 * the form's stamp must be this library's, at least `minSeconds` old and under a day. One open
 * lead per phone: sending again updates it (the same answer), so a retry never makes two.
 */
export async function submitEnquiry(
  db: Db,
  cards: CardTokens,
  slug: string,
  body: z.output<typeof ZEnquiryRequest>,
  minSeconds: number,
): Promise<{ leadId: number | null; adminId: number }> {
  const { adminId } = await publishedPage(db, slug);
  if (body.website?.trim()) return { leadId: null, adminId };
  const stamp = cards.openFormStamp(body.form_token);
  const age = stamp ? Math.floor(Date.now() / 1000) - stamp.issuedAtSeconds : -1;
  if (!stamp || stamp.adminId !== adminId || age > FORM_LIFETIME_SECONDS) {
    throw badRequest('This form has expired: reload the page and try again.', { field: 'form_token' });
  }
  if (age < minSeconds) {
    throw badRequest('That was quick! Check your details, wait a moment and send again.', {
      field: 'form_token',
    });
  }
  const shiftId = body.shift_id == null ? null : (await findShift(db, adminId, body.shift_id)).id;
  const phone = body.phone.replace(/\D/g, '').slice(-10);
  const name = body.name.trim();
  const open = await openLeadOfPhone(db, adminId, phone);
  if (open !== null) {
    await updateLead(db, adminId, open, { name, shiftId });
    return { leadId: open, adminId };
  }
  return { leadId: await insertLead(db, adminId, { name, phone, shiftId }), adminId };
}

const ENQUIRIES_PER_PHONE_PER_HOUR = 3;

/** Each phone may send a page's form a few times an hour (whatever address it comes from). */
export async function assertPhoneBudget(db: Db, slug: string, phone: string) {
  const digits = phone.replace(/\D/g, '').slice(-10);
  const hits = await countEnquiryHit(db, `enquiry:${slug.toLowerCase()}:${digits}`, 60 * 60 * 1000);
  if (hits > ENQUIRIES_PER_PHONE_PER_HOUR) {
    throw tooManyRequests('This number has sent enough enquiries for now. The library will call you.');
  }
}
