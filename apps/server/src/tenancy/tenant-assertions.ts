import type { Actor, TenantActor } from '../auth/actor.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound } from '../errors/http-errors.ts';
import { libraryEmail, libraryIdByEmail, studentOfLibrary } from './tenancy.queries.ts';

const NOT_YOURS = 'That library is not yours.';

/**
 * The spec's clients send admin_id / admin_email; they may only name the actor's own library.
 * A mismatch is refused (403) rather than silently ignored.
 */
export function assertOwnTenant(
  actor: TenantActor,
  claimed: { admin_id?: number | null; admin_email?: string | null },
  tenantEmail?: string,
) {
  if (claimed.admin_id != null && claimed.admin_id !== actor.tenantId) throw forbidden(NOT_YOURS);
  if (claimed.admin_email && tenantEmail && claimed.admin_email.toLowerCase() !== tenantEmail.toLowerCase()) {
    throw forbidden(NOT_YOURS);
  }
}

/** The staff and student screens send their admin's email: it may only name the actor's own library (403). */
export async function assertTenantEmail(db: Db, actor: TenantActor, claimed: string | undefined | null) {
  if (!claimed) return;
  const email = await libraryEmail(db, actor.tenantId);
  if (email && claimed.toLowerCase() !== email.toLowerCase()) throw forbidden(NOT_YOURS);
}

/**
 * Which library a per-library read covers: a tenant actor's own (naming another by email is 403);
 * for the superadmin the library named by email (-1, matching nothing, when none has it), or null
 * for every library.
 */
export async function libraryScope(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<number | null> {
  if (actor.role === 'superadmin') {
    if (!adminEmail) return null;
    return (await libraryIdByEmail(db, adminEmail)) ?? -1;
  }
  if (actor.tenantId === null) throw forbidden();
  await assertTenantEmail(db, actor as TenantActor, adminEmail);
  return actor.tenantId;
}

/** The student must belong to the library (another library's id is "not found"); null id passes as null. */
export async function assertStudentOfLibrary(db: Db, adminId: number, studentId: number | null | undefined) {
  if (studentId == null) return null;
  const row = await studentOfLibrary(db, adminId, studentId);
  if (!row) throw notFound('Student not found');
  return row;
}

/** A student reaches only themself; admin and staff any student of their library. Anyone else: 404. */
export async function assertStudentInReach(db: Db, actor: TenantActor, studentId: number) {
  if (actor.role === 'student' && actor.userId !== studentId) throw notFound('Student not found');
  const row = await assertStudentOfLibrary(db, actor.tenantId, studentId);
  if (!row) throw notFound('Student not found');
  return row;
}
