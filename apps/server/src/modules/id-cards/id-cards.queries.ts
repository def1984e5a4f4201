import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutes } from '../../db/schema/index.ts';

/** The library's first institute's name, or null when it has none. */
export async function firstInstituteName(db: Db, adminId: number): Promise<string | null> {
  const [first] = await db
    .select({ name: institutes.name })
    .from(institutes)
    .where(eq(institutes.adminId, adminId))
    .orderBy(asc(institutes.id))
    .limit(1);
  return first?.name ?? null;
}
