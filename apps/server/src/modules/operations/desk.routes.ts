import {
  ZAttendance,
  ZAttendanceList,
  ZAttendanceListQuery,
  ZAttendanceRequest,
  ZCheckinList,
  ZCheckinListQuery,
  ZCheckinRequest,
  ZCheckinResponse,
  ZCheckoutResponse,
  ZDeskScan,
  ZDeskScanRequest,
  ZIdParams,
  ZMessageResponse,
  ZPageQuery,
  ZSeatBooking,
  ZSeatBookingList,
  ZSeatBookingRequest,
} from '@studydesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { noteAudit } from '../../audit/audit-trail.ts';
import { requireTenantActor } from '../../auth/access-plugin.ts';
import { desk } from '../../auth/route-access.ts';
import { withCursors, withTotal } from '../../http/paging.ts';
import {
  type CheckinRow,
  deleteAttendance,
  deleteBooking,
  findBooking,
  listAttendance,
  listBookings,
  listCheckins,
  type SeatBookingRow,
} from './desk.queries.ts';
import { bookSeat, checkIn, checkOut, recordAttendance, seatTodayText } from './desk.service.ts';
import { scanAtDesk } from './door.service.ts';

/** The front desk: check-in/out, attendance and seat bookings. */
export function deskRoutes({ cards }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Check-in / check-out
    const presentCheckin = (r: { c: CheckinRow; name: string; code: string }) => ({
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
        schema: { tags: ['desk'], querystring: ZCheckinListQuery, response: { 200: ZCheckinList } },
      },
      async (req, reply) => {
        const page = await listCheckins(req.db, requireTenantActor(req).tenantId, req.query);
        return withCursors(reply, { ...page, rows: page.rows.map(presentCheckin) });
      },
    );

    app.post(
      '/checkin/checkin',
      {
        config: { access: desk, audit: { action: 'checkin', target: 'student' } },
        schema: { tags: ['desk'], body: ZCheckinRequest, response: { 201: ZCheckinResponse } },
      },
      async (req, reply) => {
        const { student, seatToday } = await checkIn(req.db, requireTenantActor(req), req.body.user_id);
        noteAudit(req, { targetId: req.body.user_id, details: seatToday ? { seat_today: seatToday } : {} });
        reply.status(201);
        const message = `${student.name} checked in`;
        return {
          message: seatToday ? `${message}. ${seatTodayText(seatToday)}` : message,
          name: student.name,
          seat_today: seatToday,
        };
      },
    );

    app.post(
      '/checkin/checkout',
      {
        config: { access: desk, audit: { action: 'checkout', target: 'student' } },
        schema: { tags: ['desk'], body: ZCheckinRequest, response: { 200: ZCheckoutResponse } },
      },
      async (req) => {
        const student = await checkOut(req.db, requireTenantActor(req).tenantId, req.body.user_id);
        noteAudit(req, { targetId: req.body.user_id });
        const name = student?.name ?? 'Student';
        return { message: `${name} checked out`, name };
      },
    );

    // One scan at the door: a card's QR token or its typed number checks in, or out when in.
    app.post(
      '/desk/scan',
      {
        config: { access: desk, audit: { action: 'desk.scan', target: 'student' } },
        schema: {
          tags: ['desk'],
          description:
            "Resolves a card's QR token or typed card number within the library and applies the owner's " +
            'rules at the door. Always 200 once the code is read: `verdict` is ok, warn (let in, with ' +
            "reasons) or refused (nothing done; an unknown card, or another library's, refuses the same " +
            'way). With `override_reason` a refused student is let through anyway; refusals and ' +
            'overrides are audited and listed on the staff home.',
          body: ZDeskScanRequest,
          response: { 200: ZDeskScan },
        },
      },
      async (req) => {
        const scan = await scanAtDesk(req.db, cards, requireTenantActor(req), req.body);
        noteAudit(req, {
          targetId: scan.student?.id ?? null,
          details: {
            verdict: scan.verdict,
            action: scan.action,
            rules: scan.reasons.map((r) => `${r.rule}:${r.refuses ? 'refuse' : 'warn'}`),
            ...(scan.overridden ? { override_reason: req.body.override_reason } : {}),
          },
        });
        return scan;
      },
    );

    // Attendance
    const presentAttendance = (a: {
      id: number;
      studentId: number | null;
      studentName: string;
      date: string;
      status: string;
    }) => ({
      id: a.id,
      student_id: a.studentId,
      student_name: a.studentName,
      date: a.date,
      status: a.status as 'Present' | 'Absent',
    });
    app.get(
      '/attendance',
      {
        config: { access: desk },
        schema: { tags: ['desk'], querystring: ZAttendanceListQuery, response: { 200: ZAttendanceList } },
      },
      async (req, reply) => {
        const page = await listAttendance(req.db, requireTenantActor(req).tenantId, req.query);
        return withCursors(reply, { ...page, rows: page.rows.map(presentAttendance) });
      },
    );
    app.post(
      '/attendance',
      {
        config: { access: desk, audit: { action: 'attendance.mark', target: 'attendance' } },
        schema: { tags: ['desk'], body: ZAttendanceRequest, response: { 201: ZAttendance } },
      },
      async (req, reply) => {
        const { row, previous, student } = await recordAttendance(
          req.db,
          requireTenantActor(req).tenantId,
          req.body,
        );
        noteAudit(req, {
          targetId: row.id,
          details: { date: row.attendanceDate, status: row.status, previous },
        });
        reply.status(201);
        return presentAttendance({ ...row, studentName: student.name, date: row.attendanceDate });
      },
    );
    app.delete(
      '/attendance/:id',
      {
        config: { access: desk, audit: { action: 'attendance.delete', target: 'attendance' } },
        schema: { tags: ['desk'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteAttendance(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Attendance deleted' };
      },
    );

    // Seat bookings: holds on the seat ledger made at the desk
    const presentBooking = ({ b, studentName }: { b: SeatBookingRow; studentName: string | null }) => ({
      id: b.id,
      staff_name: b.staffName,
      seat_number: b.seatNumber,
      date: b.bookingDate,
      status: b.status,
      shift_id: b.shiftId,
      shift: b.shiftLabel ?? 'Whole day',
      student_id: b.studentId,
      student_name: studentName,
    });
    app.get(
      '/staff/seat-bookings',
      {
        config: { access: desk },
        schema: { tags: ['desk'], querystring: ZPageQuery, response: { 200: ZSeatBookingList } },
      },
      async (req, reply) => {
        const page = await listBookings(req.db, requireTenantActor(req).tenantId, req.query);
        return withTotal(reply, { rows: page.rows.map(presentBooking), total: page.total });
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
        const { booking, released } = await bookSeat(req.db, actor, req.body);
        // A no-show's plan that gave this day back for the booking.
        noteAudit(req, { targetId: booking.id, details: released.length ? { freed_plans: released } : {} });
        reply.status(201);
        return presentBooking(await findBooking(req.db, actor.tenantId, booking.id));
      },
    );
    app.delete(
      '/staff/seat-bookings/:id',
      {
        config: { access: desk, audit: { action: 'seat-booking.cancel', target: 'seat-booking' } },
        schema: { tags: ['desk'], params: ZIdParams, response: { 200: ZMessageResponse } },
      },
      async (req) => {
        const row = await deleteBooking(req.db, requireTenantActor(req).tenantId, req.params.id);
        noteAudit(req, { targetId: row.id });
        return { message: 'Booking cancelled' };
      },
    );
  };
}
