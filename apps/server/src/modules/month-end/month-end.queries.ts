import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageAndCount } from '../../db/count.ts';
import { admins, monthEndAnswers, seatPlans, students } from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { dueForRenewal } from '../seating/plans.queries.ts';

type Answer = 'yes' | 'no';

/** The library's month-end day and whether it asks at all. */
export async function findMonthEndSettings(db: Db, adminId: number) {
  const [row] = await db
    .select({ on: admins.monthEndOn, day: admins.monthEndDay })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row ?? { on: false, day: 25 };
}

export async function saveMonthEndSettings(db: Db, adminId: number, settings: { on: boolean; day: number }) {
  await db
    .update(admins)
    .set({ monthEndOn: settings.on, monthEndDay: settings.day })
    .where(eq(admins.id, adminId));
}

/**
 * Seat plans ending within the turn that nobody renewed, of students not yet asked about `month`,
 * one per student (the last to end), with the student's language (at most 2,000 a run).
 */
export function plansToAsk(db: Db, adminId: number, month: string, window: [string, string]) {
  return db
    .selectDistinctOn([seatPlans.studentId], {
      planId: seatPlans.id,
      studentId: sql<number>`${seatPlans.studentId}`,
      name: students.name,
      phone: students.phone,
      language: students.language,
      endsOn: sql<string>`${seatPlans.endsOn}`,
    })
    .from(seatPlans)
    .innerJoin(students, and(eq(students.adminId, seatPlans.adminId), eq(students.id, seatPlans.studentId)))
    .where(
      and(
        dueForRenewal(seatPlans, adminId, window),
        sql`not exists (select 1 from ${monthEndAnswers} a where a.admin_id = ${seatPlans.adminId}
          and a.student_id = ${seatPlans.studentId} and a.month = ${month})`,
      ),
    )
    .orderBy(seatPlans.studentId, desc(seatPlans.endsOn), desc(seatPlans.id))
    .limit(2000);
}

export type PlanToAsk = Awaited<ReturnType<typeof plansToAsk>>[number];

/** Records that the student was asked about the month; null when they already were. */
export async function insertQuestion(
  db: Db,
  adminId: number,
  row: { studentId: number; month: string; seatPlanId: number },
) {
  const [inserted] = await db
    .insert(monthEndAnswers)
    .values({ adminId, ...row })
    .onConflictDoNothing()
    .returning({ id: monthEndAnswers.id });
  return inserted ?? null;
}

const questionColumns = {
  id: monthEndAnswers.id,
  month: monthEndAnswers.month,
  answer: monthEndAnswers.answer,
  seatPlanId: monthEndAnswers.seatPlanId,
  studentId: monthEndAnswers.studentId,
  name: students.name,
  seat: seatPlans.seatNumber,
  shift: seatPlans.shiftLabel,
  endsOn: sql<string>`${seatPlans.endsOn}`,
};

const withPlanAndStudent = (db: Db, where: SQL | undefined) =>
  db
    .select(questionColumns)
    .from(monthEndAnswers)
    .innerJoin(
      seatPlans,
      and(eq(seatPlans.adminId, monthEndAnswers.adminId), eq(seatPlans.id, monthEndAnswers.seatPlanId)),
    )
    .innerJoin(
      students,
      and(eq(students.adminId, monthEndAnswers.adminId), eq(students.id, monthEndAnswers.studentId)),
    )
    .where(where);

export type QuestionRow = Awaited<ReturnType<typeof withPlanAndStudent>>[number];

/** The student's question for a month, with its seat plan. */
export async function findQuestion(db: Db, adminId: number, studentId: number, month: string) {
  const [row] = await withPlanAndStudent(
    db,
    and(
      ofTenant(monthEndAnswers, adminId),
      eq(monthEndAnswers.studentId, studentId),
      eq(monthEndAnswers.month, month),
    ),
  );
  return row ?? null;
}

/** The student's latest question whose plan has not ended before `today`. */
export async function findOpenQuestion(db: Db, adminId: number, studentId: number, today: string) {
  const [row] = await withPlanAndStudent(
    db,
    and(
      ofTenant(monthEndAnswers, adminId),
      eq(monthEndAnswers.studentId, studentId),
      sql`${seatPlans.endsOn} >= ${today}::date`,
    ),
  )
    .orderBy(desc(monthEndAnswers.month))
    .limit(1);
  return row ?? null;
}

export async function saveAnswer(db: Db, adminId: number, id: number, answer: Answer, by: 'app' | 'link') {
  await db
    .update(monthEndAnswers)
    .set({ answer, answeredBy: by, answeredAt: new Date() })
    .where(ownedBy(monthEndAnswers, adminId, id));
}

/** How many of the month's students answered yes, no, or nothing. */
export function answerCounts(db: Db, adminId: number, month: string) {
  return db
    .select({ answer: monthEndAnswers.answer, n: count() })
    .from(monthEndAnswers)
    .where(and(ofTenant(monthEndAnswers, adminId), eq(monthEndAnswers.month, month)))
    .groupBy(monthEndAnswers.answer);
}

/** A page of the month's students with their answer (one of them, or none), by plan end then name. */
export function forecastPage(
  db: Db,
  adminId: number,
  query: { month: string; answer?: Answer | 'none'; limit: number; offset: number },
) {
  const where = and(
    ofTenant(monthEndAnswers, adminId),
    eq(monthEndAnswers.month, query.month),
    query.answer === 'none'
      ? isNull(monthEndAnswers.answer)
      : query.answer
        ? eq(monthEndAnswers.answer, query.answer)
        : undefined,
  );
  const rows = (page: { limit: number; offset: number }) =>
    withPlanAndStudent(db, where)
      .orderBy(asc(seatPlans.endsOn), asc(students.name), asc(monthEndAnswers.id))
      .limit(page.limit)
      .offset(page.offset);
  const matching = db.select({ id: monthEndAnswers.id }).from(monthEndAnswers).where(where);
  return pageAndCount(db, { rows, matching }, query);
}

/** Seats of the month's leavers (they said No), soonest free first (at most 500). */
export function leavingPlans(db: Db, adminId: number, month: string) {
  return db
    .select({
      seat: seatPlans.seatNumber,
      shiftId: seatPlans.shiftId,
      shift: seatPlans.shiftLabel,
      endsOn: sql<string>`${seatPlans.endsOn}`,
      duration: seatPlans.duration,
      pricePaise: seatPlans.pricePaise,
      name: students.name,
    })
    .from(monthEndAnswers)
    .innerJoin(
      seatPlans,
      and(eq(seatPlans.adminId, monthEndAnswers.adminId), eq(seatPlans.id, monthEndAnswers.seatPlanId)),
    )
    .innerJoin(
      students,
      and(eq(students.adminId, monthEndAnswers.adminId), eq(students.id, monthEndAnswers.studentId)),
    )
    .where(
      and(
        ofTenant(monthEndAnswers, adminId),
        eq(monthEndAnswers.month, month),
        eq(monthEndAnswers.answer, 'no'),
      ),
    )
    .orderBy(asc(seatPlans.endsOn), asc(seatPlans.seatNumber))
    .limit(500);
}

/** The last answer given about a seat plan (a renewal of a plan its student leaves is refused). */
export async function answerAboutPlan(db: Db, adminId: number, seatPlanId: number) {
  const [row] = await db
    .select({ answer: monthEndAnswers.answer })
    .from(monthEndAnswers)
    .where(and(ofTenant(monthEndAnswers, adminId), eq(monthEndAnswers.seatPlanId, seatPlanId)))
    .orderBy(desc(monthEndAnswers.month))
    .limit(1);
  return row?.answer ?? null;
}
