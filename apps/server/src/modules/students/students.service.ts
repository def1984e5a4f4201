import { type TStudentForm, type TStudentListQuery, ZStudentForm } from '@studydesk/contract';
import type { Actor, TenantActor } from '../../auth/actor.ts';
import { assertAcceptablePassword, generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { AadhaarVault } from '../../crypto/aadhaar-vault.ts';
import type { Db } from '../../db/client.ts';
import { EXACT_COUNT_LIMIT, SEARCH_COUNT_LIMIT } from '../../db/count.ts';
import { badRequest, conflict, found } from '../../errors/http-errors.ts';
import { assertShallowPage } from '../../http/paging.ts';
import { assertOwnTenant, assertTenantEmail } from '../../tenancy/tenant-assertions.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { UploadedFile } from '../../uploads/multipart-form.ts';
import { studentLedgerWithTotals } from '../finance/ledger.service.ts';
import { setCard } from '../id-cards/id-cards.queries.ts';
import { presentStudentDetails, presentStudentSummary } from './students.present.ts';
import {
  aadhaarTaken,
  deleteStudent,
  findStudent,
  insertStudent,
  listStudents,
  seatsOfStudent,
  studentEmailTaken,
  updateStudent,
} from './students.queries.ts';

const DUPLICATE_EMAIL = 'A student with this email is already registered.';
const MISSING = 'Student not found';

/** The admin's add/edit forms reach the images and the Aadhaar vault. */
export interface StudentStores {
  images: ImageStore;
  vault: AadhaarVault;
}

/**
 * A page of students: the superadmin's of every library (or of `admin_id`; pages stop at the
 * 10,000th row), anyone else's of their own library only (another `admin_id` or `admin_email` is 403).
 */
export async function studentsPage(
  db: Db,
  actor: Actor,
  query: TStudentListQuery & { admin_email?: string },
) {
  let adminId: number | null;
  // Across the platform a list serves its first rows only (fewer for a search, whose count is dearer).
  let cap: number | undefined;
  if (actor.role === 'superadmin') {
    adminId = query.admin_id ?? null;
    if (adminId === null) {
      cap = query.q ? SEARCH_COUNT_LIMIT : EXACT_COUNT_LIMIT;
      assertShallowPage(query, cap);
    }
  } else {
    const tenant = actor as TenantActor;
    assertOwnTenant(tenant, { admin_id: query.admin_id });
    await assertTenantEmail(db, tenant, query.admin_email);
    adminId = tenant.tenantId;
  }
  const page = await listStudents(db, adminId, query);
  return { rows: page.rows.map(presentStudentSummary), total: page.total, cap };
}

/** The student's basic record, fees (from the ledger) and seat history; 404 outside the library. */
export async function studentDetails(db: Db, adminId: number, id: number) {
  // All at once: each read is of this library's rows only, so another library's student reads nothing.
  const [student, seats, { totals, ledger }] = await Promise.all([
    findStudent(db, adminId, id),
    seatsOfStudent(db, adminId, id),
    studentLedgerWithTotals(db, adminId, id),
  ]);
  return presentStudentDetails(found(student, MISSING), seats, totals, ledger);
}

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

/** One email per student on the platform, one Aadhaar number per student of a library. */
async function assertUnique(
  db: Db,
  adminId: number,
  form: TStudentForm,
  aadhaarHash: string | null,
  id?: number,
) {
  if (await studentEmailTaken(db, form.email, id)) throw conflict(DUPLICATE_EMAIL);
  if (aadhaarHash && (await aadhaarTaken(db, adminId, aadhaarHash, id))) {
    throw conflict('A student with this Aadhaar number is already registered.');
  }
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
  gstState: form.gst_state,
  gstin: form.gstin,
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
  const aadhaar = vault.seal(form.aadhaar);
  await assertUnique(db, actor.tenantId, form, aadhaar.aadhaarHash);
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
export async function editStudent(
  db: Db,
  { images, vault }: StudentStores,
  actor: TenantActor,
  id: number,
  fields: Record<string, string>,
  photo: UploadedFile | null,
) {
  const current = found(await findStudent(db, actor.tenantId, id), MISSING);
  const form = parseForm(fields, false);
  assertOwnTenant(actor, form, actor.email);
  const aadhaar = vault.seal(form.aadhaar);
  await assertUnique(db, actor.tenantId, form, aadhaar.aadhaarHash, id);
  const image = photo ? await images.save(db, actor.tenantId, 'students', photo.buffer) : current.image;
  await updateStudent(db, actor.tenantId, id, {
    ...profile(form),
    ...aadhaar,
    image,
    ...(form.password ? { passwordHash: await hashPassword(form.password), mustChangePassword: false } : {}),
  });
  // A password set by the admin ends every session the student had, as the reset call does.
  if (form.password) await deleteSessionsOfUser(db, 'student', id);
  return { id, replacedImage: image !== current.image ? current.image : null };
}

export async function removeStudent(db: Db, actor: TenantActor, id: number) {
  const row = found(await deleteStudent(db, actor.tenantId, id), MISSING);
  await deleteSessionsOfUser(db, 'student', id);
  return row;
}

/**
 * Generates or revokes the ID card; its number is issued once and kept across revoke/generate, and
 * each generate issues a new version of the card's QR token (id-cards.queries.ts).
 */
export async function setIdCard(db: Db, actor: TenantActor, id: number, generated: boolean) {
  return found(await setCard(db, actor.tenantId, id, { generated }), MISSING);
}

/** A temporary password the student must replace at next sign-in; their sessions end. */
export async function resetStudentPassword(db: Db, actor: TenantActor, id: number) {
  const tempPassword = generateTemporaryPassword(16);
  const row = found(
    await updateStudent(db, actor.tenantId, id, {
      passwordHash: await hashPassword(tempPassword),
      mustChangePassword: true,
    }),
    MISSING,
  );
  await deleteSessionsOfUser(db, 'student', id);
  return { id: row.id, tempPassword };
}
