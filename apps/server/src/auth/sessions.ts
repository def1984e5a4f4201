import type { TRole } from '@studydesk/contract';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformSettings, sessions } from '../db/schema/index.ts';
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

export interface SessionRow {
  id: number;
  role: TRole;
  userId: number;
  expiresAt: Date;
  loginEnabled: boolean;
}

export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      role: sessions.role,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      loginEnabled: platformSettings.loginEnabled,
    })
    .from(sessions)
    .leftJoin(platformSettings, eq(platformSettings.id, 1))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  return { ...row, loginEnabled: row.loginEnabled ?? true };
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
