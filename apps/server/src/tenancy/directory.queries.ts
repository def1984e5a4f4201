import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountEmails, joinCodes, publicSlugs, receiptShareTokens, sessions } from '../db/schema/index.ts';

/**
 * The directory (migration 0037): what is unique across libraries, kept apart from the tenant
 * tables so that those distribute by library. Each row is written in the transaction of the row
 * it indexes, and goes with it; none has a foreign key, so deletes here are the app's.
 */

export type AccountRole = 'admin' | 'staff' | 'student';

/** The account of this role that signs in with the email, or null. */
export async function accountByEmail(db: Db, role: AccountRole, email: string) {
  const [row] = await db
    .select({ adminId: accountEmails.adminId, userId: accountEmails.userId })
    .from(accountEmails)
    .where(and(eq(accountEmails.role, role), eq(accountEmails.email, email)));
  return row ?? null;
}

/** Whether another account of this role (not `exceptUserId`) signs in with the email. */
export async function emailTaken(db: Db, role: AccountRole, email: string, exceptUserId?: number) {
  const row = await accountByEmail(db, role, email);
  return row !== null && row.userId !== exceptUserId;
}

/** Which of these emails an account of this role already signs in with. */
export async function takenEmails(db: Db, role: AccountRole, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: accountEmails.email })
    .from(accountEmails)
    .where(and(eq(accountEmails.role, role), inArray(accountEmails.email, emails)));
  return new Set(rows.map((r) => r.email));
}

/** Records accounts' emails; a taken one fails the transaction (unique violation, 409). */
export async function recordEmails(
  db: Db,
  role: AccountRole,
  accounts: { email: string; adminId: number; userId: number }[],
) {
  if (accounts.length) await db.insert(accountEmails).values(accounts.map((a) => ({ role, ...a })));
}

/** Moves an account's email to a new one (an edit); a taken one fails the transaction. */
export async function moveEmail(db: Db, role: AccountRole, userId: number, email: string) {
  await db
    .update(accountEmails)
    .set({ email })
    .where(
      and(eq(accountEmails.role, role), eq(accountEmails.userId, userId), ne(accountEmails.email, email)),
    );
}

/** Frees a deleted account's email. */
export async function forgetAccount(db: Db, role: AccountRole, userId: number) {
  await db.delete(accountEmails).where(and(eq(accountEmails.role, role), eq(accountEmails.userId, userId)));
}

export async function recordJoinCode(db: Db, code: string, adminId: number) {
  await db.insert(joinCodes).values({ code, adminId });
}

/** The library a join code names, or null. */
export async function libraryOfJoinCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ adminId: joinCodes.adminId })
    .from(joinCodes)
    .where(eq(joinCodes.code, code));
  return row?.adminId ?? null;
}

export async function recordShareToken(db: Db, shareToken: string, adminId: number, receiptId: number) {
  await db.insert(receiptShareTokens).values({ shareToken, adminId, receiptId });
}

/** The receipt a share link names, or null. */
export async function receiptOfShareToken(db: Db, shareToken: string) {
  const [row] = await db
    .select({ adminId: receiptShareTokens.adminId, receiptId: receiptShareTokens.receiptId })
    .from(receiptShareTokens)
    .where(eq(receiptShareTokens.shareToken, shareToken));
  return row ?? null;
}

/** Gives the library this public page slug (its old one freed); false when another library has it. */
export async function claimPublicSlug(db: Db, slug: string, adminId: number): Promise<boolean> {
  const [taken] = await db
    .select({ adminId: publicSlugs.adminId })
    .from(publicSlugs)
    .where(eq(publicSlugs.slug, slug));
  if (taken) return taken.adminId === adminId;
  await db.delete(publicSlugs).where(eq(publicSlugs.adminId, adminId));
  await db.insert(publicSlugs).values({ slug, adminId });
  return true;
}

/** The library a public page slug names, or null. */
export async function libraryOfSlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ adminId: publicSlugs.adminId })
    .from(publicSlugs)
    .where(eq(publicSlugs.slug, slug));
  return row?.adminId ?? null;
}

/**
 * Deletes what names a library outside its tenant tables (directory rows, sessions), in the
 * transaction that deletes the library: no foreign key cascades to them.
 */
export async function forgetLibrary(db: Db, adminId: number) {
  await db.delete(accountEmails).where(eq(accountEmails.adminId, adminId));
  await db.delete(joinCodes).where(eq(joinCodes.adminId, adminId));
  await db.delete(receiptShareTokens).where(eq(receiptShareTokens.adminId, adminId));
  await db.delete(publicSlugs).where(eq(publicSlugs.adminId, adminId));
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}
