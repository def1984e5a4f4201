import type { ZSeatBookingRequest } from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found, notFound } from '../../errors/http-errors.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { findActivePlace, placeHolds } from '../seating/holds.service.ts';
import { findShift, recordSeatHistory } from '../seating/plans.service.ts';
import {
  closeCheckin,
  findOpenCheckin,
  findStudentByName,
  insertBooking,
  insertCheckin,
  markAttendance,
  markPresentUnlessMarked,
} from './desk.queries.ts';

/**
 * Books an existing seat for one day from today on, for a shift's window or the whole day, as a
 * hold on the seat ledger: the same rule refuses it when any plan or booking holds the seat then.
 */
export async function bookSeat(db: Db, actor: TenantActor, body: z.output<typeof ZSeatBookingRequest>) {
  const adminId = actor.tenantId;
  if (body.date < actor.today) {
    throw badRequest('A seat cannot be booked for a past date.', { field: 'date' });
  }
  const place = await findActivePlace(db, adminId, 'seat', body.seat_number);
  const shift = body.shift_id != null ? await findShift(db, adminId, body.shift_id) : null;
  const student = await assertStudentOfLibrary(db, adminId, body.student_id);
  const booking = await insertBooking(db, adminId, {
    staffId: actor.role === 'staff' ? actor.userId : null,
    staffName: actor.name,
    seatNumber: place.label,
    placeId: place.id,
    shiftId: shift?.id ?? null,
    shiftLabel: shift?.label ?? null,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
    studentId: student?.id ?? null,
    bookingDate: body.date,
  });
  await placeHolds(
    db,
    adminId,
    { bookingId: booking.id },
    {
      placeId: place.id,
      placeLabel: place.label,
      kind: 'seat',
      studentId: student?.id ?? null,
      window: {
        startsOn: body.date,
        endsOn: body.date,
        startMinute: booking.startMinute,
        endMinute: booking.endMinute,
      },
    },
  );
  await recordSeatHistory(db, actor, student?.id ?? null, { seat: place.label });
  return booking;
}

/** Where a check-in is made: the library, its today, and the staff member at the desk (if any). */
export interface CheckInAt {
  adminId: number;
  today: string;
  staffId: number | null;
}

/** Checks a student of the library in (once at a time) and marks them Present today unless marked. */
export async function checkIn(db: Db, actor: TenantActor, studentId: number) {
  const staffId = actor.role === 'staff' ? actor.userId : null;
  return checkInAt(db, { adminId: actor.tenantId, today: actor.today, staffId }, studentId);
}

export async function checkInAt(db: Db, at: CheckInAt, studentId: number) {
  const student = found(await assertStudentOfLibrary(db, at.adminId, studentId), 'Student not found');
  if (await findOpenCheckin(db, at.adminId, student.id))
    throw conflict(`${student.name} is already checked in.`);
  await insertCheckin(db, at.adminId, student.id, at.staffId);
  await markPresentUnlessMarked(db, at.adminId, student, at.today);
  return student;
}

export async function checkOut(db: Db, adminId: number, studentId: number) {
  const student = await assertStudentOfLibrary(db, adminId, studentId);
  if (!(await closeCheckin(db, adminId, studentId))) {
    throw notFound(`${student?.name ?? 'The student'} is not checked in.`);
  }
  return student;
}

/** Marks a day's attendance of a student chosen by id (or, the spec's field, by name). */
export async function recordAttendance(
  db: Db,
  adminId: number,
  body: { student_id?: number; student_name?: string; date: string; status: 'Present' | 'Absent' },
) {
  const student = body.student_id
    ? await assertStudentOfLibrary(db, adminId, body.student_id)
    : body.student_name
      ? await findStudentByName(db, adminId, body.student_name)
      : null;
  if (!student) throw badRequest('Choose the student from the list.', { field: 'student_id' });
  const marked = await markAttendance(db, adminId, {
    studentId: student.id,
    studentName: student.name,
    date: body.date,
    status: body.status,
  });
  return { ...marked, student };
}
