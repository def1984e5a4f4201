import {
  formatDay,
  formatMonth,
  monthEndTurn,
  type TMonthEndAnswerValue,
  type TMonthEndForecast,
  type TMonthEndQuestion,
  type TMonthEndSettings,
  toE164India,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/http-errors.ts';
import type { DailyWork, LibraryDay } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { doOnce } from '../../jobs/once.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { queueMessage } from '../reminders/outbox.service.ts';
import {
  answerCounts,
  findMonthEndSettings,
  findOpenQuestion,
  findQuestion,
  forecastPage,
  insertQuestion,
  type PlanToAsk,
  plansToAsk,
  type QuestionRow,
  saveAnswer,
  saveMonthEndSettings,
} from './month-end.queries.ts';

/** One answer for a link that is not ours, for another month, or whose question is gone. */
export const MONTH_END_LINK_REFUSED = 'This link does not work. Open StudyDesk or ask your library.';
export const MONTH_END_JOB = 'month-end-question';

export const monthEndSettings = (db: Db, adminId: number): Promise<TMonthEndSettings> =>
  findMonthEndSettings(db, adminId);

export async function updateMonthEndSettings(db: Db, actor: TenantActor, body: TMonthEndSettings) {
  await saveMonthEndSettings(db, actor.tenantId, body);
  return monthEndSettings(db, actor.tenantId);
}

/**
 * The daily work of the month-end question: on the library's asking day, each student whose seat
 * plan ends within the turn is asked once (keyed per student and month), in the app and, through
 * the outbox, by a message with their own link.
 */
export async function askMonthEnd(day: LibraryDay, ctx: JobContext) {
  const settings = await findMonthEndSettings(ctx.db, day.libraryId);
  if (!settings.on || Number(day.date.slice(8)) !== settings.day) return;
  const turn = monthEndTurn(day.date, settings.day);
  const plans = await plansToAsk(ctx.db, day.libraryId, turn.month, [turn.endsFrom, turn.endsTo]);
  if (plans.length === 0) return;
  const institute = (await libraryHeading(ctx.db, day.libraryId)).name;
  for (const plan of plans) {
    const key = `${MONTH_END_JOB}:${day.libraryId}:${plan.studentId}:${turn.month}`;
    await doOnce(ctx.db, MONTH_END_JOB, key, async (tx) => {
      await askStudent(tx, ctx, { adminId: day.libraryId, month: turn.month, institute, plan });
    });
  }
}

export const monthEndWork: DailyWork = {
  name: MONTH_END_JOB,
  from: '09:00',
  until: '21:00',
  forLibrary: askMonthEnd,
};

/** The question in the app, and the message carrying the student's link (the outbox sends it). */
async function askStudent(
  db: Db,
  ctx: JobContext,
  ask: { adminId: number; month: string; institute: string; plan: PlanToAsk },
) {
  const { adminId, month, plan } = ask;
  await insertQuestion(db, adminId, { studentId: plan.studentId, month, seatPlanId: plan.planId });
  const phone = toE164India(plan.phone);
  if (!phone) return; // asked in the app only
  const token = ctx.services.cards.issueMonthEnd({ adminId, studentId: plan.studentId, month });
  await queueMessage(db, {
    adminId,
    studentId: plan.studentId,
    phone,
    kind: 'month_end',
    lang: plan.language,
    values: {
      name: plan.name,
      institute: ask.institute,
      month: formatMonth(month, plan.language),
      due_date: formatDay(plan.endsOn),
      link: `/month-end/${token}`,
    },
    key: `month_end:${plan.studentId}:${month}`,
  });
}

function present(row: QuestionRow, institute: string, today: string): TMonthEndQuestion {
  return {
    month: row.month,
    name: row.name,
    institute,
    seat: row.seat,
    shift: row.shift,
    ends_on: row.endsOn,
    answer: row.answer ?? null,
    can_answer: today <= row.endsOn,
  };
}

/** The signed-in student's open question (asked, and their plan not ended), or null. */
export async function myMonthEnd(db: Db, actor: TenantActor) {
  const row = await findOpenQuestion(db, actor.tenantId, actor.userId, actor.today);
  if (!row) return { question: null };
  const institute = (await libraryHeading(db, actor.tenantId)).name;
  return { question: present(row, institute, actor.today) };
}

/** The student answers in the app; they may change it until their plan ends. */
export async function answerMine(db: Db, actor: TenantActor, answer: TMonthEndAnswerValue) {
  const row = await findOpenQuestion(db, actor.tenantId, actor.userId, actor.today);
  if (!row) throw notFound('There is no month-end question for you now.');
  await saveAnswer(db, actor.tenantId, row.id, answer, 'app');
  return myMonthEnd(db, actor);
}

/** The question a link names (the student and the month it was issued for), or the one refusal. */
async function questionOfLink(db: Db, cards: CardTokens, token: string) {
  const ref = cards.openMonthEnd(token);
  const row = ref ? await findQuestion(db, ref.adminId, ref.studentId, ref.month) : null;
  if (!ref || !row) throw notFound(MONTH_END_LINK_REFUSED);
  const [today, heading] = await Promise.all([
    libraryToday(db, ref.adminId),
    libraryHeading(db, ref.adminId),
  ]);
  return { ref, row, today, question: present(row, heading.name, today) };
}

export async function linkMonthEnd(db: Db, cards: CardTokens, token: string) {
  return (await questionOfLink(db, cards, token)).question;
}

/** The student answers through their link, without signing in: only while their plan runs. */
export async function answerByLink(db: Db, cards: CardTokens, token: string, answer: TMonthEndAnswerValue) {
  const { ref, row, question } = await questionOfLink(db, cards, token);
  if (!question.can_answer) throw conflict('Your plan has ended, so this answer can no longer change.');
  await saveAnswer(db, ref.adminId, row.id, answer, 'link');
  return { ...question, answer, adminId: ref.adminId, studentId: ref.studentId };
}

/** Next month's forecast as of `today`: the turn's month and how its students answered. */
export async function monthEndForecast(db: Db, adminId: number, today: string): Promise<TMonthEndForecast> {
  const settings = await findMonthEndSettings(db, adminId);
  const turn = monthEndTurn(today, settings.day);
  const counts = await answerCounts(db, adminId, turn.month);
  const n = (answer: string | null) => counts.find((c) => c.answer === answer)?.n ?? 0;
  return {
    month: turn.month,
    asked_on: turn.askedOn,
    continuing: n('yes'),
    leaving: n('no'),
    no_answer: n(null),
  };
}

/** A page of the turn's students and their answers. */
export async function forecastStudents(
  db: Db,
  actor: TenantActor,
  query: { answer?: 'yes' | 'no' | 'none'; limit: number; offset: number },
) {
  const { month } = monthEndTurn(actor.today, (await findMonthEndSettings(db, actor.tenantId)).day);
  const page = await forecastPage(db, actor.tenantId, { month, ...query });
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: r.id,
      student_id: r.studentId,
      name: r.name,
      seat: r.seat,
      shift: r.shift,
      ends_on: r.endsOn,
      answer: r.answer ?? null,
    })),
  };
}
