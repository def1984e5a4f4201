import { and, asc, gt, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { students } from '../db/schema/index.ts';
import type { AadhaarVault } from './aadhaar-vault.ts';

/**
 * One-time start-up step: rows written before Aadhaar was sealed hold the plain number; seal
 * them (a migration cannot, as it does not know the key). Idempotent: sealed rows are skipped.
 * Returns how many rows it sealed.
 */
export async function sealPlaintextAadhaar(db: Db, vault: AadhaarVault, batch = 500): Promise<number> {
  let sealed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: students.id, aadhaar: students.aadhaar })
      .from(students)
      .where(
        and(gt(students.id, after), isNotNull(students.aadhaar), not(sql`${students.aadhaar} like 'v1.%'`)),
      )
      .orderBy(asc(students.id))
      .limit(batch);
    for (const row of rows) {
      await db.update(students).set(vault.seal(row.aadhaar)).where(sql`${students.id} = ${row.id}`);
    }
    sealed += rows.length;
    if (rows.length < batch) return sealed;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
