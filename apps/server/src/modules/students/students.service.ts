import { type TStudentForm, ZStudentForm } from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import type { TenantActor } from '../../auth/actor.ts';
import { assertAcceptablePassword, generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { AadhaarVault } from '../../crypto/aadhaar-vault.ts';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors/http-errors.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import { findStudent } from './students.list.ts';
import { insertStudent } from './students.queries.ts';

const DUPLICATE_EMAIL = 'A student with this email is already registered.';

function parseForm(fields: Record<string, string>, creating: boolean): TStudentForm {
  const form = ZStudentForm.parse(fields);
  if (creating && !form.password) {
    throw badRequest('Password is required', {
      issues: [{ field: 'password', message: 'Password is required' }],
    });
  }
  if (form.password) assertAcceptablePassword(form.password);
  return form;
}

async function emailTakenByAnother(db: Db, email: string, exceptId?: number) {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.email, email)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** The admin's add/edit forms reach the images and the Aadhaar vault. */
export interface StudentStores {
  images: ImageStore;
  vault: AadhaarVault;
}

/** One Aadhaar number per student of a library, found by its keyed hash. */
async function assertAadhaarFree(db: Db, adminId: number, aadhaarHash: string | null, exceptId?: number) {
  if (!aadhaarHash) return;
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.adminId, adminId), eq(students.aadhaarHash, aadhaarHash)))
    .limit(1);
  if (row && row.id !== exceptId) throw conflict('A student with this Aadhaar number is already registered.');
}

const profile = (form: TStudentForm) => ({
  name: form.name,
  email: form.email,
  phone: form.phone,
  course: form.course,
  address: form.address,
  dob: form.dob,
  fatherName: form.father_name,
  motherName: form.mother_name,
  permanentAddress: form.permanent_address,
});

/** The admin registers a student of their own library, with an optional photo. */
export async function createStudent(
  db: Db,
  { images, vault }: StudentStores,
  actor: TenantActor,
  fields: Record<string, string>,
  photo: UploadedFile | null,
) {
  const form = parseForm(fields, true);
  assertOwnTenant(actor, form, actor.email);
  if (await emailTakenByAnother(db, form.email)) throw conflict(DUPLICATE_EMAIL);
  const aadhaar = vault.seal(form.aadhaar);
  await assertAadhaarFree(db, actor.tenantId, aadhaar.aadhaarHash);
  // The photo is stored in the same transaction: a failed insert leaves no orphan.
  const image = photo ? await images.save(db, actor.tenantId, 'students', photo.buffer) : null;
  return insertStudent(db, actor.tenantId, {
    ...profile(form),
    ...aadhaar,
    image,
    passwordHash: await hashPassword(form.password ?? ''),
  });
}

/** Edits a student of the admin's library; an empty password keeps the current one, a new one ends their sessions. */
export async function updateStudent(
  db: Db,
  { images, vault }: StudentStores,
  actor: TenantActor,
  id: number,
  fields: Record<string, string>,
  photo: UploadedFile | null,
) {
  const current = await findStudent(db, actor.tenantId, id);
  if (!current) throw notFound('Student not found');
  const form = parseForm(fields, false);
  assertOwnTenant(actor, form, actor.email);
  if (await emailTakenByAnother(db, form.email, id)) throw conflict(DUPLICATE_EMAIL);
  const aadhaar = vault.seal(form.aadhaar);
  await assertAadhaarFree(db, actor.tenantId, aadhaar.aadhaarHash, id);
  const image = photo ? await images.save(db, actor.tenantId, 'students', photo.buffer) : current.image;
  await db
    .update(students)
    .set({
      ...profile(form),
      ...aadhaar,
      image,
      ...(form.password
        ? { passwordHash: await hashPassword(form.password), mustChangePassword: false }
        : {}),
    })
    .where(and(eq(students.id, id), eq(students.adminId, actor.tenantId)));
  // A password set by the admin ends every session the student had, as the reset call does.
  if (form.password) await deleteSessionsOfUser(db, 'student', id);
  return { id, replacedImage: image !== current.image ? current.image : null };
}

export async function deleteStudent(db: Db, actor: TenantActor, id: number) {
  const [row] = await db
    .delete(students)
    .where(and(eq(students.id, id), eq(students.adminId, actor.tenantId)))
    .returning({ id: students.id, image: students.image, studentId: students.studentId });
  if (!row) throw notFound('Student not found');
  await deleteSessionsOfUser(db, 'student', id);
  return row;
}

export async function setIdCard(db: Db, actor: TenantActor, id: number, generated: boolean) {
  const [row] = await db
    .update(students)
    .set({ idCardGenerated: generated })
    .where(and(eq(students.id, id), eq(students.adminId, actor.tenantId)))
    .returning({ id: students.id, studentId: students.studentId, idCardNumber: students.idCardNumber });
  if (!row) throw notFound('Student not found');
  if (generated && !row.idCardNumber) {
    // The card number is issued once and kept across revoke/generate.
    await db
      .update(students)
      .set({ idCardNumber: `${row.studentId}-${actor.tenantId}` })
      .where(eq(students.id, id));
  }
  return row;
}

/** A temporary password the student must replace at next sign-in; their sessions end. */
export async function resetStudentPassword(db: Db, actor: TenantActor, id: number) {
  const tempPassword = generateTemporaryPassword(16);
  const [row] = await db
    .update(students)
    .set({ passwordHash: await hashPassword(tempPassword), mustChangePassword: true })
    .where(and(eq(students.id, id), eq(students.adminId, actor.tenantId)))
    .returning({ id: students.id });
  if (!row) throw notFound('Student not found');
  await deleteSessionsOfUser(db, 'student', id);
  return { id: row.id, tempPassword };
}
