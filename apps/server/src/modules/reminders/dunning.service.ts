import {
  dunningKey,
  dunningOffsets,
  formatDay,
  formatRupees,
  type TDunningPause,
  type TDunningPolicy,
  toE164India,
  upiPayUri,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import type { DailyWork, LibraryDay } from '../../jobs/daily-work.ts';
import { localInstant } from '../../jobs/library-time.ts';
import { toRupees } from '../../money.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import {
  deletePause,
  dunningCandidates,
  findPolicy,
  libraryUpiId,
  savePolicy,
  studentExists,
  upsertPause,
} from './dunning.queries.ts';
import { type OutgoingMessage, queueMessages } from './outbox.service.ts';

/** The library's dunning policy, for the owner's Settings. */
export const dunningPolicyOf = (db: Db, actor: TenantActor) => findPolicy(db, actor.tenantId);

/** Saves the owner's dunning policy. */
export async function saveDunningPolicy(db: Db, actor: TenantActor, policy: TDunningPolicy) {
  await savePolicy(db, actor.tenantId, policy);
  return findPolicy(db, actor.tenantId);
}

/** Pauses one student's reminders (until a date, they start again on it; null: until resumed). */
export async function pauseDunning(
  db: Db,
  actor: TenantActor,
  studentId: number,
  until: string | null,
): Promise<TDunningPause> {
  if (!(await studentExists(db, actor.tenantId, studentId))) throw notFound('Student not found');
  await upsertPause(db, actor.tenantId, studentId, until, actor.name);
  return { student_id: studentId, paused: true, until };
}

/** Lets StudyDesk remind the student again. */
export async function resumeDunning(db: Db, actor: TenantActor, studentId: number): Promise<TDunningPause> {
  if (!(await studentExists(db, actor.tenantId, studentId))) throw notFound('Student not found');
  await deletePause(db, actor.tenantId, studentId);
  return { student_id: studentId, paused: false, until: null };
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * One library's dunning at `day.now`: when its policy is on and the time is inside its sending
 * window, queues one dues reminder per student whose step is due (dunning.queries.ts says who), keyed
 * by student, due date and step, in one transaction. Run again (another wake, another instance, a
 * retry after a kill) it finds the keys and queues nothing more.
 */
export async function dunLibrary(db: Db, day: LibraryDay): Promise<{ queued: number; skipped: number }> {
  const policy = await findPolicy(db, day.libraryId);
  if (!policy.enabled) return { queued: 0, skipped: 0 };
  if (day.minute < minuteOf(policy.send_from) || day.minute >= minuteOf(policy.send_until)) {
    return { queued: 0, skipped: 0 };
  }
  const candidates = await dunningCandidates(db, day.libraryId, {
    today: day.date,
    dayStart: localInstant(day.timeZone, day.date, '00:00'),
    offsets: dunningOffsets(policy),
    skipPaidDays: policy.skip_paid_days,
  });
  if (candidates.length === 0) return { queued: 0, skipped: 0 };
  const [institute, upiId] = await Promise.all([
    libraryHeading(db, day.libraryId),
    libraryUpiId(db, day.libraryId),
  ]);
  const messages: OutgoingMessage[] = [];
  for (const c of candidates) {
    // A number that is not an Indian mobile cannot be sent to: the dues list shows no message.
    const phone = toE164India(c.phone ?? '');
    if (!phone) continue;
    const amount = toRupees(c.balancePaise);
    messages.push({
      adminId: day.libraryId,
      studentId: c.studentId,
      phone,
      kind: 'dues',
      lang: c.language,
      values: {
        name: c.name,
        institute: institute.name,
        amount: formatRupees(amount),
        due_date: formatDay(c.due),
        upi_link: upiId
          ? upiPayUri({ vpa: upiId, payee: institute.name, amount, reference: `SD-${c.studentId}` })
          : '',
      },
      key: dunningKey(c.studentId, c.due, c.offset),
      at: day.now,
    });
  }
  const answers = await db.transaction((tx) => queueMessages(tx as unknown as Db, day.libraryId, messages));
  const queued = answers.filter((a) => a === 'queued').length;
  return { queued, skipped: candidates.length - queued };
}

/** The daily work that reminds students who owe, inside 09:00-21:00 library time (the quiet hours). */
export const dunningWork: DailyWork = {
  name: 'dunning',
  from: '09:00',
  until: '21:00',
  forLibrary: async (day, ctx) => {
    const result = await dunLibrary(ctx.db, day);
    if (result.queued > 0) ctx.log.info({ libraryId: day.libraryId, ...result }, 'dunning queued reminders');
  },
};
