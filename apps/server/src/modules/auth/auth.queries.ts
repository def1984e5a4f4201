import type { TRole } from '@studydesk/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Refused password changes of one account in the last `minutes`, as the audit trail holds them. */
export async function countRefusedPasswordChanges(
  db: Db,
  account: { role: TRole; id: number },
  minutes: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'password.change.refused'),
        eq(auditLog.actorRole, account.role),
        eq(auditLog.actorId, account.id),
        gt(auditLog.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}
