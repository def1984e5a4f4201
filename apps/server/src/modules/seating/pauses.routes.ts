import {
  ZDayPass,
  ZDayPassRequest,
  ZIdParams,
  ZPause,
  ZPauseList,
  ZPauseListQuery,
  ZPausePolicy,
  ZPausePolicyRequest,
  ZPauseRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, everyone, owner } from '../../auth/route-access.ts';
import { withTotal } from '../../http/paging.ts';
import { presentReceipt } from '../finance/finance.present.ts';
import { sellDayPass } from './day-passes.service.ts';
import {
  approvePause,
  cancelPause,
  createPause,
  pausePage,
  pausePolicyOf,
  presentPause,
  refusePause,
  setPausePolicy,
} from './pauses.service.ts';

/** Pauses of seat plans (the owner's policy, a student's request, the desk's decision) and day passes. */
export function pausesRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pause-policy',
      // Students read it too: their 'Ask for a pause' form shows the fewest and most days.
      { config: { access: everyone }, schema: { tags: ['seating'], response: { 200: ZPausePolicy } } },
      async (req) => pausePolicyOf(req.db, requireTenantActor(req)),
    );
    app.put(
      '/pause-policy',
      {
        config: { access: owner, audit: { action: 'pause-policy.update', target: 'admin' } },
        schema: { tags: ['seating'], body: ZPausePolicyRequest, response: { 200: ZPausePolicy } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        noteAudit(req, { targetId: actor.tenantId, details: { ...req.body } });
        return setPausePolicy(req.db, actor, req.body);
      },
    );

    app.get(
      '/pauses',
      {
        config: { access: everyone },
        schema: { tags: ['seating'], querystring: ZPauseListQuery, response: { 200: ZPauseList } },
      },
      async (req, reply) => withTotal(reply, await pausePage(req.db, requireTenantActor(req), req.query)),
    );
    app.post(
      '/pauses',
      {
        config: { access: everyone, audit: { action: 'pause.add', target: 'seat-plan' } },
        schema: { tags: ['seating'], body: ZPauseRequest, response: { 201: ZPause } },
      },
      async (req, reply) => {
        const pause = await createPause(req.db, requireTenantActor(req), req.body);
        noteAudit(req, {
          targetId: pause.pause.seatPlanId,
          details: { pause: pause.pause.id, from: pause.pause.startsOn, to: pause.pause.endsOn },
        });
        reply.status(201);
        return presentPause(pause);
      },
    );
    const decide = (path: 'approve' | 'refuse' | 'cancel', access: typeof desk, run: typeof approvePause) =>
      app.post(
        `/pauses/:id/${path}`,
        {
          config: { access, audit: { action: `pause.${path}`, target: 'seat-plan' } },
          schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZPause } },
        },
        async (req) => {
          const pause = await run(req.db, requireTenantActor(req), req.params.id);
          noteAudit(req, { targetId: pause.pause.seatPlanId, details: { pause: pause.pause.id } });
          return presentPause(pause);
        },
      );
    decide('approve', desk, approvePause);
    decide('refuse', desk, refusePause);
    // A student withdraws their own pending request; the desk any pending or approved pause.
    decide('cancel', everyone, cancelPause);

    app.post(
      '/day-passes',
      {
        config: { access: desk, audit: { action: 'day-pass.sell', target: 'receipt' } },
        schema: { tags: ['seating'], body: ZDayPassRequest, response: { 201: ZDayPass } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const { student, plan, receipt } = await sellDayPass(req.db, actor, req.body);
        noteAudit(req, {
          targetId: receipt.id,
          details: { student: student.id, new_student: student.created, seat_plan: plan.id },
        });
        reply.status(201);
        return {
          student_id: student.id,
          student_name: student.name,
          new_student: student.created,
          seat_plan_id: plan.id,
          seat_number: plan.seatNumber,
          date: actor.today,
          receipt: presentReceipt(receipt),
        };
      },
    );
  };
}
