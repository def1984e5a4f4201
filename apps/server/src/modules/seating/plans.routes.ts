import {
  ROLES,
  ZIdParams,
  ZLockerPlan,
  ZLockerPlanRequest,
  ZMembershipPlan,
  ZMembershipPlanRequest,
  ZMessageResponse,
  ZOccupancy,
  ZOccupancyQuery,
  ZSeatPlan,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess, TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  admins,
  lockerPlans,
  membershipPlans,
  seatBookings,
  seatPlans,
  seats,
  students,
} from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { forbidden, notFound } from '../../errors/http-errors.ts';
import { toPaise, toRupees } from '../../money.ts';
import { libraryToday } from './calendar.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { lockerPlanColumns, presentLockerPlan, presentSeatPlan, seatPlanColumns } from './plans.present.ts';
import { assertStudent, lockerPlanValues, recordSeatHistory, seatPlanValues } from './plans.service.ts';

const owner: RouteAccess = { roles: ['admin'], scope: 'tenant' };
const anyone: RouteAccess = { roles: ROLES.filter((r) => r !== 'superadmin'), scope: 'tenant' };
const ZStudentParams = z.object({ studentId: z.coerce.number().int().positive() });
const ZAdminParams = z.object({ adminId: z.coerce.number().int().positive() });

/** A student reads only their own plans; admin and staff any student of the library. Others: 404. */
async function assertMayRead(db: Db, actor: TenantActor, studentId: number) {
  if (actor.role === 'student' && actor.userId !== studentId) throw notFound('Student not found');
  await assertStudent(db, actor.tenantId, studentId);
}

async function seatPlansOf(db: Db, adminId: number, where: ReturnType<typeof and>) {
  const rows = await db
    .select(seatPlanColumns)
    .from(seatPlans)
    .leftJoin(students, eq(students.id, seatPlans.studentId))
    .where(and(eq(seatPlans.adminId, adminId), where))
    .orderBy(desc(seatPlans.createdAt))
    .limit(500);
  return rows.map(presentSeatPlan);
}

async function lockerPlansOf(db: Db, adminId: number, where: ReturnType<typeof and>) {
  const rows = await db
    .select(lockerPlanColumns)
    .from(lockerPlans)
    .leftJoin(students, eq(students.id, lockerPlans.studentId))
    .where(and(eq(lockerPlans.adminId, adminId), where))
    .orderBy(desc(lockerPlans.createdAt))
    .limit(500);
  return rows.map(presentLockerPlan);
}

/** Seat plans, locker plans, membership plans, occupancy and the memberships views. */
export function plansRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerPlanRoutes(app, {
      path: '/auth/seat',
      name: 'seat-plan',
      table: seatPlans,
      body: ZSeatPlanRequest,
      response: ZSeatPlan,
      values: seatPlanValues,
      present: presentSeatPlan,
      overlap: (v) => `Seat ${v.seatNumber} is already taken for an overlapping shift and dates.`,
      history: (v) => ({ seat: v.seatNumber }),
      recordHistory: recordSeatHistory,
    });
    registerPlanRoutes(app, {
      path: '/auth/locker-plan',
      name: 'locker-plan',
      table: lockerPlans,
      body: ZLockerPlanRequest,
      response: ZLockerPlan,
      values: lockerPlanValues,
      present: presentLockerPlan,
      overlap: (v) => `Locker ${v.lockerNumber ?? ''} is already taken for overlapping dates.`,
      history: (v) => ({ locker: v.lockerNumber ?? v.name }),
      recordHistory: recordSeatHistory,
    });

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
        const covers = sql`daterange(coalesce(${seatPlans.startsOn}, '-infinity'::date), coalesce(${seatPlans.endsOn}, 'infinity'::date), '[]') @> ${date}::date`;
        const [[settings], slotRows, planRows, heldRows, bookedRows] = await Promise.all([
          req.db.select({ total: admins.totalSeats }).from(admins).where(eq(admins.id, adminId)),
          req.db
            .select({ id: seats.id, number: seats.seatNumber })
            .from(seats)
            .where(eq(seats.adminId, adminId))
            .orderBy(asc(seats.id)),
          req.db
            .selectDistinct({ number: seatPlans.seatNumber })
            .from(seatPlans)
            .where(eq(seatPlans.adminId, adminId)),
          req.db
            .selectDistinct({ number: seatPlans.seatNumber })
            .from(seatPlans)
            .where(
              and(
                eq(seatPlans.adminId, adminId),
                eq(seatPlans.status, 'Active'),
                isNotNull(seatPlans.studentId),
                covers,
              ),
            ),
          req.db
            .selectDistinct({ number: seatBookings.seatNumber })
            .from(seatBookings)
            .where(
              and(
                eq(seatBookings.adminId, adminId),
                eq(seatBookings.status, 'Booked'),
                eq(seatBookings.bookingDate, date),
              ),
            ),
        ]);
        const ids = new Map<string, number | null>();
        for (let n = 1; n <= (settings?.total ?? 0); n++) ids.set(String(n), null);
        for (const s of slotRows) if (!ids.get(s.number)) ids.set(s.number, s.id);
        for (const p of planRows) if (!ids.has(p.number)) ids.set(p.number, null);
        const held = new Set(heldRows.map((r) => r.number));
        const booked = new Set(bookedRows.map((r) => r.number));
        for (const n of [...held, ...booked]) if (!ids.has(n)) ids.set(n, null);
        const seatsOut = [...ids.entries()]
          .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
          .map(([number, id]) => ({
            seat_id: id,
            seat_number: number,
            status: held.has(number)
              ? ('occupied' as const)
              : booked.has(number)
                ? ('reserved' as const)
                : ('free' as const),
          }));
        return { date, seats: seatsOut };
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
          await assertMayRead(req.db, actor, req.params.studentId);
          return kind === 'seat'
            ? seatPlansOf(req.db, actor.tenantId, eq(seatPlans.studentId, req.params.studentId))
            : lockerPlansOf(req.db, actor.tenantId, eq(lockerPlans.studentId, req.params.studentId));
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
          config: { access: { roles: ['admin', 'staff'], scope: 'tenant' } },
          schema: {
            tags: ['seating'],
            params: ZAdminParams,
            response: { 200: z.array(kind === 'seat' ? ZSeatPlan : ZLockerPlan) },
          },
        },
        async (req) => {
          const actor = requireTenantActor(req);
          if (req.params.adminId !== actor.tenantId) throw forbidden('That library is not yours.');
          return kind === 'seat'
            ? seatPlansOf(req.db, actor.tenantId, isNotNull(seatPlans.studentId))
            : lockerPlansOf(req.db, actor.tenantId, isNotNull(lockerPlans.studentId));
        },
      );
    }

    // A student's memberships: their seat and locker plans, Active while current, else Expired.
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
              }),
            ),
          },
        },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        await assertMayRead(req.db, actor, req.params.studentId);
        const today = await libraryToday(req.db, actor.tenantId);
        const [seatRows, lockerRows] = await Promise.all([
          seatPlansOf(req.db, actor.tenantId, eq(seatPlans.studentId, req.params.studentId)),
          lockerPlansOf(req.db, actor.tenantId, eq(lockerPlans.studentId, req.params.studentId)),
        ]);
        const state = (p: { status: string; ends_on: string | null }) =>
          p.status === 'Active' && (p.ends_on === null || p.ends_on >= today)
            ? ('Active' as const)
            : ('Expired' as const);
        return [
          ...seatRows.map((p) => ({
            id: `seat-${p.id}`,
            kind: 'Seat' as const,
            name: `Seat ${p.seat_number}${p.shift ? ` · ${p.shift}` : ''}`,
            price: p.price,
            starts_on: p.starts_on,
            ends_on: p.ends_on,
            status: state(p),
          })),
          ...lockerRows.map((p) => ({
            id: `locker-${p.id}`,
            kind: 'Locker' as const,
            name: `${p.name}${p.locker_number ? ` · ${p.locker_number}` : ''}`,
            price: p.price,
            starts_on: p.starts_on,
            ends_on: p.ends_on,
            status: state(p),
          })),
        ];
      },
    );

    // Membership plans students choose on the plans page (GET /auth/plane in the spec).
    const presentPlan = (p: typeof membershipPlans.$inferSelect) => ({
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
      async (req) => {
        const rows = await req.db
          .select()
          .from(membershipPlans)
          .where(eq(membershipPlans.adminId, requireTenantActor(req).tenantId))
          .orderBy(asc(membershipPlans.pricePaise), asc(membershipPlans.id));
        return rows.map(presentPlan);
      },
    );
    app.post(
      '/auth/plane',
      {
        config: { access: owner, audit: { action: 'membership-plan.add', target: 'membership-plan' } },
        schema: { tags: ['seating'], body: ZMembershipPlanRequest, response: { 201: ZMembershipPlan } },
      },
      async (req, reply) => {
        const [row] = await req.db
          .insert(membershipPlans)
          .values({
            adminId: requireTenantActor(req).tenantId,
            name: req.body.name,
            durationDays: req.body.duration_days,
            pricePaise: toPaise(req.body.price),
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
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
        const adminId = requireTenantActor(req).tenantId;
        const row = await deleteOwned(req.db, membershipPlans, adminId, req.params.id, 'Plan not found.');
        noteAudit(req, { targetId: row.id });
        return { message: 'Plan deleted successfully' };
      },
    );
  };
}
