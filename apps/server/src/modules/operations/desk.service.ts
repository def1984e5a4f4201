import {
  holdSegments,
  sortByLabel,
  type THoldWindow,
  type TSeatToday,
  type ZSeatBookingRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found, HttpError, notFound } from '../../errors/http-errors.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { findActivePlace, placeHolds } from '../seating/holds.service.ts';
import { freeSeatsDuring, lockArrival, releasedPlansOf } from '../seating/no-shows.queries.ts';
import { releaseNoShowsInTheWay, shiftOn, takeBackDay } from '../seating/no-shows.service.ts';
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

type Shift = { id: number; label: string; startMinute: number; endMinute: number };

/** A desk booking of a seat on one day for a shift's window (or the whole day), held on the seat ledger. */
async function holdSeatForDay(
  db: Db,
  at: CheckInAt,
  day: { place: { id: number; label: string }; shift: Shift | null; studentId: number | null; date: string },
) {
  const { place, shift, studentId, date } = day;
  const booking = await insertBooking(db, at.adminId, {
    staffId: at.staffId,
    staffName: at.by,
    seatNumber: place.label,
    placeId: place.id,
    shiftId: shift?.id ?? null,
    shiftLabel: shift?.label ?? null,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
    studentId,
    bookingDate: date,
  });
  const window: THoldWindow = {
    startsOn: date,
    endsOn: date,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
  };
  await placeHolds(
    db,
    at.adminId,
    { bookingId: booking.id },
    { placeId: place.id, placeLabel: place.label, kind: 'seat', studentId, window },
  );
  return booking;
}

/**
 * Books an existing seat for one day from today on, for a shift's window or the whole day, as a
 * hold on the seat ledger: the same rule refuses it when any plan or booking holds the seat then,
 * except, today, a no-show's plan (Settings), which gives that one day back.
 */
export async function bookSeat(db: Db, actor: TenantActor, body: z.output<typeof ZSeatBookingRequest>) {
  const adminId = actor.tenantId;
  if (body.date < actor.today) {
    throw badRequest('A seat cannot be booked for a past date.', { field: 'date' });
  }
  const place = await findActivePlace(db, adminId, 'seat', body.seat_number);
  const shift = body.shift_id != null ? await findShift(db, adminId, body.shift_id) : null;
  const student = await assertStudentOfLibrary(db, adminId, body.student_id);
  const released = await releaseNoShowsInTheWay(db, actor, place.id, {
    startsOn: body.date,
    endsOn: body.date,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
  });
  const booking = await holdSeatForDay(db, deskAt(actor), {
    place,
    shift,
    studentId: student?.id ?? null,
    date: body.date,
  });
  await recordSeatHistory(db, actor, student?.id ?? null, { seat: place.label });
  return { booking, released };
}

/**
 * Checks a student of the library in (once at a time) and marks them Present today unless marked.
 * A late student whose seat the desk gave away today gets it back when it is free again, else a
 * free seat for their shift, booked for them for today.
 */
export async function checkIn(db: Db, actor: TenantActor, studentId: number) {
  return checkInAt(db, deskAt(actor), studentId);
}

/** Where a check-in is made: the library, its today, who checks in (the desk, a kiosk, a poster). */
export interface CheckInAt {
  adminId: number;
  today: string;
  /** The staff member at the desk, or null (the owner, a kiosk, the student at the poster). */
  staffId: number | null;
  /** Written on a day booking made for a late student. */
  by: string;
}

/** The desk's check-in place: the signed-in staff member or owner. */
export const deskAt = (actor: TenantActor): CheckInAt => ({
  adminId: actor.tenantId,
  today: actor.today,
  staffId: actor.role === 'staff' ? actor.userId : null,
  by: actor.name,
});

export async function checkInAt(db: Db, at: CheckInAt, studentId: number) {
  const student = found(await assertStudentOfLibrary(db, at.adminId, studentId), 'Student not found');
  // Before anything is read: a desk booking giving this student's seat away either waits for this
  // check-in (and sees it) or has committed (and its release is read below).
  await lockArrival(db, student.id);
  if (await findOpenCheckin(db, at.adminId, student.id))
    throw conflict(`${student.name} is already checked in.`);
  await insertCheckin(db, at.adminId, student.id, at.staffId);
  await markPresentUnlessMarked(db, at.adminId, student, at.today);
  return { student, seatToday: await seatForLateStudent(db, at, student.id) };
}

/** How many free seats a late student's new seat is tried among, in seat order, when others race. */
const SEATS_TRIED = 3;

async function seatForLateStudent(db: Db, at: CheckInAt, studentId: number): Promise<TSeatToday | null> {
  const today = at.today;
  const [released] = await releasedPlansOf(db, at.adminId, studentId, today);
  if (!released) return null;
  const { plan } = released;
  const planSeat = plan.seatNumber;
  if (await takeBackDay(db, at.adminId, plan, today)) {
    return { outcome: 'kept', plan_seat: planSeat, seat: planSeat };
  }
  const free = await freeSeatsDuring(db, at.adminId, holdSegments(shiftOn(plan, today)));
  const shift = plan.shiftId
    ? {
        id: plan.shiftId,
        label: plan.shiftLabel ?? '',
        startMinute: plan.startMinute,
        endMinute: plan.endMinute,
      }
    : null;
  for (const place of sortByLabel(free, (p) => p.label).slice(0, SEATS_TRIED)) {
    try {
      // A savepoint: a seat taken meanwhile leaves no booking behind.
      await db.transaction((tx) => holdSeatForDay(tx, at, { place, shift, studentId, date: today }));
      return { outcome: 'moved', plan_seat: planSeat, seat: place.label };
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    }
  }
  return { outcome: 'none_free', plan_seat: planSeat, seat: null };
}

/** What the desk tells a late student about their seat today. */
export function seatTodayText(s: TSeatToday) {
  if (s.outcome === 'kept') return `Seat ${s.plan_seat} was free for today and is still free: it is theirs.`;
  if (s.outcome === 'moved')
    return `Seat ${s.plan_seat} was given to someone else today: take seat ${s.seat}.`;
  return `Seat ${s.plan_seat} was given to someone else today and no seat is free for their shift.`;
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
