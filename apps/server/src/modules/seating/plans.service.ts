import type {
  TLockerPlanRequest,
  TSeatPlanRequest,
  ZLockerPlanRequest,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { seatHistory, shifts, students } from '../../db/schema/index.ts';
import { notFound } from '../../errors/http-errors.ts';
import { toPaise } from '../../money.ts';
import { addDays, durationDays, libraryToday, minuteOf } from './calendar.ts';

type SeatBody = z.output<typeof ZSeatPlanRequest>;
type LockerBody = z.output<typeof ZLockerPlanRequest>;

export type { LockerBody, SeatBody, TLockerPlanRequest, TSeatPlanRequest };

/** The student must belong to the library (another library's id is "not found"). */
export async function assertStudent(db: Db, adminId: number, studentId: number | null | undefined) {
  if (studentId == null) return null;
  const [row] = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.adminId, adminId)));
  if (!row) throw notFound('Student not found');
  return row;
}

/** The dates a plan held by a student covers: from `starts_on` (default today) for its duration. */
async function period(
  db: Db,
  adminId: number,
  studentId: number | null | undefined,
  startsOn: string | null | undefined,
  days: number,
) {
  if (studentId == null) return { startsOn: null, endsOn: null };
  const start = startsOn ?? (await libraryToday(db, adminId));
  return { startsOn: start, endsOn: addDays(start, days - 1) };
}

/** Column values of a seat plan from the form: shift window, dates, paise. */
export async function seatPlanValues(db: Db, adminId: number, body: SeatBody) {
  await assertStudent(db, adminId, body.student_id);
  let shiftLabel: string | null = null;
  let startMinute = 0;
  let endMinute = 1440;
  if (body.shift_id != null) {
    const [shift] = await db
      .select()
      .from(shifts)
      .where(and(eq(shifts.id, body.shift_id), eq(shifts.adminId, adminId)));
    if (!shift) throw notFound('Shift not found.');
    startMinute = minuteOf(shift.startTime);
    endMinute = startMinute + shift.durationMinutes;
    const hours = shift.durationMinutes / 60;
    shiftLabel = `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hr (${shift.startTime.slice(0, 5)} - ${shift.endTime.slice(0, 5)})`;
  }
  const { startsOn, endsOn } = await period(
    db,
    adminId,
    body.student_id,
    body.starts_on,
    durationDays(body.duration),
  );
  return {
    seatNumber: body.seat_number,
    shiftId: body.shift_id ?? null,
    shiftLabel,
    duration: body.duration,
    pricePaise: toPaise(body.price),
    studentId: body.student_id ?? null,
    status: body.status,
    startsOn,
    endsOn,
    startMinute,
    endMinute,
  };
}

export async function lockerPlanValues(db: Db, adminId: number, body: LockerBody) {
  await assertStudent(db, adminId, body.student_id);
  const { startsOn, endsOn } = await period(db, adminId, body.student_id, body.starts_on, body.duration_days);
  return {
    name: body.name,
    lockerNumber: body.locker_number || null,
    durationDays: body.duration_days,
    pricePaise: toPaise(body.price),
    studentId: body.student_id ?? null,
    status: body.status,
    startsOn,
    endsOn,
  };
}

/** Seat history: which seat and locker the student holds from today. */
export async function recordSeatHistory(
  db: Db,
  adminId: number,
  studentId: number | null,
  change: { seat?: string | null; locker?: string | null },
) {
  if (studentId == null) return;
  await db.insert(seatHistory).values({
    adminId,
    studentId,
    seat: change.seat ?? null,
    locker: change.locker ?? null,
    recordedOn: await libraryToday(db, adminId),
  });
}
