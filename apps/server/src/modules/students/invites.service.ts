import { randomBytes } from 'node:crypto';
import {
  INVITE_VALID_DAYS,
  inviteMessage,
  MAX_ID,
  reminderLink,
  type TInvitesResponse,
  toE164India,
} from '@studydesk/contract';
import { findAccount } from '../../auth/accounts.ts';
import type { TenantActor } from '../../auth/actor.ts';
import { LOGIN_DISABLED_MESSAGE } from '../../auth/messages.ts';
import { assertAcceptablePassword, hashPassword } from '../../auth/password.ts';
import { createSession, deleteSessionsOfUser } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/http-errors.ts';
import { presentSessionUser } from '../auth/auth.service.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { isLoginEnabled } from '../platform/login-switch.queries.ts';
import { claimInvite, findUsableInvite, saveInvites, selectedStudents } from './invites.queries.ts';
import { updateStudent } from './students.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One answer for a link that is unknown, used, replaced or expired: a guesser learns nothing. */
export const INVITE_REFUSED = 'This link does not work any more. Ask your library to send you a new one.';

/**
 * The link's token: the library's id and a random 128-bit secret, `<admin_id>-<22 base64url>` (no
 * dot: the web app serves every path without a file extension).
 */
function newToken(adminId: number): string {
  return `${adminId}-${randomBytes(16).toString('base64url')}`;
}

/** The library and the stored digest a token names, or null for anything malformed. */
export function readToken(token: string): { adminId: number; tokenHash: string } | null {
  const m = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/.exec(token);
  const adminId = Number(m?.[1]);
  if (!m || adminId > MAX_ID) return null;
  return { adminId, tokenHash: hashToken(token) };
}

/** The stored digest of a token as typed (for the per-link throttle key; never the token itself). */
export const tokenDigest = (token: string) => hashToken(token.slice(0, 200));

/**
 * One invitation per picked student: a fresh one-time link (voiding any older one), sent by hand
 * as a WhatsApp or SMS message in the student's language. Students without an Indian mobile
 * number are skipped with the reason. Any id not of this library refuses the whole selection.
 */
export async function inviteStudents(
  db: Db,
  actor: TenantActor,
  ids: number[],
  siteOrigin: string,
  now = new Date(),
): Promise<TInvitesResponse> {
  const adminId = actor.tenantId;
  const wanted = [...new Set(ids)];
  const rows = await selectedStudents(db, adminId, wanted);
  if (rows.length !== wanted.length) throw notFound('Student not found');
  const institute = (await libraryHeading(db, adminId)).name;
  const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);
  const links: TInvitesResponse['links'] = [];
  const skipped: TInvitesResponse['skipped'] = [];
  const invites: { studentId: number; tokenHash: string }[] = [];
  for (const s of rows) {
    const phone = toE164India(s.phone);
    if (!phone) {
      const reason = s.phone.trim() ? 'Phone number is not an Indian mobile number' : 'No phone number';
      skipped.push({ student_id: s.id, name: s.name, reason });
      continue;
    }
    const token = newToken(adminId);
    invites.push({ studentId: s.id, tokenHash: hashToken(token) });
    const link = `${siteOrigin}/set-password/${token}`;
    const text = inviteMessage(s.language, { name: s.name, institute, link, email: s.email });
    links.push({
      student_id: s.id,
      name: s.name,
      phone,
      lang: s.language,
      whatsapp: reminderLink('whatsapp', phone, text),
      sms: reminderLink('sms', phone, text),
    });
  }
  await saveInvites(db, adminId, invites, now, expiresAt);
  return { expires_at: expiresAt.toISOString(), links, skipped };
}

/** Whom a usable link is for (the page greets them); the one refusal otherwise. */
export async function previewInvite(db: Db, token: string, now = new Date()) {
  const key = readToken(token);
  const invite = key ? await findUsableInvite(db, key.adminId, key.tokenHash, now) : null;
  if (!key || !invite) throw notFound(INVITE_REFUSED);
  return {
    name: invite.name,
    email: invite.email,
    institute: (await libraryHeading(db, key.adminId)).name,
  };
}

/**
 * The student chooses a password through their link: the link is used up, the password set (no
 * change asked at sign-in), any other session ends, and they are signed in.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  password: string,
  ctx: { ip: string; userAgent: string | undefined },
  now = new Date(),
) {
  const key = readToken(token);
  if (!key || !(await findUsableInvite(db, key.adminId, key.tokenHash, now))) throw notFound(INVITE_REFUSED);
  assertAcceptablePassword(password);
  if (!(await isLoginEnabled(db))) throw forbidden(LOGIN_DISABLED_MESSAGE);
  const studentId = await claimInvite(db, key.adminId, key.tokenHash, now);
  if (studentId === null) throw notFound(INVITE_REFUSED);
  await updateStudent(db, key.adminId, studentId, {
    passwordHash: await hashPassword(password),
    mustChangePassword: false,
  });
  await deleteSessionsOfUser(db, 'student', studentId);
  const account = await findAccount(db, 'student', { id: studentId });
  if (!account) throw notFound(INVITE_REFUSED);
  const session = await createSession(db, {
    role: 'student',
    userId: studentId,
    tenantId: key.adminId,
    ...ctx,
  });
  return { account, ...session, user: presentSessionUser(account) };
}
