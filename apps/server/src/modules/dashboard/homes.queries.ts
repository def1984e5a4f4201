import { formatShiftLabel, type TLibraryActivity, type TStaffHome } from '@studydesk/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  admins,
  auditLog,
  checkins,
  doorRefusals,
  events,
  holds,
  lockerPlans,
  payments,
  receipts,
  seatPlans,
  shifts,
  students,
} from '../../db/schema/index.ts';
import { ofTenant, ownedBy } from '../../db/tenant-rows.ts';
import { toRupees } from '../../money.ts';

/**
 * The desk's day: who is in, who holds a seat in a shift not over yet and has not come, what waits
 * for the staff.
 */
export async function staffHome(
  db: Db,
  adminId: number,
  now: { today: string; timeZone: string; minute: number },
): Promise<TStaffHome> {
  const { today, timeZone, minute } = now;
  const dayStart = sql`(${today}::date)::timestamp at time zone ${timeZone}`;
  const [inNow, expected, [pending], endingSeats, endingLockers, refused] = await Promise.all([
    db
      .select({
        studentId: students.id,
        name: students.name,
        code: students.studentId,
        since: checkins.checkinTime,
      })
      .from(checkins)
      .innerJoin(students, eq(students.id, checkins.studentId))
      .where(and(ofTenant(checkins, adminId), isNull(checkins.checkoutTime)))
      .orderBy(desc(checkins.checkinTime))
      .limit(500),
    // Seat plans holding a seat today whose shift has not ended yet (a whole day ends at midnight, a
    // night shift tomorrow), by their shift, whose student has not checked in today.
    db.execute(sql`select ${seatPlans.shiftId} as shift_id, ${shifts.name} as shift_name, ${shifts.startTime}::text as start_time,
        ${shifts.endTime}::text as end_time, ${shifts.durationMinutes} as duration_minutes,
        ${students.id} as student_id, ${students.name} as name, ${seatPlans.seatNumber} as seat
      from ${seatPlans}
      join ${students} on ${students.id} = ${seatPlans.studentId}
      left join ${shifts} on ${shifts.id} = ${seatPlans.shiftId}
      where ${seatPlans.adminId} = ${adminId} and ${seatPlans.status} = 'Active'
        and exists (select 1 from ${holds} h where h.seat_plan_id = ${seatPlans.id} and h.days @> ${today}::date)
        and ${seatPlans.startsOn} <= ${today}::date and ${seatPlans.endsOn} >= ${today}::date
        and ${seatPlans.endMinute} > ${minute}
        and not exists (select 1 from ${checkins} c where c.student_id = ${students.id} and c.checkin_time >= ${dayStart})
      order by ${shifts.startTime} nulls first, ${seatPlans.seatNumber}
      limit 1000`),
    db
      .select({ n: count() })
      .from(payments)
      .where(and(ofTenant(payments, adminId), eq(payments.status, 'Pending'))),
    db
      .select({ studentId: students.id, name: students.name, place: seatPlans.seatNumber })
      .from(seatPlans)
      .innerJoin(students, eq(students.id, seatPlans.studentId))
      .where(and(ofTenant(seatPlans, adminId), eq(seatPlans.status, 'Active'), eq(seatPlans.endsOn, today)))
      .orderBy(asc(seatPlans.seatNumber))
      .limit(200),
    db
      .select({
        studentId: students.id,
        name: students.name,
        place: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})`,
      })
      .from(lockerPlans)
      .innerJoin(students, eq(students.id, lockerPlans.studentId))
      .where(
        and(ofTenant(lockerPlans, adminId), eq(lockerPlans.status, 'Active'), eq(lockerPlans.endsOn, today)),
      )
      .limit(200),
    // Refused at the door since the day began (overrides included), newest first.
    db
      .select({
        id: doorRefusals.id,
        at: doorRefusals.createdAt,
        studentId: doorRefusals.studentId,
        name: students.name,
        rules: doorRefusals.rules,
        overridden: doorRefusals.overridden,
        reason: doorRefusals.overrideReason,
        by: doorRefusals.staffName,
      })
      .from(doorRefusals)
      .leftJoin(
        students,
        and(eq(students.adminId, doorRefusals.adminId), eq(students.id, doorRefusals.studentId)),
      )
      .where(and(ofTenant(doorRefusals, adminId), sql`${doorRefusals.createdAt} >= ${dayStart}`))
      .orderBy(desc(doorRefusals.createdAt), desc(doorRefusals.id))
      .limit(100),
  ]);
  const groups = new Map<string, TStaffHome['expected_not_come'][number]>();
  for (const r of rowsOf<{
    shift_id: number | null;
    shift_name: string | null;
    start_time: string | null;
    end_time: string | null;
    duration_minutes: number | null;
    student_id: number;
    name: string;
    seat: string;
  }>(expected)) {
    const key = String(r.shift_id ?? 'day');
    const group = groups.get(key) ?? {
      shift_id: r.shift_id,
      shift:
        r.start_time && r.end_time && r.duration_minutes
          ? formatShiftLabel({ name: r.shift_name ?? '', startTime: r.start_time, endTime: r.end_time })
          : 'Whole day',
      students: [],
    };
    group.students.push({ student_id: r.student_id, name: r.name, seat: r.seat });
    groups.set(key, group);
  }
  return {
    today,
    checked_in: inNow.map((r) => ({
      student_id: r.studentId,
      name: r.name,
      student_code: r.code,
      since: r.since.toISOString(),
    })),
    expected_not_come: [...groups.values()],
    payments_to_confirm: pending?.n ?? 0,
    expiring_today: [
      ...endingSeats.map((r) => ({
        student_id: r.studentId,
        name: r.name,
        place: r.place,
        kind: 'seat' as const,
      })),
      ...endingLockers.map((r) => ({
        student_id: r.studentId,
        name: r.name,
        place: r.place,
        kind: 'locker' as const,
      })),
    ],
    refused_today: refused.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      student_id: r.studentId,
      name: r.name,
      rules: r.rules,
      overridden: r.overridden,
      override_reason: r.reason,
      by: r.by,
    })),
  };
}

/** Every library with its students, this month's collections and the owner's last sign-in. */
export async function libraryActivity(
  db: Db,
  monthStart: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TLibraryActivity[]; total: number }> {
  // Spelled out: in a one-table select Drizzle leaves column names unqualified, and a bare "id"
  // inside these subqueries would name the subquery's own table.
  const owner = sql.raw('"admins"."id"');
  const [list, [total]] = await Promise.all([
    db
      .select({
        adminId: admins.id,
        name: admins.name,
        email: admins.email,
        students: sql<number>`(select count(*)::int from ${students} s where s.admin_id = ${owner})`,
        // A bigint (a library may take more than an int's reach in a month): read as a number.
        collected: sql<number>`(select coalesce(sum(r.amount_paise), 0) from ${receipts} r
          where r.admin_id = ${owner} and r.paid_on >= ${monthStart}::date)`.mapWith(Number),
        lastSignIn: sql<Date | null>`(select max(a.created_at) from ${auditLog} a
          where a.action = 'login' and a.actor_role = 'admin' and a.actor_id = ${owner})`,
      })
      .from(admins)
      .orderBy(asc(admins.name), asc(admins.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(admins),
  ]);
  return {
    rows: list.map((r) => ({
      id: r.adminId,
      name: r.name,
      email: r.email,
      students: r.students,
      collections_month: toRupees(r.collected),
      last_sign_in: r.lastSignIn ? new Date(r.lastSignIn).toISOString() : null,
    })),
    total: total?.n ?? 0,
  };
}

/** The rows the student's home is made of (their money aside: the ledger's), read at once. */
export async function studentHomeRows(
  db: Db,
  adminId: number,
  studentId: number,
  now: { today: string; timeZone: string },
) {
  const { today, timeZone } = now;
  const ofStudent = { adminId, studentId };
  const [[seat], [locker], recent, [visit], [alert], [card]] = await Promise.all([
    homeSeat(db, { ...ofStudent, today }),
    homeLocker(db, { ...ofStudent, today }),
    homePayments(db, ofStudent),
    homeVisit(db, { ...ofStudent, today, timeZone }),
    homeAlert(db, { adminId }),
    homeCard(db, ofStudent),
  ]);
  return { seat, locker, recent, visit, alert, card };
}

// The student's home is what every student opens first, on a phone: prepared statements
// (db/prepared.ts), placeholders adminId and studentId (and the library's today and time zone).
const [library, student] = [sql.placeholder('adminId'), sql.placeholder('studentId')];
/** The student's plan of this kind that is active and not yet ended. */
const currentPlan = (t: typeof seatPlans | typeof lockerPlans) =>
  and(
    ofTenant(t, library),
    eq(t.studentId, student),
    eq(t.status, 'Active'),
    sql`${t.endsOn} >= ${sql.placeholder('today')}::date`,
  );
const homeSeat = preparedStatement((db: Db) =>
  db
    .select({
      seat: seatPlans.seatNumber,
      shift: seatPlans.shiftLabel,
      startsOn: seatPlans.startsOn,
      endsOn: seatPlans.endsOn,
    })
    .from(seatPlans)
    .where(currentPlan(seatPlans))
    .orderBy(asc(seatPlans.startsOn))
    .limit(1)
    .prepare('student_home_seat'),
);
const homeLocker = preparedStatement((db: Db) =>
  db
    .select({
      locker: sql<string>`coalesce(${lockerPlans.lockerNumber}, ${lockerPlans.name})`,
      endsOn: lockerPlans.endsOn,
    })
    .from(lockerPlans)
    .where(currentPlan(lockerPlans))
    .orderBy(asc(lockerPlans.startsOn))
    .limit(1)
    .prepare('student_home_locker'),
);
const homePayments = preparedStatement((db: Db) =>
  db
    .select({
      id: payments.id,
      paise: payments.amountPaise,
      status: payments.status,
      at: payments.paymentDate,
    })
    .from(payments)
    .where(and(ofTenant(payments, library), eq(payments.studentId, student)))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(3)
    .prepare('student_home_payments'),
);
/** Today's latest check-in, today being the library's calendar day in its time zone. */
const homeVisit = preparedStatement((db: Db) =>
  db
    .select({ since: checkins.checkinTime, out: checkins.checkoutTime })
    .from(checkins)
    .where(
      and(
        ofTenant(checkins, library),
        eq(checkins.studentId, student),
        sql`${checkins.checkinTime} >= (${sql.placeholder('today')}::date)::timestamp at time zone ${sql.placeholder('timeZone')}::text`,
      ),
    )
    .orderBy(desc(checkins.checkinTime))
    .limit(1)
    .prepare('student_home_visit'),
);
const homeAlert = preparedStatement((db: Db) =>
  db
    .select({ title: events.title, date: sql<string>`${events.eventDate}::text` })
    .from(events)
    .where(ofTenant(events, library))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(1)
    .prepare('student_home_alert'),
);
/** Whether the student's ID card is out, and whether the library takes UPI (a payee is set). */
const homeCard = preparedStatement((db: Db) =>
  db
    .select({ card: students.idCardGenerated, upi: sql<boolean>`coalesce(${admins.upiId}, '') <> ''` })
    .from(students)
    .innerJoin(admins, eq(admins.id, students.adminId))
    .where(ownedBy(students, library, student))
    .prepare('student_home_card'),
);
