import type { TenantActor } from '../../auth/actor.ts';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import { deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found } from '../../errors/http-errors.ts';
import { assertOwnTenant, assertTenantEmail } from '../../tenancy/tenant-assertions.ts';
import { presentStaffMember } from './staff.present.ts';
import { deleteStaff, insertStaff, listStaff, staffEmailTaken, updateStaff } from './staff.queries.ts';

const DUPLICATE = 'A staff member with this email already exists.';
const MISSING = 'Staff member not found.';

/** The add/edit form (ZStaffForm) and the spec's registration (ZStaffRegisterRequest) alike. */
interface StaffBody {
  name: string;
  email: string;
  phone: string;
  password?: string;
  admin_id?: number;
  admin_email?: string;
}

/** The admin's staff table; `admin_email` may only name the admin's own library. */
export async function staffPage(
  db: Db,
  actor: TenantActor,
  query: { limit: number; offset: number; q?: string; admin_email?: string },
) {
  await assertTenantEmail(db, actor, query.admin_email);
  const page = await listStaff(db, actor.tenantId, query);
  return { rows: page.rows.map(presentStaffMember), total: page.total };
}

/** Staff are always bound to the signed-in admin, whatever the body says; a password is required. */
export async function addStaff(db: Db, actor: TenantActor, body: StaffBody) {
  assertOwnTenant(actor, body, actor.email);
  if (!body.password) {
    throw badRequest('Password is required', {
      issues: [{ field: 'password', message: 'Password is required' }],
    });
  }
  assertAcceptablePassword(body.password);
  if (await staffEmailTaken(db, body.email)) throw conflict(DUPLICATE);
  return insertStaff(db, actor.tenantId, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    passwordHash: await hashPassword(body.password),
  });
}

/** An empty password keeps the current one; a new one ends the member's sessions. */
export async function editStaff(db: Db, actor: TenantActor, id: number, body: StaffBody) {
  assertOwnTenant(actor, body, actor.email);
  if (body.password) assertAcceptablePassword(body.password);
  if (await staffEmailTaken(db, body.email, id)) throw conflict(DUPLICATE);
  const row = found(
    await updateStaff(db, actor.tenantId, id, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
    }),
    MISSING,
  );
  if (body.password) await deleteSessionsOfUser(db, 'staff', row.id);
  return row;
}

export async function removeStaff(db: Db, actor: TenantActor, id: number) {
  const row = found(await deleteStaff(db, actor.tenantId, id), MISSING);
  await deleteSessionsOfUser(db, 'staff', row.id);
  return row;
}
