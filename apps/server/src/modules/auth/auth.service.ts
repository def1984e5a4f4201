import type { TLoginRequest, TRole, TSessionUser, TStudentRegisterRequest } from '@studydesk/contract';
import { type Account, findAccount, setPasswordHash } from '../../auth/accounts.ts';
import type { Actor } from '../../auth/actor.ts';
import { LOGIN_DISABLED_MESSAGE } from '../../auth/messages.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  timingSafeDummyVerify,
  verifyPassword,
} from '../../auth/password.ts';
import { createSession, deleteSessionsOfUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../errors/http-errors.ts';
import { findAdminByJoinCode } from '../admins/admins.queries.ts';
import { isLoginEnabled } from '../platform/login-switch.queries.ts';
import { insertStudent, studentEmailTaken } from '../students/students.queries.ts';
import { countRefusedPasswordChanges } from './auth.queries.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

interface RequestContext {
  ip: string;
  userAgent: string | undefined;
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
): Promise<{ account: Account; token: string; lastsUntil: Date }> {
  if (role !== 'superadmin' && !(await isLoginEnabled(db))) throw forbidden(LOGIN_DISABLED_MESSAGE);
  const account = await findAccount(db, role, { email: body.email });
  const ok = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await timingSafeDummyVerify(body.password);
  if (!account || !ok) throw unauthorized(INVALID_CREDENTIALS);
  const { token, lastsUntil } = await createSession(db, {
    role,
    userId: account.id,
    tenantId: account.tenantId,
    ...ctx,
  });
  return { account, token, lastsUntil };
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

const PASSWORD_CHANGE_FAILURES = { max: 5, windowMinutes: 15 };

/**
 * A signed-in caller guessing the current password: after 5 refused changes in 15 minutes (as
 * the audit trail records them, so every server process sees the same count) the account waits.
 */
async function assertPasswordChangeAllowed(db: Db, account: Account) {
  const refused = await countRefusedPasswordChanges(db, account, PASSWORD_CHANGE_FAILURES.windowMinutes);
  if (refused >= PASSWORD_CHANGE_FAILURES.max) {
    throw tooManyRequests(
      `Too many failed attempts. Try again in ${PASSWORD_CHANGE_FAILURES.windowMinutes} minutes.`,
    );
  }
}

/** The one answer to a wrong current password, and (public student call) to an unknown email. */
const wrongCurrentPassword = () =>
  badRequest('Email or current password is incorrect.', {
    issues: [{ field: 'currentPassword', message: 'Email or current password is incorrect' }],
  });

/**
 * Replaces a password after checking the current one. Other sessions of the account end;
 * `keepSessionId` (the caller's own session) survives.
 */
async function changePassword(
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

/** The signed-in actor changes their own password; this session stays, the others end. */
export async function changeOwnPassword(db: Db, actor: Actor, currentPassword: string, newPassword: string) {
  const account = await findAccount(db, actor.role, { id: actor.userId });
  if (!account) throw unauthorized();
  await changePassword(db, account, currentPassword, newPassword, actor.sessionId);
}

/**
 * The public student call proves the current password. An unknown email answers exactly as a
 * wrong password, after the same argon2 work (no enumeration). Signed in as this student (the
 * in-app page), that session stays.
 */
export async function changeStudentPassword(
  db: Db,
  body: { email: string; currentPassword: string; newPassword: string },
  signedIn: Actor | null,
): Promise<Account> {
  const account = await findAccount(db, 'student', { email: body.email });
  if (!account) {
    await timingSafeDummyVerify(body.currentPassword);
    throw wrongCurrentPassword();
  }
  const own = signedIn?.role === 'student' && signedIn.userId === account.id ? signedIn.sessionId : undefined;
  await changePassword(db, account, body.currentPassword, body.newPassword, own);
  return account;
}
