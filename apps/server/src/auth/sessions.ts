import type { TRole } from '@studydesk/contract';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { admins, platformSettings, sessions, staff, students, superadmins } from '../db/schema/index.ts';
import { generateSessionToken, hashToken } from './tokens.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewSession {
  role: TRole;
  userId: number;
  tenantId: number | null;
  ip: string;
  userAgent: string | undefined;
}

/** Starts a session; returns the token (the only time it exists in clear). */
export async function createSession(db: Db, s: NewSession): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: s.role,
    userId: s.userId,
    adminId: s.tenantId,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

export interface SessionActorRow {
  id: number;
  role: TRole;
  userId: number;
  expiresAt: Date;
  loginEnabled: boolean;
  /** Null when the session's account no longer exists. */
  account: { email: string; name: string; tenantId: number | null; mustChangePassword: boolean } | null;
}

const superadmin = alias(superadmins, 'sa');
const admin = alias(admins, 'ad');
const member = alias(staff, 'st');
const student = alias(students, 'su');

/**
 * The session, its account and the global login switch in one statement: authentication
 * costs one query per request, and revocation (logout, password change, switch) shows at once.
 */
export async function findSessionActor(db: Db, token: string): Promise<SessionActorRow | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      role: sessions.role,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      loginEnabled: platformSettings.loginEnabled,
      email: sql<
        string | null
      >`coalesce(${superadmin.email}, ${admin.email}, ${member.email}, ${student.email})`,
      name: sql<string | null>`coalesce(${admin.name}, ${member.name}, ${student.name})`,
      tenantId: sql<number | null>`coalesce(${admin.id}, ${member.adminId}, ${student.adminId})`,
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
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const { email, name, tenantId, mustChangePassword, loginEnabled, ...session } = row;
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

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
