import {
  ZIdParams,
  ZLibraryParams,
  ZMessageResponse,
  ZPlanListQuery,
  ZStudentParams,
} from '@studydesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, everyone, owner } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import {
  addPlan,
  editPlan,
  heldPlansOfLibrary,
  planPage,
  plansForStudent,
  planView,
  removePlan,
  renewPlan,
  togglePlan,
} from './plan-kinds.service.ts';
import type { PlanKind } from './plan-kinds.ts';
import type { PlanTable } from './plans.queries.ts';

/** The routes of one kind of plan (seat or locker): list, add, edit, toggle, renew, delete, and the views of a student's and a library's plans. */
export function registerPlanRoutes<T extends PlanTable, Body extends z.ZodType>(
  app: FastifyInstance,
  kind: PlanKind<T, Body>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = (verb: string) => ({ action: `${kind.name}.${verb}`, target: kind.name });
  const tags = ['seating'];

  r.get(
    kind.path,
    { config: { access: desk }, schema: { tags, querystring: ZPlanListQuery, response: { 200: kind.list } } },
    async (req, reply) => withTotal(reply, await planPage(req.db, requireTenantActor(req), kind, req.query)),
  );

  r.post(
    kind.path,
    {
      config: { access: owner, audit: audit('add') },
      schema: { tags, body: kind.body, response: { 201: kind.response } },
    },
    async (req, reply) => {
      const actor = requireTenantActor(req);
      const { plan, details } = await addPlan(req.db, actor, kind, req.body as { admin_id?: number });
      noteAudit(req, { targetId: plan.id, details });
      reply.status(201);
      return planView(req.db, actor, kind, plan.id);
    },
  );

  r.put(
    `${kind.path}/:id`,
    {
      config: { access: owner, audit: audit('update') },
      schema: { tags, params: ZIdParams, body: kind.body, response: { 200: kind.response } },
    },
    async (req) => {
      const actor = requireTenantActor(req);
      const body = req.body as { admin_id?: number };
      const { plan, details } = await editPlan(req.db, actor, kind, req.params.id, body);
      noteAudit(req, { targetId: plan.id, details });
      return planView(req.db, actor, kind, plan.id);
    },
  );

  r.put(
    `${kind.path}/toggle/:id`,
    {
      config: { access: owner, audit: audit('toggle') },
      schema: { tags, params: ZIdParams, response: { 200: kind.response } },
    },
    async (req) => {
      const actor = requireTenantActor(req);
      const plan = await togglePlan(req.db, actor, kind, req.params.id);
      noteAudit(req, { targetId: plan.id, details: { status: plan.status } });
      return planView(req.db, actor, kind, plan.id);
    },
  );

  r.post(
    `${kind.path}/:id/renew`,
    {
      config: { access: owner, audit: audit('renew') },
      schema: { tags, params: ZIdParams, response: { 201: kind.response } },
    },
    async (req, reply) => {
      const actor = requireTenantActor(req);
      const { plan, renewedFrom } = await renewPlan(req.db, actor, kind, req.params.id);
      noteAudit(req, { targetId: plan.id, details: { renewed_from: renewedFrom, ends_on: plan.endsOn } });
      reply.status(201);
      return planView(req.db, actor, kind, plan.id);
    },
  );

  r.get(
    kind.studentPath,
    { config: { access: everyone }, schema: { tags, params: ZStudentParams, response: { 200: kind.list } } },
    async (req) => plansForStudent(req.db, requireTenantActor(req), kind, req.params.studentId),
  );

  r.get(
    kind.libraryPath,
    { config: { access: desk }, schema: { tags, params: ZLibraryParams, response: { 200: kind.list } } },
    async (req) => heldPlansOfLibrary(req.db, requireTenantActor(req), kind, req.params.adminId),
  );

  r.delete(
    `${kind.path}/:id`,
    {
      config: { access: owner, audit: audit('delete') },
      schema: { tags, params: ZIdParams, response: { 200: ZMessageResponse } },
    },
    async (req) => {
      const row = await removePlan(req.db, requireTenantActor(req), kind, req.params.id);
      noteAudit(req, { targetId: row.id });
      return { message: 'Plan deleted successfully' };
    },
  );
}
