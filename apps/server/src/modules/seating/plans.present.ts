import { daysLeft, planValidity } from '@studydesk/contract';
import type { lockerPlans, seatPlans } from '../../db/schema/index.ts';
import { toRupees } from '../../money.ts';

interface Listed<P> {
  plan: P;
  studentName: string | null;
  renewedById: number | null;
}

/** Dates, where the plan stands on `today`, and its renewal links. */
function presentDates(
  plan: {
    startsOn: string | null;
    endsOn: string | null;
    studentId: number | null;
    renewedFromId: number | null;
  },
  renewedById: number | null,
  today: string,
) {
  const assigned = plan.studentId !== null && plan.startsOn !== null;
  return {
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    validity: assigned ? planValidity(plan.startsOn, plan.endsOn, today) : null,
    days_left: assigned ? daysLeft(plan.endsOn, today) : null,
    renewed_from_id: plan.renewedFromId,
    renewed_by_id: renewedById,
  };
}

/** What seat and locker plans show alike: price, student, status, dates and audit times. */
function presentHeld(
  { plan, studentName, renewedById }: Listed<typeof seatPlans.$inferSelect | typeof lockerPlans.$inferSelect>,
  today: string,
) {
  return {
    price: toRupees(plan.pricePaise),
    student_id: plan.studentId,
    student_name: studentName,
    status: plan.status as 'Active' | 'Inactive',
    ...presentDates(plan, renewedById, today),
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

export function presentSeatPlan(row: Listed<typeof seatPlans.$inferSelect>, today: string) {
  const { plan } = row;
  return {
    id: plan.id,
    seat_number: plan.seatNumber,
    shift_id: plan.shiftId,
    shift: plan.shiftLabel,
    duration: plan.duration,
    ...presentHeld(row, today),
    admin_id: plan.adminId,
  };
}

export function presentLockerPlan(row: Listed<typeof lockerPlans.$inferSelect>, today: string) {
  const { plan } = row;
  return {
    id: plan.id,
    name: plan.name,
    locker_number: plan.lockerNumber,
    duration_days: plan.durationDays,
    ...presentHeld(row, today),
  };
}
