import {
  CARD_TOKEN_PREFIX,
  type TDeskScan,
  type TDoorAnswer,
  type TDoorMode,
  type TDoorReason,
  type TDoorRule,
  type TSeatToday,
} from '@studydesk/contract';
import type { TLanguage } from '@studydesk/contract/languages';
import type { TenantActor } from '../../auth/actor.ts';
import type { CardTokens } from '../../crypto/card-tokens.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { sessionNow } from '../../tenancy/library-clock.ts';
import { studentTotals } from '../finance/ledger.service.ts';
import { findStudentByCardNumber } from '../id-cards/id-cards.queries.ts';
import { type DoorRulesRow, readDoorRules } from '../settings/door-rules.queries.ts';
import { findOpenCheckin } from './desk.queries.ts';
import { checkInAt, checkOut } from './desk.service.ts';
import { activeSeatPlans, findScannedStudent, insertDoorRefusal } from './door.queries.ts';

type Plan = Awaited<ReturnType<typeof activeSeatPlans>>[number];

/** Whether a minute of the day falls in a plan's window (an overnight one runs past 1440). */
export function insideWindow(minute: number, plan: { startMinute: number; endMinute: number }) {
  const { startMinute: start, endMinute: end } = plan;
  return (minute >= start && minute < end) || (end > 1440 && minute < end - 1440);
}

/** The plan that speaks for today: one covering today, else the latest that ended; upcoming ones aside. */
function planOfToday(plans: Plan[], today: string) {
  const started = plans.filter((p) => !p.startsOn || p.startsOn <= today);
  const current = started.find((p) => !p.endsOn || p.endsOn >= today);
  if (current) return { plan: current, validity: 'valid' as const };
  const ended = started[0];
  return ended ? { plan: ended, validity: 'expired' as const } : { plan: null, validity: 'none' as const };
}

const modeOf = (rules: DoorRulesRow, rule: TDoorRule): TDoorMode =>
  ({
    card_revoked: rules.cardRevoked,
    plan_expired: rules.planExpired,
    no_plan: rules.noPlan,
    outside_shift: rules.outsideShift,
    dues: rules.dues,
    already_in: rules.alreadyIn,
  })[rule];

/** The library's student a scanned code names: a card token of this library, or a typed card number. */
async function resolveCode(db: Db, cards: CardTokens, adminId: number, code: string) {
  if (code.startsWith(CARD_TOKEN_PREFIX)) {
    const ref = cards.open(code);
    // Another library's card opens to another library: the same answer as a card never issued.
    if (!ref || ref.adminId !== adminId) return null;
    const student = await findScannedStudent(db, adminId, ref.studentId);
    return student ? { student, cardCurrent: student.cardOut && ref.version === student.cardVersion } : null;
  }
  const match = await findStudentByCardNumber(db, adminId, code);
  const student = match ? await findScannedStudent(db, adminId, match.id) : null;
  // A typed number of a card issued once and now revoked counts as that card.
  return student ? { student, cardCurrent: student.cardOut || student.cardNumber === null } : null;
}

/**
 * Where a student passes the door: the library, its clock now, who answers (written on refusals:
 * the staff member, a kiosk or the poster) and the staff member who checks in, if any.
 */
export interface DoorPoint {
  adminId: number;
  today: string;
  minute: number;
  by: string;
  staffId: number | null;
}

type Resolved = NonNullable<Awaited<ReturnType<typeof resolveCode>>>;

/** The desk's point: the signed-in staff member or owner, in their library's time. */
export function deskPoint(actor: TenantActor): DoorPoint {
  const now = sessionNow(actor);
  return {
    adminId: actor.tenantId,
    today: now.today,
    minute: now.minute,
    by: actor.name,
    staffId: actor.role === 'staff' ? actor.userId : null,
  };
}

/**
 * A scan at the desk: resolves the code within the actor's library, applies the owner's rules at the
 * door, and checks the student in, or out when they are in. A refusal changes nothing unless staff
 * give a reason to let the student through; each refusal and override is kept for the staff home.
 */
export async function scanAtDesk(
  db: Db,
  cards: CardTokens,
  actor: TenantActor,
  body: { code: string; override_reason?: string | undefined },
): Promise<TDeskScan> {
  const point = deskPoint(actor);
  const found = await resolveCode(db, cards, point.adminId, body.code.trim());
  return passDoor(db, point, found, body.override_reason?.trim() || null);
}

/** What the door's screen shows of a pass: the verdict, and no photo or amounts. */
export function doorAnswer(scan: TDeskScan, language: TLanguage | null): TDoorAnswer {
  return {
    verdict: scan.verdict,
    action: scan.action,
    reasons: scan.reasons.map((r) => (r.rule === 'dues' ? { ...r, detail: null } : r)),
    student: scan.student && {
      name: scan.student.name,
      // A late student whose seat was given away today: the seat to take today (none when none is free).
      seat: scan.seat_today ? scan.seat_today.seat : scan.student.seat,
      shift: scan.student.shift,
      language: language ?? 'en',
    },
  };
}

/** A scan at a kiosk: the desk's rules, with no one to override a refusal. */
export async function scanAtKiosk(db: Db, cards: CardTokens, point: DoorPoint, code: string) {
  const found = await resolveCode(db, cards, point.adminId, code.trim());
  return doorAnswer(await passDoor(db, point, found, null), found?.student.language ?? null);
}

/** A signed-in student at the door poster: they are who their session says; their card is not asked. */
export async function passByPoster(db: Db, point: DoorPoint, studentId: number) {
  const student = await findScannedStudent(db, point.adminId, studentId);
  if (!student) throw notFound('Student not found');
  const scan = await passDoor(db, point, { student, cardCurrent: true }, null);
  return doorAnswer(scan, student.language);
}

async function passDoor(
  db: Db,
  point: DoorPoint,
  found: Resolved | null,
  override: string | null,
): Promise<TDeskScan> {
  const { adminId } = point;
  if (!found) {
    await insertDoorRefusal(db, adminId, {
      studentId: null,
      rules: ['unknown_card'],
      overrideReason: null,
      staffName: point.by,
    });
    return {
      verdict: 'refused',
      action: 'none',
      overridden: false,
      reasons: [{ rule: 'unknown_card', refuses: true, detail: null }],
      seat_today: null,
      student: null,
    };
  }
  const { student, cardCurrent } = found;
  // One after another: a write's transaction is one connection.
  const rules = await readDoorRules(db, adminId);
  const plans = await activeSeatPlans(db, adminId, student.id);
  const totals = await studentTotals(db, adminId, student.id);
  const open = await findOpenCheckin(db, adminId, student.id);
  const { plan, validity } = planOfToday(plans, point.today);
  const due = Math.max(0, totals.balance);
  const shift = plan
    ? (plan.shift ?? (plan.startMinute === 0 && plan.endMinute >= 1440 ? 'Whole day' : null))
    : null;

  const reasons: TDoorReason[] = [];
  const add = (rule: TDoorRule, detail: string | null = null) =>
    reasons.push({ rule, refuses: modeOf(rules, rule) === 'refuse', detail });
  if (open) {
    // Leaving is never stopped by the entry rules: only 'already in' speaks.
    add('already_in');
  } else {
    if (!cardCurrent) add('card_revoked');
    if (validity === 'expired') add('plan_expired', plan?.endsOn ?? null);
    if (validity === 'none') add('no_plan');
    if (plan && validity === 'valid' && !insideWindow(point.minute, plan)) add('outside_shift', shift);
    if (due > rules.duesAbovePaise) add('dues', String(toRupees(due)));
  }
  const refused = reasons.some((r) => r.refuses);
  const overridden = refused && override !== null;
  if (refused) {
    await insertDoorRefusal(db, adminId, {
      studentId: student.id,
      rules: reasons.filter((r) => r.refuses).map((r) => r.rule),
      overrideReason: overridden ? override : null,
      staffName: point.by,
    });
  }
  let action: TDeskScan['action'] = 'none';
  let seatToday: TSeatToday | null = null;
  if (!refused || overridden) {
    if (open) await checkOut(db, adminId, student.id);
    else seatToday = (await checkInAt(db, point, student.id)).seatToday;
    action = open ? 'checked_out' : 'checked_in';
  }
  return {
    verdict: refused ? 'refused' : reasons.length ? 'warn' : 'ok',
    action,
    overridden,
    reasons,
    seat_today: seatToday,
    student: {
      id: student.id,
      name: student.name,
      student_code: student.code,
      photo_url: student.image ? `/api/${student.image.replace(/^\/+/, '')}` : null,
      seat: plan?.seat ?? null,
      shift,
      valid_till: plan?.endsOn ?? null,
      validity,
      due: toRupees(due),
    },
  };
}
