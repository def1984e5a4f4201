import {
  type TMembershipPlan,
  ZMembershipList,
  ZMembershipPlan,
  ZMembershipPlanList,
  ZMembershipPlanRequest,
  ZOccupancy,
  ZOccupancyGrid,
  ZOccupancyGridQuery,
  ZOccupancyQuery,
  ZRenewalList,
  ZRenewalsQuery,
  ZStudentParams,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk, everyone } from '../../auth/route-access.ts';
import { registerCatalogRoutes } from '../../http/catalog-routes.ts';
import { toPaise, toRupees } from '../../money.ts';
import {
  deleteMembershipPlan,
  insertMembershipPlan,
  listMembershipPlans,
  type MembershipPlanRow,
} from './membership-plans.queries.ts';
import { occupancyGrid, occupancyTiles } from './occupancy.service.ts';
import { registerPlanRoutes } from './plan-kinds.routes.ts';
import { membershipsOf } from './plan-kinds.service.ts';
import { lockerPlanKind, seatPlanKind } from './plan-kinds.ts';
import { renewalsToChase } from './plans.service.ts';

const presentMembershipPlan = (p: MembershipPlanRow): TMembershipPlan => ({
  id: p.id,
  name: p.name,
  duration_days: p.durationDays,
  price: toRupees(p.pricePaise),
});

/** Seat plans, locker plans, membership plans, occupancy, renewals and the memberships views. */
export function plansRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerPlanRoutes(app, seatPlanKind);
    registerPlanRoutes(app, lockerPlanKind);

    app.get(
      '/auth/seat/occupancy',
      {
        // Seat numbers and their state only; students use it to see free seats.
        config: { access: everyone },
        schema: { tags: ['seating'], querystring: ZOccupancyQuery, response: { 200: ZOccupancy } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        return occupancyTiles(req.db, actor, req.query.date ?? actor.today);
      },
    );

    app.get(
      '/auth/seat/occupancy/grid',
      {
        // Names who holds each seat: the desk only.
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZOccupancyGridQuery, response: { 200: ZOccupancyGrid } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const { date, limit, offset } = req.query;
        return occupancyGrid(req.db, actor, date ?? actor.today, { limit, offset });
      },
    );

    app.get(
      '/plans/renewals',
      {
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZRenewalsQuery, response: { 200: ZRenewalList } },
      },
      async (req) => renewalsToChase(req.db, requireTenantActor(req), req.query.list),
    );

    // A student's memberships: their seat and locker plans with where each stands today.
    app.get(
      '/memberships/:studentId',
      {
        config: { access: everyone },
        schema: { tags: ['seating'], params: ZStudentParams, response: { 200: ZMembershipList } },
      },
      async (req) => membershipsOf(req.db, requireTenantActor(req), req.params.studentId),
    );

    // Membership plans students choose on the plans page (GET /auth/plane in the spec).
    registerCatalogRoutes(app, {
      path: '/auth/plane',
      name: 'membership-plan',
      tag: 'seating',
      body: ZMembershipPlanRequest,
      item: ZMembershipPlan,
      list: ZMembershipPlanList,
      read: everyone,
      deleted: 'Plan deleted successfully',
      present: presentMembershipPlan,
      rows: listMembershipPlans,
      values: (body) => ({
        name: body.name,
        durationDays: body.duration_days,
        pricePaise: toPaise(body.price),
      }),
      insert: insertMembershipPlan,
      remove: deleteMembershipPlan,
    });
  };
}
