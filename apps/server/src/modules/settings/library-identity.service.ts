import type { TLibraryIdentity, TLibraryIdentityRequest } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import {
  firstInstitute,
  insertInstitute,
  libraryHeading,
  updateFirstInstitute,
} from '../institutes/institutes.queries.ts';
import { readOwner, writeUpiId } from './settings.queries.ts';

/**
 * The library's identity is its first institute (name, address, phone as its contact, logo)
 * and the owner's UPI ID: what receipts, ID cards, reminders and the student home show.
 */
export async function readIdentity(db: Db, adminId: number): Promise<TLibraryIdentity> {
  const [heading, owner] = await Promise.all([libraryHeading(db, adminId), readOwner(db, adminId)]);
  const institute = await firstInstitute(db, adminId);
  return {
    name: heading.name,
    address: heading.address,
    phone: institute?.contact ?? '',
    upiId: owner?.upiId ?? '',
    logo: heading.logo,
  };
}

/** The first institute, created (named after the owner) when the library has none yet. */
async function ownInstitute(db: Db, adminId: number) {
  const existing = await firstInstitute(db, adminId);
  if (existing) return existing;
  const owner = await readOwner(db, adminId);
  const { id } = await insertInstitute(db, {
    adminId,
    name: owner?.name ?? 'Library',
    address: '',
    contact: '',
  });
  return { id, logo: null as string | null };
}

export async function saveIdentity(
  db: Db,
  actor: TenantActor,
  body: TLibraryIdentityRequest & { name: string },
) {
  const adminId = actor.tenantId;
  const institute = await ownInstitute(db, adminId);
  await updateFirstInstitute(db, adminId, institute.id, {
    name: body.name,
    address: body.address ?? '',
    contact: body.phone ?? '',
  });
  await writeUpiId(db, adminId, body.upiId ?? '');
  return readIdentity(db, adminId);
}

/** Replaces the logo with an uploaded image (bytes checked, 2 MB at most); the old one is deleted. */
export async function saveLogo(db: Db, images: ImageStore, actor: TenantActor, file: UploadedFile | null) {
  if (!file) {
    throw badRequest('Choose an image for the logo.', {
      issues: [{ field: 'logo', message: 'No image sent' }],
    });
  }
  const adminId = actor.tenantId;
  const institute = await ownInstitute(db, adminId);
  const path = await images.save(db, adminId, 'logos', file.buffer, 'logo');
  await updateFirstInstitute(db, adminId, institute.id, { logo: path });
  await images.remove(db, adminId, institute.logo);
  return readIdentity(db, adminId);
}

export async function removeLogo(db: Db, images: ImageStore, actor: TenantActor) {
  const adminId = actor.tenantId;
  const institute = await firstInstitute(db, adminId);
  if (institute?.logo) {
    await updateFirstInstitute(db, adminId, institute.id, { logo: null });
    await images.remove(db, adminId, institute.logo);
  }
  return readIdentity(db, adminId);
}
