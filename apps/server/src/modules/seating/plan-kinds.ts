import {
  ZLockerPlan,
  ZLockerPlanList,
  ZLockerPlanRequest,
  ZSeatPlan,
  ZSeatPlanList,
  ZSeatPlanRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { lockerPlans, seatPlans } from '../../db/schema/index.ts';
import { presentLockerPlan, presentSeatPlan } from './plans.present.ts';
import { type PlanInsert, type PlanRow, type PlanTable, planTables } from './plans.queries.ts';
import { lockerPlanValues, seatPlanValues, syncLockerPlanHold, syncSeatPlanHold } from './plans.service.ts';

type Listed<T extends PlanTable> = {
  plan: PlanRow<T>;
  studentName: string | null;
  renewedById: number | null;
};

/** What differs between seat plans and locker plans; the routes are otherwise the same. */
export interface PlanKind<T extends PlanTable, Body extends z.ZodType> {
  path: string;
  /** A student's plans of this kind, and (staff Memberships) those held in the library. */
  studentPath: string;
  libraryPath: string;
  name: 'seat-plan' | 'locker-plan';
  table: T;
  body: Body;
  response: z.ZodType;
  list: z.ZodType;
  values(db: Db, actor: TenantActor, body: z.output<Body>): Promise<PlanInsert<T>>;
  present(row: Listed<T>, today: string): unknown;
  /** Writes the plan's holds to the seat ledger (or releases them); 409 when taken. */
  syncHold(db: Db, adminId: number, plan: PlanRow<T>): Promise<void>;
  /** The seat/locker a student now holds, for their seat history. */
  history(row: PlanRow<T>): { seat?: string | null; locker?: string | null };
}

export const seatPlanKind: PlanKind<typeof seatPlans, typeof ZSeatPlanRequest> = {
  path: '/auth/seat',
  studentPath: '/auth/locker-plan/my-seat/:studentId',
  libraryPath: '/memberships/all-seats/:adminId',
  name: 'seat-plan',
  table: planTables['seat-plan'],
  body: ZSeatPlanRequest,
  response: ZSeatPlan,
  list: ZSeatPlanList,
  values: seatPlanValues,
  present: presentSeatPlan,
  syncHold: syncSeatPlanHold,
  history: (plan) => ({ seat: plan.seatNumber }),
};

export const lockerPlanKind: PlanKind<typeof lockerPlans, typeof ZLockerPlanRequest> = {
  path: '/auth/locker-plan',
  studentPath: '/auth/locker-plan/my-locker/:studentId',
  libraryPath: '/memberships/all-lockers/:adminId',
  name: 'locker-plan',
  table: planTables['locker-plan'],
  body: ZLockerPlanRequest,
  response: ZLockerPlan,
  list: ZLockerPlanList,
  values: lockerPlanValues,
  present: presentLockerPlan,
  syncHold: syncLockerPlanHold,
  history: (plan) => ({ locker: plan.lockerNumber ?? plan.name }),
};
