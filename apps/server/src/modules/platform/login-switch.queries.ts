import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

/** The global login switch (on unless the superadmin turned it off). */
export async function isLoginEnabled(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ enabled: platformSettings.loginEnabled })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.enabled ?? true;
}

export async function setLoginEnabled(db: Db, enable: boolean): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ id: 1, loginEnabled: enable })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { loginEnabled: enable, updatedAt: new Date() },
    });
}
