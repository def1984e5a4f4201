import type { TRole } from '@studydesk/contract';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { admins, platformSettings, sessions, staff, students, superadmins } from '../db/schema/index.ts';
import { generateSessionToken, hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused this long ends; each use pushes its end this far ahead again. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** However busy, a session ends this long after sign-in. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** A session's end is moved at most once per this (most requests write nothing). */
export const SESSION_RENEW_EVERY_MS = 10 * 60 * 1000;

export interface NewSession {
  role: TRole;
  userId: number;
  tenantId: number | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Starts a session; returns the token (the only time it exists in clear) and the latest moment it
 * can last (the cookie's expiry: the server ends an idle session sooner).
 */
export async function createSession(db: Db, s: NewSession): Promise<{ token: string; lastsUntil: Date }> {
  const token = generateSessionToken();
  const createdAt = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: s.role,
    userId: s.userId,
    adminId: s.tenantId,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 300),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + SESSION_IDLE_MS),
  });
  return { token, lastsUntil: new Date(createdAt.getTime() + SESSION_MAX_AGE_MS) };
}

/** Where a session used at `now` should end: idle time ahead, never past its absolute cap. */
export function slidExpiry(session: { createdAt: Date }, now: number): Date {
  return new Date(Math.min(now + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_MAX_AGE_MS));
}

/**
 * A session in use slides its end forward (idle expiry), written at most once per
 * SESSION_RENEW_EVERY_MS and never past SESSION_MAX_AGE_MS from sign-in.
 */
export async function slideSession(
  db: Db,
  session: { id: number; createdAt: Date; expiresAt: Date },
  now = Date.now(),
): Promise<void> {
  const next = slidExpiry(session, now);
  if (next.getTime() - session.expiresAt.getTime() < SESSION_RENEW_EVERY_MS) return;
  await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, session.id));
}

export interface SessionActorRow {
  id: number;
  role: TRole;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  loginEnabled: boolean;
  /** Null when the session's account no longer exists. */
  account: {
    email: string;
    name: string;
    tenantId: number | null;
    /** The library's time zone (IANA), null for the superadmin. */
    timeZone: string | null;
    mustChangePassword: boolean;
  } | null;
}

const superadmin = alias(superadmins, 'sa');
const admin = alias(admins, 'ad');
const member = alias(staff, 'st');
const student = alias(students, 'su');
const library = alias(admins, 'lib');

/**
 * The session, its account, its library's time zone and the global login switch in one statement:
 * authentication costs one query per request, revocation (logout, password change, switch) shows
 * at once, and a screen of the library's today needs no statement of its own for the time zone.
 * Prepared once per database handle: every signed-in request runs it.
 */
const sessionActorStatement = preparedStatement((db: Db) =>
  db
    .select({
      id: sessions.id,
      role: sessions.role,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      loginEnabled: platformSettings.loginEnabled,
      email: sql<
        string | null
      >`coalesce(${superadmin.email}, ${admin.email}, ${member.email}, ${student.email})`,
      name: sql<string | null>`coalesce(${admin.name}, ${member.name}, ${student.name})`,
      tenantId: sql<number | null>`coalesce(${admin.id}, ${member.adminId}, ${student.adminId})`,
      timeZone: sql<string | null>`coalesce(${admin.timezone}, ${library.timezone})`,
      mustChangePassword: sql<
        boolean | null
      >`coalesce(${superadmin.mustChangePassword}, ${admin.mustChangePassword}, ${member.mustChangePassword}, ${student.mustChangePassword})`,
    })
    .from(sessions)
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .leftJoin(superadmin, and(eq(sessions.role, 'superadmin'), eq(superadmin.id, sessions.userId)))
    .leftJoin(admin, and(eq(sessions.role, 'admin'), eq(admin.id, sessions.userId)))
    .leftJoin(member, and(eq(sessions.role, 'staff'), eq(member.id, sessions.userId)))
    .leftJoin(student, and(eq(sessions.role, 'student'), eq(student.id, sessions.userId)))
    .leftJoin(library, sql`${library.id} = coalesce(${member.adminId}, ${student.adminId})`)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_actor'),
);

export async function findSessionActor(db: Db, token: string): Promise<SessionActorRow | null> {
  const [row] = await sessionActorStatement(db, { tokenHash: hashToken(token) });
  if (!row) return null;
  const { email, name, tenantId, timeZone, mustChangePassword, loginEnabled, ...session } = row;
  return {
    ...session,
    loginEnabled: loginEnabled ?? true,
    account:
      email === null
        ? null
        : {
            email,
            name: row.role === 'superadmin' ? 'Super Admin' : (name ?? ''),
            tenantId: row.role === 'superadmin' ? null : tenantId,
            timeZone: row.role === 'superadmin' ? null : timeZone,
            mustChangePassword: mustChangePassword ?? false,
          },
  };
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of one account, except `keepSessionId` when given (the one changing its password). */
export async function deleteSessionsOfUser(
  db: Db,
  role: TRole,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const own = and(eq(sessions.role, role), eq(sessions.userId, userId));
  await db.delete(sessions).where(keepSessionId ? and(own, ne(sessions.id, keepSessionId)) : own);
}

/** Ends every non-superadmin session (global login switch turned off). */
export async function deleteTenantSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(ne(sessions.role, 'superadmin'));
}

/** Deletes the sessions past their end (the periodic sweep). */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ id: sessions.id });
  return gone.length;
}
