import { ZId, ZIdParams, ZMessageResponse, ZPageQuery } from '@studydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { assertOwnTenant } from '../../tenancy/tenant-assertions.ts';
import type { PlanKind } from './plan-kinds.ts';
import {
  deletePlan,
  findPlan,
  insertPlan,
  listPlans,
  type PlanInsert,
  type PlanRow,
  type PlanTable,
  togglePlanStatus,
  updatePlan,
} from './plans.queries.ts';
import { chargePlan, recordSeatHistory, refundPlan, renewalPeriod } from './plans.service.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

const ZListQuery = ZPageQuery.extend({ admin_id: ZId.optional() });

export function registerPlanRoutes<T extends PlanTable, Body extends z.ZodType>(
  app: FastifyInstance,
  kind: PlanKind<T, Body>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = async (db: Db, adminId: number, id: number) =>
    kind.present(await findPlan(db, adminId, kind.table, id), await libraryToday(db, adminId));

  /**
   * After a save: the plan's hold on the seat ledger, its charge on the money ledger (both in the
   * request's transaction) and the student's seat history; the audit notes a back-dated start.
   */
  const settle = async (req: FastifyRequest, plan: PlanRow<T>) => {
    const actor = requireTenantActor(req);
    await kind.syncHold(req.db, actor.tenantId, plan);
    await chargePlan(req.db, actor, kind.name, plan);
    if (plan.status === 'Active') {
      await recordSeatHistory(req.db, actor.tenantId, plan.studentId, kind.history(plan));
    }
    const today = await libraryToday(req.db, actor.tenantId);
    noteAudit(req, {
      targetId: plan.id,
      details: plan.startsOn && plan.startsOn < today ? { backdated_from: plan.startsOn } : {},
    });
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
      const [page, today] = await Promise.all([
        listPlans(req.db, actor.tenantId, kind.table, req.query),
        libraryToday(req.db, actor.tenantId),
      ]);
      return withTotal(reply, { rows: page.rows.map((row) => kind.present(row, today)), total: page.total });
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
      const plan = await insertPlan(req.db, actor.tenantId, kind.table, values);
      await settle(req, plan);
      reply.status(201);
      return present(req.db, actor.tenantId, plan.id);
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
      await findPlan(req.db, actor.tenantId, kind.table, req.params.id);
      const values = await kind.values(req.db, actor.tenantId, body);
      const plan = await updatePlan(req.db, actor.tenantId, kind.table, req.params.id, values);
      await settle(req, plan);
      return present(req.db, actor.tenantId, plan.id);
    },
  );

  r.put(
    `${kind.path}/toggle/:id`,
    {
      config: { access: owner, audit: { action: `${kind.name}.toggle`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, response: { 200: kind.response } },
    },
    async (req) => {
      const actor = requireTenantActor(req);
      const adminId = actor.tenantId;
      const plan = await togglePlanStatus(req.db, adminId, kind.table, req.params.id);
      await kind.syncHold(req.db, adminId, plan);
      await chargePlan(req.db, actor, kind.name, plan);
      noteAudit(req, { targetId: plan.id, details: { status: plan.status } });
      return present(req.db, adminId, plan.id);
    },
  );

  r.post(
    `${kind.path}/:id/renew`,
    {
      config: { access: owner, audit: { action: `${kind.name}.renew`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, response: { 201: kind.response } },
    },
    async (req, reply) => {
      const actor = requireTenantActor(req);
      const adminId = actor.tenantId;
      const { plan: old, renewedById } = await findPlan(req.db, adminId, kind.table, req.params.id);
      if (renewedById !== null) throw conflict(`This plan was already renewed (plan ${renewedById}).`);
      const { id: _id, createdAt: _c, updatedAt: _u, adminId: _a, ...copy } = old;
      const plan = await insertPlan(req.db, adminId, kind.table, {
        ...copy,
        ...renewalPeriod(old, await libraryToday(req.db, adminId)),
        status: 'Active',
        renewedFromId: old.id,
      } as PlanInsert<T>);
      await kind.syncHold(req.db, adminId, plan);
      // A renewal charges again: the new plan is its own source on the money ledger.
      await chargePlan(req.db, actor, kind.name, plan);
      noteAudit(req, { targetId: plan.id, details: { renewed_from: old.id, ends_on: plan.endsOn } });
      reply.status(201);
      return present(req.db, adminId, plan.id);
    },
  );

  r.delete(
    `${kind.path}/:id`,
    {
      config: { access: owner, audit: { action: `${kind.name}.delete`, target: kind.name } },
      schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      // The plan's holds go with it (ON DELETE CASCADE); its charge is reversed on the ledger.
      const actor = requireTenantActor(req);
      const row = await deletePlan(req.db, actor.tenantId, kind.table, req.params.id);
      await refundPlan(req.db, actor, kind.name, row.id);
      noteAudit(req, { targetId: row.id });
      return { message: 'Plan deleted successfully' };
    },
  );
}
