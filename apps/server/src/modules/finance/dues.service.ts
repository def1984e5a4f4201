import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/http-errors.ts';
import { dayClose } from './day-close.queries.ts';

/** The desk's day-close report, for today (the library's) unless a range is asked for. */
export async function dayCloseReport(db: Db, actor: TenantActor, range: { from?: string; to?: string }) {
  const from = range.from ?? actor.today;
  const to = range.to ?? from;
  if (to < from) throw badRequest('The end date is before the start date.');
  return dayClose(db, actor.tenantId, from, to);
}
