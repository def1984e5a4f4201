import { addDays, type TMembership } from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../errors/http-errors.ts';
import { assertOwnTenant, assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { answerAboutPlan } from '../month-end/month-end.queries.ts';
import { reversePauseCredits } from './pauses.service.ts';
import { lockerPlanKind, type PlanKind, seatPlanKind } from './plan-kinds.ts';
import { presentLockerPlan, presentSeatPlan } from './plans.present.ts';
import {
  deletePlan,
  findPlan,
  heldPlans,
  insertPlan,
  listPlans,
  type PlanInsert,
  type PlanRow,
  type PlanTable,
  plansOfStudent,
  togglePlanStatus,
  updatePlan,
} from './plans.queries.ts';
import { chargePlan, recordSeatHistory, refundPlan, renewalPeriod } from './plans.service.ts';

/** The student said No to 'Continuing next month?'. */
export const MONTH_END_LEAVING =
  'This student said they are not continuing next month. They can change their answer to Yes until the plan ends.';

// Every call below works on one kind of plan (seat or locker) of the actor's library.
type Kind<T extends PlanTable> = PlanKind<T, z.ZodType>;
type Claimed = { admin_id?: number };

/** A plan as its routes answer it, with where it stands today. */
export async function planView<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, id: number) {
  return kind.present(await findPlan(db, actor.tenantId, kind.table, id), actor.today);
}

export async function planPage<T extends PlanTable>(
  db: Db,
  actor: TenantActor,
  kind: Kind<T>,
  query: { limit: number; offset: number } & Claimed,
) {
  assertOwnTenant(actor, { admin_id: query.admin_id });
  const page = await listPlans(db, actor.tenantId, kind.table, query);
  const today = actor.today;
  return { rows: page.rows.map((row) => kind.present(row, today)), total: page.total };
}

/**
 * After a save: the plan's hold on the seat ledger, its charge on the money ledger (both in the
 * request's transaction) and the student's seat history. The audit notes a back-dated start.
 */
async function settle<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, plan: PlanRow<T>) {
  await kind.syncHold(db, actor.tenantId, plan);
  await chargePlan(db, actor, kind.name, plan);
  if (plan.status === 'Active') await recordSeatHistory(db, actor, plan.studentId, kind.history(plan));
  const today = actor.today;
  return { plan, details: plan.startsOn && plan.startsOn < today ? { backdated_from: plan.startsOn } : {} };
}

export async function addPlan<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, body: Claimed) {
  assertOwnTenant(actor, { admin_id: body.admin_id });
  const values = await kind.values(db, actor, body);
  return settle(db, actor, kind, await insertPlan(db, actor.tenantId, kind.table, values));
}

export async function editPlan<T extends PlanTable>(
  db: Db,
  actor: TenantActor,
  kind: Kind<T>,
  id: number,
  body: Claimed,
) {
  assertOwnTenant(actor, { admin_id: body.admin_id });
  const { plan: before } = await findPlan(db, actor.tenantId, kind.table, id);
  const values = await kind.values(db, actor, body);
  // Days its approved pauses added stay on the end of an edited seat plan.
  const paused = 'pausedDays' in before ? before.pausedDays : 0;
  if (paused > 0 && values.endsOn) values.endsOn = addDays(values.endsOn, paused);
  return settle(db, actor, kind, await updatePlan(db, actor.tenantId, kind.table, id, values));
}

/** Active <-> Inactive: the hold and the charge follow. */
export async function togglePlan<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, id: number) {
  const plan = await togglePlanStatus(db, actor.tenantId, kind.table, id);
  await kind.syncHold(db, actor.tenantId, plan);
  await chargePlan(db, actor, kind.name, plan);
  return plan;
}

/** The next plan from the day after this one ends (or today when it lapsed); charged again. Once per plan. */
export async function renewPlan<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, id: number) {
  const adminId = actor.tenantId;
  const { plan: old, renewedById } = await findPlan(db, adminId, kind.table, id);
  if (renewedById !== null) throw conflict(`This plan was already renewed (plan ${renewedById}).`);
  // 'No' to 'Continuing next month?' frees the seat at the plan's end: not renewed unless they say Yes.
  if (kind.name === 'seat-plan' && (await answerAboutPlan(db, adminId, old.id)) === 'no') {
    throw conflict(MONTH_END_LEAVING);
  }
  const { id: _id, createdAt: _c, updatedAt: _u, adminId: _a, ...copy } = old;
  const plan = await insertPlan(db, adminId, kind.table, {
    ...copy,
    ...renewalPeriod(old, actor.today),
    ...('pausedDays' in old ? { pausedDays: 0 } : {}),
    status: 'Active',
    renewedFromId: old.id,
  } as PlanInsert<T>);
  await kind.syncHold(db, adminId, plan);
  // A renewal charges again: the new plan is its own source on the money ledger.
  await chargePlan(db, actor, kind.name, plan);
  return { plan, renewedFrom: old.id };
}

/** The plan's holds go with it (ON DELETE CASCADE); its charge is reversed on the ledger. */
export async function removePlan<T extends PlanTable>(db: Db, actor: TenantActor, kind: Kind<T>, id: number) {
  // A seat plan's pause credits go with it, beside its charge.
  if (kind.name === 'seat-plan') await reversePauseCredits(db, actor, id);
  const row = await deletePlan(db, actor.tenantId, kind.table, id);
  await refundPlan(db, actor, kind.name, row.id);
  return row;
}

/** A student's plans of one kind; a student reads only their own. */
export async function plansForStudent<T extends PlanTable>(
  db: Db,
  actor: TenantActor,
  kind: Kind<T>,
  studentId: number,
) {
  await assertStudentInReach(db, actor, studentId);
  const today = actor.today;
  return (await plansOfStudent(db, actor.tenantId, kind.table, studentId)).map((p) => kind.present(p, today));
}

/** The staff's Memberships pages: plans of one kind held by students of their library (named in the path). */
export async function heldPlansOfLibrary<T extends PlanTable>(
  db: Db,
  actor: TenantActor,
  kind: Kind<T>,
  adminId: number,
) {
  if (adminId !== actor.tenantId) throw forbidden('That library is not yours.');
  const today = actor.today;
  return (await heldPlans(db, actor.tenantId, kind.table)).map((p) => kind.present(p, today));
}

/** A student's seat and locker plans, each with where it stands today (the student's Memberships page). */
export async function membershipsOf(db: Db, actor: TenantActor, studentId: number): Promise<TMembership[]> {
  await assertStudentInReach(db, actor, studentId);
  const today = actor.today;
  const [seatRows, lockerRows] = await Promise.all([
    plansOfStudent(db, actor.tenantId, seatPlanKind.table, studentId),
    plansOfStudent(db, actor.tenantId, lockerPlanKind.table, studentId),
  ]);
  const entry = (
    p: { id: number; price: number; status: string } & Pick<
      TMembership,
      'starts_on' | 'ends_on' | 'validity' | 'days_left'
    >,
    kind: 'Seat' | 'Locker',
    name: string,
  ): TMembership => ({
    id: `${kind.toLowerCase()}-${p.id}`,
    kind,
    name,
    price: p.price,
    starts_on: p.starts_on,
    ends_on: p.ends_on,
    status: p.status === 'Active' && p.validity !== 'Expired' ? 'Active' : 'Expired',
    validity: p.validity,
    days_left: p.days_left,
  });
  return [
    ...seatRows.map((row) => {
      const p = presentSeatPlan(row, today);
      return entry(p, 'Seat', `Seat ${p.seat_number}${p.shift ? ` · ${p.shift}` : ''}`);
    }),
    ...lockerRows.map((row) => {
      const p = presentLockerPlan(row, today);
      return entry(p, 'Locker', `${p.name}${p.locker_number ? ` · ${p.locker_number}` : ''}`);
    }),
  ];
}
