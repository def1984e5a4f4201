import { type TActivityQuery, ZActivity, ZActivityQuery } from '@studydesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { countRowsCapped } from '../../db/count.ts';
import { admins, auditLog } from '../../db/schema/index.ts';
import { assertShallowPage, withTotal } from '../../http/paging.ts';

const platform: RouteAccess = { roles: ['superadmin'], scope: 'platform' };

/** One page of the audit trail, newest first (first 10,000 rows; total capped). Dates are calendar days in `timeZone`. */
async function listActivities(db: Db, query: TActivityQuery, timeZone: string) {
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
  const [rows, total] = await Promise.all([
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    countRowsCapped(db, auditLog, where),
  ]);
  return {
    rows: rows.map(({ createdAt, ...r }) => ({
      ...r,
      id: Number(r.id),
      created_at: createdAt.toISOString(),
    })),
    total,
  };
}

/** Track All Admin Activities: the audit trail every state-changing request writes. */
export function activitiesRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/superadmin/activities',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Audit trail, newest first; filter by admin (library), action, role and date range',
          querystring: ZActivityQuery,
          response: { 200: z.array(ZActivity) },
        },
      },
      async (req, reply) => withTotal(reply, await listActivities(req.db, req.query, config.TZ_DEFAULT)),
    );

    app.get(
      '/auth/superadmin/activities/actions',
      {
        config: { access: platform },
        schema: {
          tags: ['platform'],
          summary: 'Action names seen in the trail',
          response: { 200: z.array(z.string()) },
        },
      },
      async (req) => {
        const rows = await req.db
          .selectDistinct({ action: auditLog.action })
          .from(auditLog)
          .orderBy(auditLog.action);
        return rows.map((r) => r.action);
      },
    );
  };
}
