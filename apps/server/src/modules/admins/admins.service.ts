import type { TAddAdminRequest, TAdminSummary } from '@studydesk/contract';
import { setPasswordHash } from '../../auth/accounts.ts';
import { assertAcceptablePassword, generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, found, HttpError, notFound } from '../../errors/http-errors.ts';
import {
  adminEmailTaken,
  deleteAdminRow,
  insertAdmin,
  listAdmins,
  tenantFootprint,
} from './admins.queries.ts';

/** Every library owner, newest first, with their students and staff counted; never a password. */
export async function adminList(db: Db): Promise<TAdminSummary[]> {
  return (await listAdmins(db)).map((a) => ({
    id: a.id,
    admin_id: a.id,
    name: a.name,
    email: a.email,
    role: 'admin',
    password: '********',
    must_change_password: a.mustChangePassword,
    created_at: a.createdAt.toISOString(),
    students: a.students,
    staff: a.staff,
  }));
}

/** Superadmin adds a library owner (a new tenant). */
export async function addAdmin(db: Db, body: TAddAdminRequest) {
  assertAcceptablePassword(body.password);
  if (await adminEmailTaken(db, body.email)) throw conflict('An admin with this email already exists.');
  return insertAdmin(db, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
  });
}

export const CONFIRM_DELETE_ALL_DATA = 'delete-all-data';

/**
 * Deletes an admin and, with them, their whole library: students, staff, plans, fees, books,
 * events, sessions (every tenant row cascades). An admin who owns data is only deleted with
 * the second, explicit confirmation. The audit trail keeps its rows.
 */
export async function deleteAdmin(db: Db, adminId: number, confirmed: boolean) {
  const footprint = await tenantFootprint(db, adminId);
  if (!footprint) throw notFound('Admin not found.');
  const ownsData = footprint.students + footprint.staff + footprint.institutes > 0;
  if (ownsData && !confirmed) {
    throw new HttpError(
      409,
      `This admin owns ${footprint.students} students, ${footprint.staff} staff and ${footprint.institutes} institutes. ` +
        'Deleting the admin permanently deletes all of their library data. Confirm to continue.',
      { requires_confirmation: true, ...footprint },
    );
  }
  const row = found(await deleteAdminRow(db, adminId), 'Admin not found.');
  return { ...row, ...footprint };
}

/** A random temporary password the admin must replace at next sign-in; their sessions end. */
export async function resetAdminPassword(db: Db, adminId: number) {
  const tempPassword = generateTemporaryPassword(16);
  if (!(await setPasswordHash(db, 'admin', adminId, await hashPassword(tempPassword), true))) {
    throw notFound('Admin not found.');
  }
  await deleteSessionsOfUser(db, 'admin', adminId);
  return { id: adminId, tempPassword };
}
