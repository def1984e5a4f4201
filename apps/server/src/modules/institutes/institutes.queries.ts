import type { TInstitute } from '@studydesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { admins, institutes, uploads } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';

/** Institutes with their owner's name and email, oldest first; of one library, or (null) of every library. */
export async function listInstitutes(db: Db, adminId: number | null): Promise<TInstitute[]> {
  return selectInstitutes(db, adminId === null ? undefined : ofTenant(institutes, adminId));
}

export const countInstitutes = (db: Db, adminId: number | null) =>
  countRows(db, institutes, adminId === null ? undefined : ofTenant(institutes, adminId));

export async function findInstitute(db: Db, id: number): Promise<TInstitute | null> {
  const [row] = await selectInstitutes(db, eq(institutes.id, id));
  return row ?? null;
}

function selectInstitutes(db: Db, where: ReturnType<typeof eq> | undefined) {
  return db
    .select({
      id: institutes.id,
      name: institutes.name,
      address: institutes.address,
      contact: institutes.contact,
      logo: institutes.logo,
      admin_id: institutes.adminId,
      adminEmail: admins.email,
      adminName: admins.name,
    })
    .from(institutes)
    .innerJoin(admins, eq(admins.id, institutes.adminId))
    .where(where)
    .orderBy(asc(institutes.id));
}

type InstituteValues = { adminId: number; name: string; address: string; contact: string };

export async function insertInstitute(db: Db, values: InstituteValues) {
  const [row] = await db.insert(institutes).values(values).returning({ id: institutes.id });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The superadmin edits any institute (and may move it to another owner). */
export async function updateInstitute(db: Db, id: number, values: InstituteValues) {
  const [row] = await db
    .update(institutes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(institutes.id, id))
    .returning({ id: institutes.id });
  return row ?? null;
}

export async function deleteInstitute(db: Db, id: number) {
  const [row] = await db
    .delete(institutes)
    .where(eq(institutes.id, id))
    .returning({ id: institutes.id, adminId: institutes.adminId, name: institutes.name });
  return row ?? null;
}

/** The library's first institute (its identity), or null when it has none yet. */
export async function firstInstitute(db: Db, adminId: number) {
  const [row] = await db
    .select({
      id: institutes.id,
      name: institutes.name,
      address: institutes.address,
      contact: institutes.contact,
      logo: institutes.logo,
    })
    .from(institutes)
    .where(ofTenant(institutes, adminId))
    .orderBy(asc(institutes.id))
    .limit(1);
  return row ?? null;
}

/** The owner's edits to the library's identity: its first institute's columns. */
export async function updateFirstInstitute(
  db: Db,
  adminId: number,
  id: number,
  values: Partial<{ name: string; address: string; contact: string; logo: string | null }>,
) {
  await db
    .update(institutes)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedBy(institutes, adminId, id));
}

/**
 * The library as receipts, invoices, ID cards and reminders print it: its first institute, else
 * the owner's name; `logo` is the stored image's path (or null).
 */
export async function libraryHeading(db: Db, adminId: number) {
  const [institute, [owner]] = await Promise.all([
    firstInstitute(db, adminId),
    db.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, adminId)),
  ]);
  return {
    name: institute?.name ?? owner?.name ?? 'Library',
    address: institute?.address ?? '',
    contact: institute?.contact || owner?.email || '',
    logo: institute?.logo ?? null,
  };
}

/** The heading with the logo's bytes, for PDFs (receipts, invoices, ID cards). */
export async function libraryLetterhead(db: Db, adminId: number) {
  const heading = await libraryHeading(db, adminId);
  const [image] = heading.logo
    ? await db
        .select({ bytes: uploads.bytes })
        .from(uploads)
        .where(and(eq(uploads.adminId, adminId), eq(uploads.path, heading.logo)))
    : [];
  return { ...heading, logoBytes: image?.bytes ?? null };
}
