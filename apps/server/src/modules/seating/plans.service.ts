import {
  addDays,
  daysBetween,
  daysLeft,
  durationDays,
  formatShiftLabel,
  MAX_PLAN_DAYS,
  minuteOfTime as minuteOf,
  sortByLabel,
  type THoldWindow,
  type ZLockerPlanRequest,
  type ZSeatPlanRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { lockerPlans, seatPlans } from '../../db/schema/index.ts';
import { badRequest, found } from '../../errors/http-errors.ts';
import { toPaise, toRupees } from '../../money.ts';
import { assertStudentOfLibrary } from '../../tenancy/tenant-assertions.ts';
import { rechargeSource, reverseCharges } from '../finance/ledger.service.ts';
import { releaseHolds } from './holds.queries.ts';
import { findActivePlace, placeHolds } from './holds.service.ts';
import { releasedDays } from './no-shows.queries.ts';
import { freedPauseDays } from './pauses.queries.ts';
import { findRenewals, insertSeatHistory, type PlanRow, renewalWindow } from './plans.queries.ts';
import { findShiftOf } from './shifts.queries.ts';

type SeatBody = z.output<typeof ZSeatPlanRequest>;
type LockerBody = z.output<typeof ZLockerPlanRequest>;
type SeatPlanRow = typeof seatPlans.$inferSelect;
type LockerPlanRow = typeof lockerPlans.$inferSelect;

/** The dates a plan held by a student covers: from `starts_on` (default today) for its duration. */
function period(
  today: string,
  studentId: number | null | undefined,
  startsOn: string | null | undefined,
  days: number,
) {
  if (days > MAX_PLAN_DAYS) throw badRequest('A plan can run for at most 10 years.');
  if (studentId == null) return { startsOn: null, endsOn: null };
  const start = startsOn ?? today;
  return { startsOn: start, endsOn: addDays(start, days - 1) };
}

/** An active shift of the library, with its window in minutes and its label. */
export async function findShift(db: Db, adminId: number, shiftId: number) {
  const shift = found(await findShiftOf(db, adminId, shiftId), 'Shift not found.');
  const startMinute = minuteOf(shift.startTime);
  return {
    id: shift.id,
    startMinute,
    endMinute: startMinute + shift.durationMinutes,
    label: formatShiftLabel(shift),
  };
}

/** Column values of a seat plan from the form: an existing seat, the shift window, dates, paise. */
export async function seatPlanValues(db: Db, actor: TenantActor, body: SeatBody) {
  const adminId = actor.tenantId;
  await assertStudentOfLibrary(db, adminId, body.student_id);
  const place = await findActivePlace(db, adminId, 'seat', body.seat_number);
  const shift = body.shift_id != null ? await findShift(db, adminId, body.shift_id) : null;
  const { startsOn, endsOn } = period(
    actor.today,
    body.student_id,
    body.starts_on,
    durationDays(body.duration),
  );
  return {
    seatNumber: place.label,
    placeId: place.id,
    shiftId: shift?.id ?? null,
    shiftLabel: shift?.label ?? null,
    duration: body.duration,
    pricePaise: toPaise(body.price),
    studentId: body.student_id ?? null,
    status: body.status,
    startsOn,
    endsOn,
    startMinute: shift?.startMinute ?? 0,
    endMinute: shift?.endMinute ?? 1440,
  };
}

export async function lockerPlanValues(db: Db, actor: TenantActor, body: LockerBody) {
  const adminId = actor.tenantId;
  await assertStudentOfLibrary(db, adminId, body.student_id);
  const place = body.locker_number ? await findActivePlace(db, adminId, 'locker', body.locker_number) : null;
  const { startsOn, endsOn } = period(actor.today, body.student_id, body.starts_on, body.duration_days);
  return {
    name: body.name,
    lockerNumber: place?.label ?? null,
    placeId: place?.id ?? null,
    durationDays: body.duration_days,
    pricePaise: toPaise(body.price),
    studentId: body.student_id ?? null,
    status: body.status,
    startsOn,
    endsOn,
  };
}

/** The window a plan holds its place for, or null when it holds nothing (no student, inactive, undated). */
function planWindow(plan: {
  status: string;
  studentId: number | null;
  placeId: number | null;
  startsOn: string | null;
  endsOn: string | null;
}): { placeId: number; studentId: number; startsOn: string; endsOn: string } | null {
  if (plan.status !== 'Active' || plan.studentId === null || plan.placeId === null) return null;
  if (!plan.startsOn || !plan.endsOn) return null;
  return { placeId: plan.placeId, studentId: plan.studentId, startsOn: plan.startsOn, endsOn: plan.endsOn };
}

/**
 * Brings the seat ledger in line with a saved seat plan, less the days it gave back (a no-show's
 * seat booked for the day) and its paused days when the pause freed the seat: 409 when another
 * hold is in the way.
 */
export async function syncSeatPlanHold(db: Db, adminId: number, plan: SeatPlanRow) {
  const held = planWindow(plan);
  if (!held) return releaseHolds(db, adminId, { seatPlanId: plan.id });
  // Days given back (a no-show's seat booked for the day) and days of pauses that freed the seat.
  const paused = (await freedPauseDays(db, adminId, plan.id)).flatMap(({ from, to }) =>
    Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)),
  );
  const except = [...(await releasedDays(db, adminId, plan.id)), ...paused];
  const window: THoldWindow = {
    startsOn: held.startsOn,
    endsOn: held.endsOn,
    startMinute: plan.startMinute,
    endMinute: plan.endMinute,
  };
  await placeHolds(
    db,
    adminId,
    { seatPlanId: plan.id },
    {
      placeId: held.placeId,
      placeLabel: plan.seatNumber,
      kind: 'seat',
      studentId: held.studentId,
      window,
      except,
    },
  );
}

/** Brings the seat ledger in line with a saved locker plan: a locker is held all day. */
export async function syncLockerPlanHold(db: Db, adminId: number, plan: LockerPlanRow) {
  const held = planWindow(plan);
  if (!held) return releaseHolds(db, adminId, { lockerPlanId: plan.id });
  await placeHolds(
    db,
    adminId,
    { lockerPlanId: plan.id },
    {
      placeId: held.placeId,
      placeLabel: plan.lockerNumber ?? '',
      kind: 'locker',
      studentId: held.studentId,
      window: { startsOn: held.startsOn, endsOn: held.endsOn, startMinute: 0, endMinute: 1440 },
    },
  );
}

/**
 * The period a renewal covers: the plan's length again, from the day after it ends, or from
 * today when it has already lapsed.
 */
export function renewalPeriod(
  plan: { startsOn: string | null; endsOn: string | null; pausedDays?: number },
  today: string,
) {
  if (!plan.startsOn || !plan.endsOn) throw badRequest('Only a plan assigned to a student can be renewed.');
  // The plan's own length: the days its pauses added to its end are not renewed.
  const length = daysBetween(plan.startsOn, plan.endsOn) + 1 - (plan.pausedDays ?? 0);
  const next = addDays(plan.endsOn, 1);
  const startsOn = next >= today ? next : today;
  return { startsOn, endsOn: addDays(startsOn, length - 1) };
}

/** Seat history: which seat and locker the student holds from today. */
export async function recordSeatHistory(
  db: Db,
  actor: TenantActor,
  studentId: number | null,
  change: { seat?: string | null; locker?: string | null },
) {
  if (studentId == null) return;
  await insertSeatHistory(db, actor.tenantId, {
    studentId,
    seat: change.seat ?? null,
    locker: change.locker ?? null,
    recordedOn: actor.today,
  });
}

type PlanName = 'seat-plan' | 'locker-plan';

/**
 * The plan's charge on the money ledger follows its student and price: posted once when it holds,
 * reversed and posted again when either changes, reversed while Inactive or without a student.
 */
export async function chargePlan(
  db: Db,
  actor: TenantActor,
  name: PlanName,
  plan: { id: number; status: string; studentId: number | null; pricePaise: number },
) {
  await rechargeSource(db, actor, {
    studentId: plan.status === 'Active' ? plan.studentId : null,
    kind: name === 'seat-plan' ? 'seat' : 'locker',
    sourceType: name,
    sourceId: plan.id,
    amountPaise: plan.pricePaise,
    description: `${name === 'seat-plan' ? 'Seat' : 'Locker'} plan #${plan.id}`,
  });
}

/** A deleted plan's charge is reversed (the ledger keeps both rows). */
export async function refundPlan(db: Db, actor: TenantActor, name: PlanName, planId: number) {
  await reverseCharges(db, actor, { sourceType: name, sourceId: planId, reason: 'plan cancelled' });
}

/** Plans ending within 7 days, or lapsed in the last 30, that nobody renewed yet: soonest first, then by place. */
export async function renewalsToChase(db: Db, actor: TenantActor, list: 'expiring' | 'lapsed') {
  const today = actor.today;
  const rows = (await findRenewals(db, actor.tenantId, renewalWindow(list, today))).map(
    ({ kind, plan, studentName }) => {
      const locker = plan as unknown as PlanRow<typeof lockerPlans>;
      const endsOn = plan.endsOn ?? today;
      return {
        kind,
        plan_id: plan.id,
        place: kind === 'seat' ? plan.seatNumber : (locker.lockerNumber ?? locker.name),
        shift: kind === 'seat' ? plan.shiftLabel : null,
        student_id: plan.studentId ?? 0,
        student_name: studentName ?? '',
        ends_on: endsOn,
        days_left: daysLeft(endsOn, today) ?? 0,
        price: toRupees(plan.pricePaise),
      };
    },
  );
  // Array.prototype.sort is stable: by place, then (the later sort) by end date.
  return sortByLabel(rows, (r) => r.place).sort((a, b) => a.ends_on.localeCompare(b.ends_on));
}
