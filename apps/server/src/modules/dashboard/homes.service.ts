import { daysLeft, planValidity, type TStudentHome } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../money.ts';
import { sessionNow } from '../../tenancy/library-clock.ts';
import { studentTotals } from '../finance/ledger.service.ts';
import { studentHomeRows } from './homes.queries.ts';

/** Everything the student's phone shows first, in one call. */
export async function studentHome(db: Db, actor: TenantActor): Promise<TStudentHome> {
  const { today, timeZone } = sessionNow(actor);
  const [{ seat, locker, recent, visit, alert, card }, totals] = await Promise.all([
    studentHomeRows(db, actor.tenantId, actor.userId, { today, timeZone }),
    studentTotals(db, actor.tenantId, actor.userId),
  ]);
  return {
    today,
    seat: seat
      ? {
          seat: seat.seat,
          shift: seat.shift,
          valid_till: seat.endsOn,
          days_left: daysLeft(seat.endsOn, today),
          validity: planValidity(seat.startsOn, seat.endsOn, today),
        }
      : null,
    locker: locker ? { locker: locker.locker, valid_till: locker.endsOn } : null,
    due: toRupees(Math.max(0, totals.balance)),
    advance: toRupees(Math.max(0, -totals.balance)),
    upi: card?.upi ?? false,
    payments: recent.map((p) => ({
      id: p.id,
      amount: toRupees(p.paise),
      status: p.status,
      date: p.at.toISOString(),
    })),
    checked_in_today: visit
      ? { since: visit.since.toISOString(), out: visit.out?.toISOString() ?? null }
      : null,
    alert: alert ?? null,
    id_card: card?.card ?? false,
  };
}
