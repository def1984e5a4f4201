import { addDays } from './holds.ts';

/** A plan's end notices go out this many days before it ends: a week, a day, and on the day. */
export const EXPIRY_NOTICE_DAYS_BEFORE = [7, 1, 0] as const;

/** A seat or locker plan of a student that ends and was not renewed. */
export interface EndingPlan {
  kind: 'seat' | 'locker';
  planId: number;
  studentId: number;
  /** YYYY-MM-DD, the plan's last day. */
  endsOn: string;
}

export type DueNotice<P extends EndingPlan> = P & { daysBefore: number };

/** Ending first, then seat before locker, then the older plan: the same choice on every run. */
const order = (p: EndingPlan) =>
  `${p.endsOn}|${p.kind === 'seat' ? 0 : 1}|${String(p.planId).padStart(10, '0')}`;

/**
 * The end notices due on `day`: at most one per student (a student with two plans ending hears of
 * the one ending first; the other's notice that day is left out), each for a plan ending 7, 1 or
 * 0 days after `day`.
 */
export function expiryNoticesOn<P extends EndingPlan>(plans: readonly P[], day: string): DueNotice<P>[] {
  const byStudent = new Map<number, DueNotice<P>>();
  for (const plan of plans) {
    const daysBefore = EXPIRY_NOTICE_DAYS_BEFORE.find((d) => addDays(day, d) === plan.endsOn);
    if (daysBefore === undefined) continue;
    const chosen = byStudent.get(plan.studentId);
    if (!chosen || order(plan) < order(chosen)) byStudent.set(plan.studentId, { ...plan, daysBefore });
  }
  return [...byStudent.values()].sort((a, b) => a.studentId - b.studentId);
}

/** What one notice is for: the plan, the end date it names, and the step (message_log's key). */
export const expiryNoticeKey = (n: DueNotice<EndingPlan>) =>
  `expiry:${n.kind}:${n.planId}:${n.endsOn}:${n.daysBefore}`;
