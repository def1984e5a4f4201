import {
  addDays,
  daysBetween,
  formatDay,
  type TPause,
  type TPausePolicy,
  type ZPauseListQuery,
  type ZPausePolicyRequest,
  type ZPauseRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { postEntry, reverse } from '../finance/ledger.service.ts';
import {
  approvedDaysInYear,
  findListedPause,
  insertPause,
  type ListedPause,
  listPauses,
  livePausesOfPlan,
  lockPause,
  lockSeatPlan,
  type PausePolicyRow,
  type PauseRow,
  pauseCreditsOfPlan,
  readPausePolicy,
  renewalOf,
  shiftPlan,
  shiftPlanEnd,
  updatePause,
  writePausePolicy,
} from './pauses.queries.ts';
import { syncSeatPlanHold } from './plans.service.ts';

const DECIDED = 'This pause was already decided.';

type SeatPlanRow = Awaited<ReturnType<typeof lockSeatPlan>>;

/** Days a pause covers, both ends included. */
export const pauseDays = (p: { startsOn: string; endsOn: string }) => daysBetween(p.startsOn, p.endsOn) + 1;

export const presentPolicy = (p: PausePolicyRow): TPausePolicy => ({
  min_days: p.minDays,
  max_days: p.maxDays,
  yearly_cap_days: p.yearlyCapDays,
  seat_rule: p.seatRule as TPausePolicy['seat_rule'],
  ledger_rule: p.ledgerRule as TPausePolicy['ledger_rule'],
});

export function presentPause(r: ListedPause): TPause {
  const p = r.pause;
  return {
    id: p.id,
    seat_plan_id: p.seatPlanId,
    student_id: p.studentId,
    student_name: r.studentName,
    seat_number: r.seatNumber,
    starts_on: p.startsOn,
    ends_on: p.endsOn,
    days: pauseDays(p),
    status: p.status as TPause['status'],
    seat_kept: p.seatKept,
    reason: p.reason,
    asked_by_student: p.askedByStudent,
    credit: toRupees(p.creditPaise),
    plan_ends_on: r.planEndsOn,
    decided_by: p.decidedBy,
    created_at: p.createdAt.toISOString(),
  };
}

export async function pausePolicyOf(db: Db, actor: TenantActor) {
  return presentPolicy(await readPausePolicy(db, actor.tenantId));
}

export async function setPausePolicy(db: Db, actor: TenantActor, b: z.output<typeof ZPausePolicyRequest>) {
  const policy: PausePolicyRow = {
    minDays: b.min_days,
    maxDays: b.max_days,
    yearlyCapDays: b.yearly_cap_days,
    seatRule: b.seat_rule,
    ledgerRule: b.ledger_rule,
  };
  await writePausePolicy(db, actor.tenantId, policy);
  return presentPolicy(policy);
}

/** A page of the library's pauses; a student sees only their own. */
export async function pausePage(db: Db, actor: TenantActor, q: z.output<typeof ZPauseListQuery>) {
  const studentId = q.student_id ?? (actor.role === 'student' ? actor.userId : undefined);
  if (studentId !== undefined) await assertStudentInReach(db, actor, studentId);
  const page = await listPauses(db, actor.tenantId, { ...q, studentId });
  return { rows: page.rows.map(presentPause), total: page.total };
}

/** A pause's plan, locked: the actor's library's (a student's own), held by a student, dated. */
async function pausablePlan(db: Db, actor: TenantActor, seatPlanId: number) {
  const plan = await lockSeatPlan(db, actor.tenantId, seatPlanId);
  if (actor.role === 'student' && plan.studentId !== actor.userId) throw notFound('Plan not found.');
  if (plan.status !== 'Active' || plan.studentId === null || !plan.startsOn || !plan.endsOn) {
    throw badRequest('Only an active plan held by a student can be paused.');
  }
  return plan as SeatPlanRow & { studentId: number; startsOn: string; endsOn: string };
}

/**
 * The owner's rules for one pause of `plan`: not in the past, inside the plan as it stands, between
 * the fewest and most days, not over another pause of the plan, and (`approving`) within the
 * student's paused days for the year.
 */
async function checkPause(
  db: Db,
  actor: TenantActor,
  plan: { id: number; studentId: number; startsOn: string; endsOn: string },
  pause: { startsOn: string; endsOn: string; id?: number },
  policy: PausePolicyRow,
) {
  const days = pauseDays(pause);
  if (pause.startsOn < actor.today)
    throw badRequest('A pause cannot start in the past.', { field: 'starts_on' });
  if (pause.startsOn < plan.startsOn || pause.endsOn > plan.endsOn) {
    throw badRequest(
      `A pause must fall within the plan, ${formatDay(plan.startsOn)} – ${formatDay(plan.endsOn)}.`,
      { field: 'starts_on' },
    );
  }
  if (days < policy.minDays || days > policy.maxDays) {
    throw badRequest(`A pause is ${policy.minDays} to ${policy.maxDays} days.`, { field: 'ends_on' });
  }
  const others = await livePausesOfPlan(db, actor.tenantId, plan.id, pause.id);
  if (others.some((o) => o.startsOn <= pause.endsOn && pause.startsOn <= o.endsOn)) {
    throw conflict('This plan already has a pause on some of those days.');
  }
  const year = Number(pause.startsOn.slice(0, 4));
  const used = await approvedDaysInYear(db, actor.tenantId, plan.studentId, year);
  if (used + days > policy.yearlyCapDays) {
    const left = Math.max(0, policy.yearlyCapDays - used);
    throw badRequest(
      `Only ${left} paused days are left for ${year} (at most ${policy.yearlyCapDays} a year).`,
      {
        field: 'ends_on',
      },
    );
  }
  return days;
}

/** The chain of renewals after a plan, nearest first. */
async function renewalsAfter(db: Db, adminId: number, planId: number) {
  const chain: SeatPlanRow[] = [];
  const seen = new Set([planId]);
  for (let next = await renewalOf(db, adminId, planId); next && !seen.has(next.id); ) {
    seen.add(next.id);
    chain.push(next);
    next = await renewalOf(db, adminId, next.id);
  }
  return chain;
}

/**
 * Moves the plan's end by `days` (negative: back) and its renewals with it, then writes their holds
 * again: the seat ledger refuses (409) when someone else holds a day they now need.
 */
async function moveEnd(db: Db, adminId: number, planId: number, days: number) {
  const renewals = await renewalsAfter(db, adminId, planId);
  // Later first when moving on, earlier first when moving back: a plan never meets its own renewal.
  const order = days > 0 ? [...renewals].reverse() : renewals;
  const moved = days > 0 ? [] : [await shiftPlanEnd(db, adminId, planId, days)];
  for (const r of order) moved.push(await shiftPlan(db, adminId, r.id, days));
  if (days > 0) moved.push(await shiftPlanEnd(db, adminId, planId, days));
  for (const plan of moved) await syncSeatPlanHold(db, adminId, plan);
}

/** Approves a locked pending pause: the plan's end moves, the seat is freed or kept, the ledger follows. */
async function approve(db: Db, actor: TenantActor, pause: PauseRow) {
  const plan = await pausablePlan(db, actor, pause.seatPlanId);
  const policy = await readPausePolicy(db, actor.tenantId);
  const days = await checkPause(db, actor, plan, pause, policy);
  const seatKept = policy.seatRule === 'kept';
  let creditPaise = 0;
  let creditEntryId: number | null = null;
  if (policy.ledgerRule === 'credit') {
    // The plan's own length, before any pause moved its end.
    const length = daysBetween(plan.startsOn, plan.endsOn) + 1 - plan.pausedDays;
    creditPaise = Math.floor((plan.pricePaise * days) / Math.max(1, length));
    if (creditPaise > 0) {
      creditEntryId = await postEntry(db, actor, {
        studentId: plan.studentId,
        entryType: 'discount',
        amountPaise: creditPaise,
        description: `Pause credit: ${days} days of seat ${plan.seatNumber}`,
        sourceType: 'plan-pause',
        sourceId: pause.id,
      });
    }
  }
  const done = await updatePause(db, actor.tenantId, pause.id, 'Pending', {
    status: 'Approved',
    seatKept,
    creditPaise,
    creditEntryId,
    decidedBy: actor.name,
    decidedAt: new Date(),
  });
  if (!done) throw conflict(DECIDED);
  await moveEnd(db, actor.tenantId, plan.id, days);
  return done;
}

/**
 * A pause of a seat plan: a student asks for their own (Pending, the desk decides); the desk's is
 * approved at once.
 */
export async function createPause(db: Db, actor: TenantActor, b: z.output<typeof ZPauseRequest>) {
  const plan = await pausablePlan(db, actor, b.seat_plan_id);
  const policy = await readPausePolicy(db, actor.tenantId);
  const range = { startsOn: b.starts_on, endsOn: b.ends_on };
  await checkPause(db, actor, plan, range, policy);
  const pause = await insertPause(db, actor.tenantId, {
    seatPlanId: plan.id,
    studentId: plan.studentId,
    ...range,
    reason: b.reason,
    askedByStudent: actor.role === 'student',
  });
  if (actor.role !== 'student') await approve(db, actor, pause);
  return findListedPause(db, actor.tenantId, pause.id);
}

export async function approvePause(db: Db, actor: TenantActor, id: number) {
  const pause = await lockPause(db, actor.tenantId, id);
  if (pause.status !== 'Pending') throw conflict(DECIDED);
  await approve(db, actor, pause);
  return findListedPause(db, actor.tenantId, id);
}

export async function refusePause(db: Db, actor: TenantActor, id: number) {
  const pause = await lockPause(db, actor.tenantId, id);
  if (pause.status !== 'Pending') throw conflict(DECIDED);
  await updatePause(db, actor.tenantId, id, 'Pending', {
    status: 'Refused',
    decidedBy: actor.name,
    decidedAt: new Date(),
  });
  return findListedPause(db, actor.tenantId, id);
}

/**
 * Withdraws a pause: a student their own pending one; the desk any pending or approved one. An
 * approved pause gives its days back (the plan's end moves back, its credit is reversed); 409 when
 * someone took the freed seat on one of them meanwhile.
 */
export async function cancelPause(db: Db, actor: TenantActor, id: number) {
  const pause = await lockPause(db, actor.tenantId, id);
  if (actor.role === 'student' && pause.studentId !== actor.userId) throw notFound('Pause not found.');
  const open = actor.role === 'student' ? ['Pending'] : ['Pending', 'Approved'];
  if (!open.includes(pause.status)) throw conflict(DECIDED);
  await lockSeatPlan(db, actor.tenantId, pause.seatPlanId);
  const done = await updatePause(db, actor.tenantId, id, pause.status as 'Pending' | 'Approved', {
    status: 'Cancelled',
    decidedBy: actor.name,
    decidedAt: new Date(),
  });
  if (!done) throw conflict(DECIDED);
  if (pause.status === 'Approved') {
    await moveEnd(db, actor.tenantId, pause.seatPlanId, -pauseDays(pause));
    if (pause.creditEntryId !== null) await reverse(db, actor, pause.creditEntryId, 'pause cancelled');
  }
  return findListedPause(db, actor.tenantId, id);
}

/** Before a seat plan is deleted: the credits of its approved pauses are reversed. */
export async function reversePauseCredits(db: Db, actor: TenantActor, seatPlanId: number) {
  for (const id of await pauseCreditsOfPlan(db, actor.tenantId, seatPlanId)) {
    await reverse(db, actor, id, 'plan cancelled');
  }
}

/** The end a plan's period gives, before pauses: for checks and tests. */
export const periodEnd = (plan: { endsOn: string; pausedDays: number }) =>
  addDays(plan.endsOn, -plan.pausedDays);
