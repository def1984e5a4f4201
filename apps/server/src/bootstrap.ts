import { count } from 'drizzle-orm';
import { generateTemporaryPassword, hashPassword } from './auth/password.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { platformSettings, superadmins } from './db/schema/index.ts';

export interface BootstrapResult {
  /** Set only on the very first start: the superadmin that was just created. */
  createdSuperadmin?: { email: string; password: string | null };
}

/** First start: the platform settings row and the first superadmin (from env, or generated and printed once). */
export async function bootstrap(db: Db, config: Config): Promise<BootstrapResult> {
  await db.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select({ n: count() }).from(superadmins);
  if ((row?.n ?? 0) > 0) return {};
  const email = (config.SUPERADMIN_EMAIL ?? 'superadmin@example.com').toLowerCase();
  const generated = config.SUPERADMIN_PASSWORD ? null : generateTemporaryPassword(20);
  await db
    .insert(superadmins)
    .values({ email, passwordHash: await hashPassword(config.SUPERADMIN_PASSWORD ?? (generated as string)) })
    .onConflictDoNothing();
  return { createdSuperadmin: { email, password: generated } };
}

/** The lines that tell a newcomer how to sign in as the superadmin just created (printed once). */
export function describeCreatedSuperadmin(
  created: { email: string; password: string | null },
  url: string,
): string[] {
  return [
    `Superadmin created: ${created.email}`,
    created.password
      ? `Password: ${created.password}   (shown only this once; sign in at ${url}/superadmin)`
      : 'Password: the SUPERADMIN_PASSWORD you configured',
  ];
}
