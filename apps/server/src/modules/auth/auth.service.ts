import type {
  TLoginRequest,
  TRole,
  TSessionUser,
  TStaffRegisterRequest,
  TStudentRegisterRequest,
} from '@studydesk/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { assertOwnTenant, LOGIN_DISABLED_MESSAGE } from '../../auth/access-plugin.ts';
import { type Account, findAccount, setPasswordHash } from '../../auth/accounts.ts';
import type { Actor, TenantActor } from '../../auth/actor.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  timingSafeDummyVerify,
  verifyPassword,
} from '../../auth/password.ts';
import { createSession, deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, platformSettings, staff } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../errors/http-errors.ts';
import { findAdminByJoinCode } from '../admins/admins.queries.ts';
import { insertStudent, studentEmailTaken } from '../students/students.queries.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
}

export async function isLoginEnabled(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ enabled: platformSettings.loginEnabled })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.enabled ?? true;
}

/**
 * Checks credentials for one role and opens a session. Same answer for unknown email and wrong
 * password; the route's throttle guard counts the failures.
 */
export async function login(
  db: Db,
  role: TRole,
  body: TLoginRequest,
  ctx: RequestContext,
): Promise<{ account: Account; token: string; expiresAt: Date }> {
  if (role !== 'superadmin' && !(await isLoginEnabled(db))) throw forbidden(LOGIN_DISABLED_MESSAGE);
  const account = await findAccount(db, role, { email: body.email });
  const ok = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await timingSafeDummyVerify(body.password);
  if (!account || !ok) throw unauthorized(INVALID_CREDENTIALS);
  const { token, expiresAt } = await createSession(db, {
    role,
    userId: account.id,
    tenantId: account.tenantId,
    ...ctx,
  });
  return { account, token, expiresAt };
}

export function presentSessionUser(a: Account): TSessionUser {
  return {
    id: a.id,
    email: a.email,
    role: a.role,
    name: a.name,
    must_change_password: a.mustChangePassword,
    admin_id: a.tenantId,
    admin_name: a.role === 'admin' ? a.name : a.adminName,
    admin_email: a.role === 'admin' ? a.email : a.adminEmail,
    student_id: a.studentId,
    phone: a.phone,
    join_code: a.joinCode,
    language: a.language,
  };
}

export async function loadSessionUser(db: Db, actor: Actor): Promise<TSessionUser> {
  const account = await findAccount(db, actor.role, { id: actor.userId });
  if (!account) throw unauthorized();
  return presentSessionUser(account);
}

/** Public self-registration: the join code names the institute (DECISIONS.md). */
export async function registerStudent(
  db: Db,
  body: TStudentRegisterRequest,
): Promise<{ id: number; adminId: number }> {
  const admin = await findAdminByJoinCode(db, body.join_code);
  if (!admin) {
    throw badRequest('Invalid institute join code. Ask your library for the right code.', {
      issues: [{ field: 'join_code', message: 'Unknown join code' }],
    });
  }
  assertAcceptablePassword(body.password);
  if (await studentEmailTaken(db, body.email))
    throw conflict('A student with this email is already registered.');
  const { id } = await insertStudent(db, admin.id, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    phone: body.phone,
    course: body.course,
  });
  return { id, adminId: admin.id };
}

/** Staff are always bound to the signed-in admin, whatever the body says. */
export async function registerStaff(
  db: Db,
  actor: TenantActor,
  body: TStaffRegisterRequest,
): Promise<{ id: number }> {
  assertOwnTenant(actor, body, actor.email);
  assertAcceptablePassword(body.password);
  const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, body.email)).limit(1);
  if (taken) throw conflict('A staff member with this email already exists.');
  const [row] = await db
    .insert(staff)
    .values({
      adminId: actor.tenantId,
      name: body.name,
      email: body.email,
      phone: body.phone,
      passwordHash: await hashPassword(body.password),
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const PASSWORD_CHANGE_FAILURES = { max: 5, windowMinutes: 15 };

/**
 * A signed-in caller guessing the current password: after 5 refused changes in 15 minutes (as
 * the audit trail records them, so every server process sees the same count) the account waits.
 */
async function assertPasswordChangeAllowed(db: Db, account: Account) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'password.change.refused'),
        eq(auditLog.actorRole, account.role),
        eq(auditLog.actorId, account.id),
        gt(auditLog.createdAt, sql`now() - make_interval(mins => ${PASSWORD_CHANGE_FAILURES.windowMinutes})`),
      ),
    );
  if ((row?.n ?? 0) >= PASSWORD_CHANGE_FAILURES.max) {
    throw tooManyRequests(
      `Too many failed attempts. Try again in ${PASSWORD_CHANGE_FAILURES.windowMinutes} minutes.`,
    );
  }
}

/** The one answer to a wrong current password, and (public student call) to an unknown email. */
export const wrongCurrentPassword = () =>
  badRequest('Email or current password is incorrect.', {
    issues: [{ field: 'currentPassword', message: 'Email or current password is incorrect' }],
  });

/**
 * Replaces a password after checking the current one. Other sessions of the account end;
 * `keepSessionId` (the caller's own session) survives.
 */
export async function changePassword(
  db: Db,
  account: Account,
  currentPassword: string,
  newPassword: string,
  keepSessionId?: number,
): Promise<void> {
  await assertPasswordChangeAllowed(db, account);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) throw wrongCurrentPassword();
  if (currentPassword === newPassword) {
    throw badRequest('The new password must be different from the current one.', {
      issues: [{ field: 'newPassword', message: 'Same as the current password' }],
    });
  }
  assertAcceptablePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.role, account.id, passwordHash, false);
    await deleteSessionsOfUser(tx, account.role, account.id, keepSessionId);
  });
}

/** The signed-in actor's own account, for self-service calls. */
export async function findOwnAccount(db: Db, actor: Actor): Promise<Account> {
  const account = await findAccount(db, actor.role, { id: actor.userId });
  if (!account) throw unauthorized();
  return account;
}
