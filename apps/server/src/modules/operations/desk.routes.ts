import {
  ZAttendance,
  ZAttendanceRequest,
  ZCheckin,
  ZCheckinRequest,
  ZIdParams,
  ZMessageResponse,
  ZPageQuery,
  ZSeatBooking,
  ZSeatBookingRequest,
} from '@studydesk/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import type { RouteAccess } from '../../auth/actor.ts';
import { countRows } from '../../db/count.ts';
import { attendance, checkins, seatBookings, students } from '../../db/schema/index.ts';
import { deleteOwned } from '../../db/tenant-rows.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';
import { withTotal } from '../../http/paging.ts';
import { assertStudent } from '../seating/plans.service.ts';

const desk: RouteAccess = { roles: ['admin', 'staff'], scope: 'tenant' };

/** The front desk: check-in/out, attendance and seat bookings. */
export function deskRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Check-in / check-out
    const presentCheckin = (r: { c: typeof checkins.$inferSelect; name: string; code: string }) => ({
      id: r.c.id,
      user_id: r.c.studentId,
      student_name: r.name,
      student_code: r.code,
      checkin_time: r.c.checkinTime.toISOString(),
      checkout_time: r.c.checkoutTime?.toISOString() ?? null,
    });
    app.get(
      '/checkin',
      {
        config: { access: desk },
        schema: { tags: ['desk'], querystring: ZPageQuery, response: { 200: z.array(ZCheckin) } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const rows = await req.db
          .select({ c: checkins, name: students.name, code: students.studentId })
          .from(checkins)
          .innerJoin(students, eq(students.id, checkins.studentId))
          .where(eq(checkins.adminId, adminId))
          .orderBy(desc(checkins.checkinTime), desc(checkins.id))
          .limit(req.query.limit)
          .offset(req.query.offset);
        return withTotal(reply, {
          rows: rows.map(presentCheckin),
          total: await countRows(req.db, checkins, eq(checkins.adminId, adminId)),
        });
      },
    );

    app.post(
      '/checkin/checkin',
      {
        config: { access: desk, audit: { action: 'checkin', target: 'student' } },
        schema: { tags: ['desk'], body: ZCheckinRequest, response: { 201: ZMessageResponse } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const student = await assertStudent(req.db, actor.tenantId, req.body.user_id);
        const [open] = await req.db
          .select({ id: checkins.id })
          .from(checkins)
          .where(and(eq(checkins.studentId, req.body.user_id), isNull(checkins.checkoutTime)));
        if (open) throw conflict(`${student?.name ?? 'The student'} is already checked in.`);
        await req.db.insert(checkins).values({
          adminId: actor.tenantId,
          studentId: req.body.user_id,
          createdByStaffId: actor.role === 'staff' ? actor.userId : null,
        });
        noteAudit(req, { targetId: req.body.user_id });
        reply.status(201);
        return { message: `${student?.name ?? 'Student'} checked in` };
      },
    );

    app.post(
      '/checkin/checkout',
      {
        config: { access: desk, audit: { action: 'checkout', target: 'student' } },
        schema: { tags: ['desk'], body: ZCheckinRequest, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const actor = requireTenantActor(req);
        const student = await assertStudent(req.db, actor.tenantId, req.body.user_id);
        const [row] = await req.db
          .update(checkins)
          .set({ checkoutTime: new Date() })
          .where(
            and(
              eq(checkins.adminId, actor.tenantId),
              eq(checkins.studentId, req.body.user_id),
              isNull(checkins.checkoutTime),
            ),
          )
          .returning({ id: checkins.id });
        if (!row) throw notFound(`${student?.name ?? 'The student'} is not checked in.`);
        noteAudit(req, { targetId: req.body.user_id });
        return { message: `${student?.name ?? 'Student'} checked out` };
      },
    );

    // Attendance
    const presentAttendance = (a: typeof attendance.$inferSelect) => ({
      id: a.id,
      student_name: a.studentName,
      date: a.attendanceDate,
      status: a.status as 'Present' | 'Absent',
    });
    app.get(
      '/attendance',
      {
        config: { access: desk },
        schema: { tags: ['desk'], querystring: ZPageQuery, response: { 200: z.array(ZAttendance) } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const rows = await req.db
          .select()
          .from(attendance)
          .where(eq(attendance.adminId, adminId))
          .orderBy(desc(attendance.attendanceDate), desc(attendance.id))
          .limit(req.query.limit)
          .offset(req.query.offset);
        return withTotal(reply, {
          rows: rows.map(presentAttendance),
          total: await countRows(req.db, attendance, eq(attendance.adminId, adminId)),
        });
      },
    );
    app.post(
      '/attendance',
      {
        config: { access: desk, audit: { action: 'attendance.mark', target: 'attendance' } },
        schema: { tags: ['desk'], body: ZAttendanceRequest, response: { 201: ZAttendance } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        if (req.body.student_id) await assertStudent(req.db, adminId, req.body.student_id);
        const [row] = await req.db
          .insert(attendance)
          .values({
            adminId,
            studentId: req.body.student_id ?? null,
            studentName: req.body.student_name,
            attendanceDate: req.body.date,
            status: req.body.status,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return presentAttendance(row);
      },
    );
    app.delete(
      '/attendance/:id',
      {
        config: { access: desk, audit: { action: 'attendance.delete', target: 'attendance' } },
        schema: { tags: ['desk'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteOwned(
          req.db,
          attendance,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Record not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Attendance deleted' };
      },
    );

    // Seat bookings
    const presentBooking = (b: typeof seatBookings.$inferSelect) => ({
      id: b.id,
      staff_name: b.staffName,
      seat_number: b.seatNumber,
      date: b.bookingDate,
      status: b.status,
    });
    app.get(
      '/staff/seat-bookings',
      {
        config: { access: desk },
        schema: { tags: ['desk'], querystring: ZPageQuery, response: { 200: z.array(ZSeatBooking) } },
      },
      async (req, reply) => {
        const adminId = requireTenantActor(req).tenantId;
        const rows = await req.db
          .select()
          .from(seatBookings)
          .where(eq(seatBookings.adminId, adminId))
          .orderBy(desc(seatBookings.bookingDate), desc(seatBookings.id))
          .limit(req.query.limit)
          .offset(req.query.offset);
        return withTotal(reply, {
          rows: rows.map(presentBooking),
          total: await countRows(req.db, seatBookings, eq(seatBookings.adminId, adminId)),
        });
      },
    );
    app.post(
      '/staff/seat-bookings',
      {
        config: { access: desk, audit: { action: 'seat-booking.add', target: 'seat-booking' } },
        schema: { tags: ['desk'], body: ZSeatBookingRequest, response: { 201: ZSeatBooking } },
      },
      async (req, reply) => {
        const actor = requireTenantActor(req);
        const [taken] = await req.db
          .select({ id: seatBookings.id })
          .from(seatBookings)
          .where(
            and(
              eq(seatBookings.adminId, actor.tenantId),
              eq(seatBookings.seatNumber, req.body.seat_number),
              eq(seatBookings.bookingDate, req.body.date),
              eq(seatBookings.status, 'Booked'),
            ),
          );
        if (taken) throw conflict(`Seat ${req.body.seat_number} is already booked on ${req.body.date}.`);
        const [row] = await req.db
          .insert(seatBookings)
          .values({
            adminId: actor.tenantId,
            staffId: actor.role === 'staff' ? actor.userId : null,
            staffName: actor.name,
            seatNumber: req.body.seat_number,
            bookingDate: req.body.date,
          })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        noteAudit(req, { targetId: row.id });
        reply.status(201);
        return presentBooking(row);
      },
    );
    app.delete(
      '/staff/seat-bookings/:id',
      {
        config: { access: desk, audit: { action: 'seat-booking.cancel', target: 'seat-booking' } },
        schema: { tags: ['desk'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteOwned(
          req.db,
          seatBookings,
          requireTenantActor(req).tenantId,
          req.params.id,
          'Booking not found.',
        );
        noteAudit(req, { targetId: row.id });
        return { message: 'Booking cancelled' };
      },
    );
  };
}
