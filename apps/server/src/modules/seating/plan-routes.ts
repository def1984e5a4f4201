import { ZIdParams, ZMessageResponse, ZPageQuery } from '@studydesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteAudit } from '../../audit/audit-trail.ts';
import { assertOwnTenant, requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { countRows } from '../../db/count.ts';
import { type lockerPlans, type seatPlans, students } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { refuseOverlap } from './pg-conflict.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

type PlanTable = typeof seatPlans | typeof lockerPlans;

/** What differs between seat plans and locker plans; the routes are otherwise the same. */
export interface PlanKind<T extends PlanTable, Body extends z.ZodType> {
  path: string;
  name: 'seat-plan' | 'locker-plan';
  table: T;
  body: Body;
  response: z.ZodType;
  values(db: Db, adminId: number, body: z.output<Body>): Promise<Omit<T['$inferInsert'], 'adminId'>>;
  present(row: { plan: T['$inferSelect']; studentName: string | null }): unknown;
  overlap(row: Omit<T['$inferInsert'], 'adminId'>): string;
  /** The seat/locker a student now holds, for their seat history. */
  history(row: Omit<T['$inferInsert'], 'adminId'>): { seat?: string | null; locker?: string | null };
  recordHistory(
    db: Db,
    adminId: number,
    studentId: number | null,
    change: { seat?: string | null; locker?: string | null },
  ): Promise<void>;
}

const ZListQuery = ZPageQuery.extend({ admin_id: z.coerce.number().int().optional() });

export function registerPlanRoutes<T extends PlanTable, Body extends z.ZodType>(
  app: FastifyInstance,
  kind: PlanKind<T, Body>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const table = kind.table as typeof seatPlans; // same columns used below exist on both tables
  const mine = (req: FastifyRequest, id?: number) => {
    const tenant = eq(table.adminId, requireTenantActor(req).tenantId);
    return id === undefined ? tenant : and(tenant, eq(table.id, id));
  };
  const one = async (db: Db, id: number): Promise<unknown> => {
    const [row] = await db
      .select({ plan: table, studentName: students.name })
      .from(table)
      .leftJoin(students, eq(students.id, table.studentId))
      .where(eq(table.id, id));
    if (!row) throw notFound('Plan not found.');
    return kind.present(row as never);
  };

  r.get(
    kind.path,
    {
      config: { access: desk },
      schema: { tags: ['seating'], querystring: ZListQuery, response: { 200: z.array(kind.response) } },
    },
    async (req, reply) => {
      const actor = requireTenantActor(req);
      assertOwnTenant(actor, { admin_id: req.query.admin_id });
      const where = mine(req);
      const [rows, total] = await Promise.all([
        req.db
          .select({ plan: table, studentName: students.name })
          .from(table)
          .leftJoin(students, eq(students.id, table.studentId))
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(req.query.limit)
          .offset(req.query.offset),
        countRows(req.db, table, where),
      ]);
      return withTotal(reply, { rows: rows.map((row) => kind.present(row as never)), total });
    },
  );

  r.post(
    kind.path,
    {
      config: { access: owner, audit: { action: `${kind.name}.add`, target: kind.name } },
      schema: { tags: ['seating'], body: kind.body, response: { 201: kind.response } },
    },
    async (req, reply) => {
      const actor = requireTenantActor(req);
      const body = req.body as z.output<Body> & { admin_id?: number };
      assertOwnTenant(actor, { admin_id: body.admin_id });
      const values = await kind.values(req.db, actor.tenantId, body);
      const [row] = await refuseOverlap(
        () =>
          req.db
            .insert(table)
            .values({ ...(values as typeof seatPlans.$inferInsert), adminId: actor.tenantId })
            .returning({ id: table.id }),
        kind.overlap(values),
      );
      if (!row) throw new Error('insert returned nothing');
      if (values.status === 'Active')
        await kind.recordHistory(req.db, actor.tenantId, values.studentId ?? null, kind.history(values));
      noteAudit(req, { targetId: row.id });
      reply.status(201);
      return one(req.db, row.id);
    },
  );

  r.put(
    `${kind.path}/:id`,
    {
      config: { access: owner, audit: { action: `${kind.name}.update`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, body: kind.body, response: { 200: kind.response } },
    },
    async (req) => {
      const actor = requireTenantActor(req);
      const body = req.body as z.output<Body> & { admin_id?: number };
      assertOwnTenant(actor, { admin_id: body.admin_id });
      const values = await kind.values(req.db, actor.tenantId, body);
      const [row] = await refuseOverlap(
        () =>
          req.db
            .update(table)
            .set({ ...(values as Partial<typeof seatPlans.$inferInsert>), updatedAt: new Date() })
            .where(mine(req, req.params.id))
            .returning({ id: table.id }),
        kind.overlap(values),
      );
      if (!row) throw notFound('Plan not found.');
      noteAudit(req, { targetId: row.id });
      return one(req.db, row.id);
    },
  );

  r.put(
    `${kind.path}/toggle/:id`,
    {
      config: { access: owner, audit: { action: `${kind.name}.toggle`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, response: { 200: kind.response } },
    },
    async (req) => {
      const flipped = sql`case when ${table.status} = 'Active' then 'Inactive' else 'Active' end`;
      const [row] = await refuseOverlap(
        () =>
          req.db
            .update(table)
            .set({ status: flipped as unknown as string, updatedAt: new Date() })
            .where(mine(req, req.params.id))
            .returning({ id: table.id, status: table.status }),
        'It overlaps an active plan for the same place and dates.',
      );
      if (!row) throw notFound('Plan not found.');
      noteAudit(req, { targetId: row.id, details: { status: row.status } });
      return one(req.db, row.id);
    },
  );

  r.delete(
    `${kind.path}/:id`,
    {
      config: { access: owner, audit: { action: `${kind.name}.delete`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const [row] = await req.db.delete(table).where(mine(req, req.params.id)).returning({ id: table.id });
      if (!row) throw notFound('Plan not found.');
      noteAudit(req, { targetId: row.id });
      return { message: 'Plan deleted successfully' };
    },
  );
}
