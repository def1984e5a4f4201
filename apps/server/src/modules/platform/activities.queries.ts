import type { TActivityQuery } from '@studydesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRowsCapped, EXACT_COUNT_LIMIT, pageWithTotal } from '../../db/count.ts';
import { admins, auditLog } from '../../db/schema/index.ts';
import { assertShallowPage } from '../../http/paging.ts';

/** One page of the audit trail, newest first (first 10,000 rows; total capped). Dates are calendar days in `timeZone`. */
export async function listActivities(db: Db, query: TActivityQuery, timeZone: string) {
  const filters: SQL[] = [];
  if (query.role !== 'all') filters.push(eq(auditLog.actorRole, query.role));
  if (query.admin_id) filters.push(eq(auditLog.adminId, query.admin_id));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from)
    filters.push(sql`${auditLog.createdAt} >= (${query.from}::date)::timestamp at time zone ${timeZone}`);
  if (query.to)
    filters.push(sql`${auditLog.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${timeZone}`);
  const where = filters.length ? and(...filters) : undefined;
  assertShallowPage(query);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: auditLog.id,
        actor_role: auditLog.actorRole,
        actor_id: auditLog.actorId,
        actor_email: auditLog.actorEmail,
        admin_id: auditLog.adminId,
        admin_name: admins.name,
        action: auditLog.action,
        target_type: auditLog.targetType,
        target_id: auditLog.targetId,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(admins, eq(admins.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    query,
    countRowsCapped(db, auditLog, where),
  );
  return {
    rows: rows.map(({ createdAt, ...r }) => ({
      ...r,
      id: Number(r.id),
      created_at: createdAt.toISOString(),
    })),
    total,
    cap: EXACT_COUNT_LIMIT,
  };
}

/** Action names seen in the trail, sorted. */
export async function listActionNames(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
