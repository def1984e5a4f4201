import {
  addDays,
  formatShiftLabel,
  monthEndTurn,
  type TSeatOffer,
  type TWaitingEntry,
  type ZWaitingAssignRequest,
  type ZWaitingEntryRequest,
} from '@studydesk/contract';
import type { z } from 'zod';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, found, notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { addPlan } from '../seating/plan-kinds.service.ts';
import { seatPlanKind } from '../seating/plan-kinds.ts';
import { findShift } from '../seating/plans.service.ts';
import { findStudent } from '../students/students.queries.ts';
import { findMonthEndSettings, leavingPlans } from './month-end.queries.ts';
import {
  deleteEntry,
  findEntry,
  insertEntry,
  markSeated,
  type WaitingRow,
  waitingInOrder,
  waitingPage,
} from './waiting-list.queries.ts';

const ENTRY_NOT_FOUND = 'Waiting list entry not found';

function presentEntry(row: WaitingRow): TWaitingEntry {
  return {
    id: row.id,
    student_id: row.studentId,
    name: row.name,
    phone: row.phone,
    shift_id: row.shiftId,
    shift:
      row.shiftName && row.shiftStart && row.shiftEnd
        ? formatShiftLabel({ name: row.shiftName, startTime: row.shiftStart, endTime: row.shiftEnd })
        : null,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

export async function waitingListPage(db: Db, actor: TenantActor, page: { limit: number; offset: number }) {
  const { rows, total } = await waitingPage(db, actor.tenantId, page);
  return { rows: rows.map(presentEntry), total };
}

/** Puts a student of the library, or a new name with a phone, on the list for a shift (or any). */
export async function addToWaitingList(
  db: Db,
  actor: TenantActor,
  body: z.output<typeof ZWaitingEntryRequest>,
): Promise<TWaitingEntry> {
  const adminId = actor.tenantId;
  const student = body.student_id != null ? await findStudent(db, adminId, body.student_id) : null;
  if (body.student_id != null && !student) throw notFound('Student not found');
  const shift = body.shift_id != null ? await findShift(db, adminId, body.shift_id) : null;
  const id = await insertEntry(db, adminId, {
    studentId: student?.id ?? null,
    name: student?.name ?? body.name?.trim() ?? '',
    phone: student?.phone ?? body.phone ?? '',
    shiftId: shift?.id ?? null,
    note: body.note?.trim() ?? '',
  });
  return presentEntry(found(await findEntry(db, adminId, id), ENTRY_NOT_FOUND));
}

export async function removeFromWaitingList(db: Db, actor: TenantActor, id: number) {
  if (!(await deleteEntry(db, actor.tenantId, id))) throw notFound(ENTRY_NOT_FOUND);
}

/**
 * The seats this turn's leavers free (from the day after their plan ends), each offered to the
 * first one waiting for its shift (or for any shift), in the order they joined; one offer each.
 */
export async function seatOffers(db: Db, actor: TenantActor): Promise<TSeatOffer[]> {
  const adminId = actor.tenantId;
  const { month } = monthEndTurn(actor.today, (await findMonthEndSettings(db, adminId)).day);
  const [seats, queue] = await Promise.all([leavingPlans(db, adminId, month), waitingInOrder(db, adminId)]);
  const offered = new Set<number>();
  return seats.map((seat) => {
    const entry = queue.find((e) => !offered.has(e.id) && (e.shiftId === null || e.shiftId === seat.shiftId));
    if (entry) offered.add(entry.id);
    return {
      seat_number: seat.seat,
      shift_id: seat.shiftId,
      shift: seat.shift,
      free_from: addDays(seat.endsOn, 1),
      leaving: seat.name,
      duration: seat.duration || '30 Days',
      price: toRupees(seat.pricePaise),
      entry: entry ? { id: entry.id, name: entry.name, student_id: entry.studentId } : null,
    };
  });
}

/**
 * Seats the one waiting: a seat plan by the usual rules (the seat ledger refuses a seat still
 * held), and the entry leaves the list. A new name must be registered as a student first.
 */
export async function assignFromWaitingList(
  db: Db,
  actor: TenantActor,
  id: number,
  body: z.output<typeof ZWaitingAssignRequest>,
) {
  const entry = found(await findEntry(db, actor.tenantId, id), ENTRY_NOT_FOUND);
  if (entry.seatPlanId !== null) throw conflict(`${entry.name} already has a seat from the waiting list.`);
  const studentId = entry.studentId ?? body.student_id;
  if (studentId == null) {
    throw badRequest(`Register ${entry.name} as a student first, then pick them here.`, {
      field: 'student_id',
    });
  }
  const { plan, details } = await addPlan(db, actor, seatPlanKind, {
    seat_number: body.seat_number,
    shift_id: body.shift_id ?? null,
    duration: body.duration,
    price: body.price,
    starts_on: body.starts_on,
    student_id: studentId,
    status: 'Active',
  } as { admin_id?: number });
  if (!(await markSeated(db, actor.tenantId, id, plan.id))) {
    throw conflict(`${entry.name} already has a seat from the waiting list.`);
  }
  return { plan, details };
}
