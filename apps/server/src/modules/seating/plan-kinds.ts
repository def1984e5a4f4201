import { ZLockerPlan, ZLockerPlanRequest, ZSeatPlan, ZSeatPlanRequest } from '@studydesk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockerPlans, seatPlans } from '../../db/schema/index.ts';
import { presentLockerPlan, presentSeatPlan } from './plans.present.ts';
import type { PlanInsert, PlanRow, PlanTable } from './plans.queries.ts';
import { lockerPlanValues, seatPlanValues, syncLockerPlanHold, syncSeatPlanHold } from './plans.service.ts';

type Listed<T extends PlanTable> = {
  plan: PlanRow<T>;
  studentName: string | null;
  renewedById: number | null;
};

/** What differs between seat plans and locker plans; the routes are otherwise the same. */
export interface PlanKind<T extends PlanTable, Body extends z.ZodType> {
  path: string;
  name: 'seat-plan' | 'locker-plan';
  table: T;
  body: Body;
  response: z.ZodType;
  values(db: Db, adminId: number, body: z.output<Body>): Promise<PlanInsert<T>>;
  present(row: Listed<T>, today: string): unknown;
  /** Writes the plan's holds to the seat ledger (or releases them); 409 when taken. */
  syncHold(db: Db, adminId: number, plan: PlanRow<T>): Promise<void>;
  /** The seat/locker a student now holds, for their seat history. */
  history(row: PlanRow<T>): { seat?: string | null; locker?: string | null };
}

export const seatPlanKind: PlanKind<typeof seatPlans, typeof ZSeatPlanRequest> = {
  path: '/auth/seat',
  name: 'seat-plan',
  table: seatPlans,
  body: ZSeatPlanRequest,
  response: ZSeatPlan,
  values: seatPlanValues,
  present: presentSeatPlan,
  syncHold: syncSeatPlanHold,
  history: (plan) => ({ seat: plan.seatNumber }),
};

export const lockerPlanKind: PlanKind<typeof lockerPlans, typeof ZLockerPlanRequest> = {
  path: '/auth/locker-plan',
  name: 'locker-plan',
  table: lockerPlans,
  body: ZLockerPlanRequest,
  response: ZLockerPlan,
  values: lockerPlanValues,
  present: presentLockerPlan,
  syncHold: syncLockerPlanHold,
  history: (plan) => ({ locker: plan.lockerNumber ?? plan.name }),
};
