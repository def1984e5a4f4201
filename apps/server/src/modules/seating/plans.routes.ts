import {
  ROLES,
  ZId,
  ZIdParams,
  ZLockerPlan,
  ZMembershipPlan,
  ZMembershipPlanRequest,
  ZMessageResponse,
  ZOccupancy,
  ZOccupancyGrid,
  ZOccupancyQuery,
  ZRenewalEntry,
  ZRenewalsQuery,
  ZSeatPlan,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { forbidden } from '../../errors/http-errors.ts';
import { toPaise, toRupees } from '../../money.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import {
  deleteMembershipPlan,
  insertMembershipPlan,
  listMembershipPlans,
  type MembershipPlanRow,
} from './membership-plans.queries.ts';
import { seatGrid, seatTiles } from './occupancy.queries.ts';
import { lockerPlanKind, seatPlanKind } from './plan-kinds.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { presentLockerPlan, presentSeatPlan } from './plans.present.ts';
import { findRenewals, heldPlans, plansOfStudent } from './plans.queries.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };
const anyone: RouteAccess = { roles: ROLES.filter((r) => r !== 'superadmin'), scope: 'tenant' };
const ZStudentParams = z.object({ studentId: ZId });
const ZAdminParams = z.object({ adminId: ZId });

/** Seat plans, locker plans, membership plans, occupancy, renewals and the memberships views. */
export function plansRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerPlanRoutes(app, seatPlanKind);
    registerPlanRoutes(app, lockerPlanKind);

    app.get(
      '/auth/seat/occupancy',
      {
        // Seat numbers and their state only; students use it to see free seats.
        config: { access: anyone },
        schema: { tags: ['seating'], querystring: ZOccupancyQuery, response: { 200: ZOccupancy } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        const date = req.query.date ?? (await libraryToday(req.db, adminId));
        return { date, seats: await seatTiles(req.db, adminId, date) };
      },
    );

    app.get(
      '/auth/seat/occupancy/grid',
      {
        // Names who holds each seat: the desk only.
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZOccupancyQuery, response: { 200: ZOccupancyGrid } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        return seatGrid(req.db, adminId, req.query.date ?? (await libraryToday(req.db, adminId)));
      },
    );

    app.get(
      '/plans/renewals',
      {
        config: { access: desk },
        schema: { tags: ['seating'], querystring: ZRenewalsQuery, response: { 200: z.array(ZRenewalEntry) } },
      },
      async (req) => {
        const adminId = requireTenantActor(req).tenantId;
        return findRenewals(req.db, adminId, req.query.list, await libraryToday(req.db, adminId));
      },
    );

    for (const [url, kind] of [
      ['/auth/locker-plan/my-seat/:studentId', 'seat'],
      ['/auth/locker-plan/my-locker/:studentId', 'locker'],
    ] as const) {
      app.get(
        url,
        {
          config: { access: anyone },
          schema: {
            tags: ['seating'],
            params: ZStudentParams,
            response: { 200: z.array(kind === 'seat' ? ZSeatPlan : ZLockerPlan) },
          },
        },
        async (req) => {
          const actor = requireTenantActor(req);
          await assertStudentInReach(req.db, actor, req.params.studentId);
          const today = await libraryToday(req.db, actor.tenantId);
          return kind === 'seat'
            ? (await plansOfStudent(req.db, actor.tenantId, seatPlanKind.table, req.params.studentId)).map(
                (p) => presentSeatPlan(p, today),
              )
            : (await plansOfStudent(req.db, actor.tenantId, lockerPlanKind.table, req.params.studentId)).map(
                (p) => presentLockerPlan(p, today),
              );
        },
      );
    }

    // Staff: Memberships (Lockers & Seats) of their admin's library.
    for (const [url, kind] of [
      ['/memberships/all-seats/:adminId', 'seat'],
      ['/memberships/all-lockers/:adminId', 'locker'],
    ] as const) {
      app.get(
        url,
        {
          config: { access: desk },
          schema: {
            tags: ['seating'],
            params: ZAdminParams,
            response: { 200: z.array(kind === 'seat' ? ZSeatPlan : ZLockerPlan) },
          },
        },
        async (req) => {
          const actor = requireTenantActor(req);
          if (req.params.adminId !== actor.tenantId) throw forbidden('That library is not yours.');
          const today = await libraryToday(req.db, actor.tenantId);
          return kind === 'seat'
            ? (await heldPlans(req.db, actor.tenantId, seatPlanKind.table)).map((p) =>
                presentSeatPlan(p, today),
              )
            : (await heldPlans(req.db, actor.tenantId, lockerPlanKind.table)).map((p) =>
                presentLockerPlan(p, today),
              );
        },
      );
    }

    // A student's memberships: their seat and locker plans with where each stands today.
    app.get(
      '/memberships/:studentId',
      {
        config: { access: anyone },
        schema: {
          tags: ['seating'],
          params: ZStudentParams,
          response: {
            200: z.array(
              z.object({
                id: z.string(),
                kind: z.enum(['Seat', 'Locker']),
                name: z.string(),
                price: z.number(),
                starts_on: z.string().nullable(),
                ends_on: z.string().nullable(),
                status: z.enum(['Active', 'Expired']),
                validity: z.enum(['Upcoming', 'Active', 'Expiring', 'Expired']).nullable(),
                days_left: z.number().int().nullable(),
              }),
            ),
          },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        await assertStudentInReach(req.db, actor, req.params.studentId);
        const today = await libraryToday(req.db, actor.tenantId);
        const [seatRows, lockerRows] = await Promise.all([
          plansOfStudent(req.db, actor.tenantId, seatPlanKind.table, req.params.studentId),
          plansOfStudent(req.db, actor.tenantId, lockerPlanKind.table, req.params.studentId),
        ]);
        const state = (p: { status: string; validity: string | null }) =>
          p.status === 'Active' && p.validity !== 'Expired' ? ('Active' as const) : ('Expired' as const);
        return [
          ...seatRows.map((row) => {
            const p = presentSeatPlan(row, today);
            return {
              id: `seat-${p.id}`,
              kind: 'Seat' as const,
              name: `Seat ${p.seat_number}${p.shift ? ` · ${p.shift}` : ''}`,
              price: p.price,
              starts_on: p.starts_on,
              ends_on: p.ends_on,
              status: state(p),
              validity: p.validity,
              days_left: p.days_left,
            };
          }),
          ...lockerRows.map((row) => {
            const p = presentLockerPlan(row, today);
            return {
              id: `locker-${p.id}`,
              kind: 'Locker' as const,
              name: `${p.name}${p.locker_number ? ` · ${p.locker_number}` : ''}`,
              price: p.price,
              starts_on: p.starts_on,
              ends_on: p.ends_on,
              status: state(p),
              validity: p.validity,
              days_left: p.days_left,
            };
          }),
        ];
      },
    );

    // Membership plans students choose on the plans page (GET /auth/plane in the spec).
    const presentPlan = (p: MembershipPlanRow) => ({
      id: p.id,
      name: p.name,
      duration_days: p.durationDays,
      price: toRupees(p.pricePaise),
    });
    app.get(
      '/auth/plane',
      {
        config: { access: anyone },
        schema: { tags: ['seating'], response: { 200: z.array(ZMembershipPlan) } },
      },
      async (req) => (await listMembershipPlans(req.db, requireTenantActor(req).tenantId)).map(presentPlan),
    );
    app.post(
      '/auth/plane',
      {
        config: { access: owner, audit: { action: 'membership-plan.add', target: 'membership-plan' } },
        schema: { tags: ['seating'], body: ZMembershipPlanRequest, response: { 201: ZMembershipPlan } },
      },
      async (req, reply) => {
        const row = await insertMembershipPlan(req.db, requireTenantActor(req).tenantId, {
          name: req.body.name,
          durationDays: req.body.duration_days,
          pricePaise: toPaise(req.body.price),
        });
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return presentPlan(row);
      },
    );
    app.delete(
      '/auth/plane/:id',
      {
        config: { access: owner, audit: { action: 'membership-plan.delete', target: 'membership-plan' } },
        schema: { tags: ['seating'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteMembershipPlan(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Plan deleted successfully' };
      },
    );
  };
}
