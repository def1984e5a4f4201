import { randomBytes } from 'node:crypto';
import type { ZDayPassRequest, ZSeatPlanRequest } from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import { generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { toPaise } from '../../money.ts';
import { recordPayment } from '../finance/ledger.service.ts';
import { insertStudent } from '../students/students.queries.ts';
import { findStudentByMobile } from './day-passes.queries.ts';
import { addPlan } from './plan-kinds.service.ts';
import { seatPlanKind } from './plan-kinds.ts';

type Body = z.output<typeof ZDayPassRequest>;

/** The 10 digits of an Indian mobile number as typed ('+91 98765 43210' -> '9876543210'). */
const mobileOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * The walk-in by their mobile number, else registered now: a student without a password of their
 * own (the owner can give one later) and an address no one receives mail at, until the desk edits it.
 */
async function walkIn(db: Db, actor: TenantActor, b: Body) {
  const mobile = mobileOf(b.phone);
  const known = await findStudentByMobile(db, actor.tenantId, mobile);
  if (known) return { ...known, created: false };
  const email = `walk-in.${mobile}.${randomBytes(4).toString('hex')}@walk-in.invalid`;
  const row = await insertStudent(db, actor.tenantId, {
    name: b.name,
    email,
    phone: mobile,
    passwordHash: await hashPassword(generateTemporaryPassword(32)),
    mustChangePassword: true,
  });
  return { id: row.id, name: b.name, created: true };
}

/**
 * A day pass sold at the desk in one step: the walk-in (found or registered), a one-day seat plan
 * from today (held on the seat ledger, 409 when taken; charged on the money ledger) and the
 * payment of that charge with its numbered receipt. One transaction: all of it, or none.
 */
export async function sellDayPass(db: Db, actor: TenantActor, b: Body) {
  const student = await walkIn(db, actor, b);
  const seatPlan: z.output<typeof ZSeatPlanRequest> = {
    seat_number: b.seat_number,
    shift_id: b.shift_id ?? null,
    duration: '1 Day',
    price: b.price,
    student_id: student.id,
    starts_on: actor.today,
    status: 'Active',
  };
  const { plan } = await addPlan(db, actor, seatPlanKind, seatPlan);
  const receipt = await recordPayment(db, actor, {
    studentId: student.id,
    amountPaise: toPaise(b.price),
    method: b.method,
    note: `Day pass, seat ${plan.seatNumber}`,
  });
  return { student, plan, receipt };
}
