import { lockerPlans, seatPlans, students } from '../../db/schema/index.ts';
import { toRupees } from '../../money.ts';

export const seatPlanColumns = { plan: seatPlans, studentName: students.name };
export const lockerPlanColumns = { plan: lockerPlans, studentName: students.name };

export function presentSeatPlan({
  plan,
  studentName,
}: {
  plan: typeof seatPlans.$inferSelect;
  studentName: string | null;
}) {
  return {
    id: plan.id,
    seat_number: plan.seatNumber,
    shift_id: plan.shiftId,
    shift: plan.shiftLabel,
    duration: plan.duration,
    price: toRupees(plan.pricePaise),
    student_id: plan.studentId,
    student_name: studentName,
    status: plan.status as 'Active' | 'Inactive',
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
    admin_id: plan.adminId,
  };
}

export function presentLockerPlan({
  plan,
  studentName,
}: {
  plan: typeof lockerPlans.$inferSelect;
  studentName: string | null;
}) {
  return {
    id: plan.id,
    name: plan.name,
    locker_number: plan.lockerNumber,
    duration_days: plan.durationDays,
    price: toRupees(plan.pricePaise),
    student_id: plan.studentId,
    student_name: studentName,
    status: plan.status as 'Active' | 'Inactive',
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}
