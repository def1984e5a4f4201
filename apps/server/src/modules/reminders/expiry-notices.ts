import {
  addDays,
  type DueNotice,
  type EndingPlan,
  EXPIRY_NOTICE_DAYS_BEFORE,
  expiryNoticeKey,
  expiryNoticesOn,
  formatDay,
  formatRupees,
  renewAndPayPath,
  toE164India,
} from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { type DailyWork, dailyWorkKind } from '../../jobs/daily-work.ts';
import { doOnce } from '../../jobs/once.ts';
import { toRupees } from '../../money.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { sendsKind } from './messaging.service.ts';
import { type EndingPlanRow, plansEndingWithin } from './notices.queries.ts';
import { queueMessage } from './outbox.service.ts';

const FURTHEST = Math.max(...EXPIRY_NOTICE_DAYS_BEFORE);
type Notice = DueNotice<EndingPlanRow & EndingPlan>;

/** The end notices due on `day` in a library (plans as they stand now). */
export async function noticesDueOn(db: Db, adminId: number, day: string): Promise<Notice[]> {
  return expiryNoticesOn(await plansEndingWithin(db, adminId, [day, addDays(day, FURTHEST)]), day);
}

/**
 * The end notices of the days from `from` to `to`: each day's as `expiryNoticesOn` picks them
 * from the plans as they stand now (a renewal or a plan ended early takes its notices away).
 */
export async function noticesDueBetween(db: Db, adminId: number, from: string, to: string) {
  const plans = await plansEndingWithin(db, adminId, [from, addDays(to, FURTHEST)]);
  const out: { day: string; notice: Notice }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const notice of expiryNoticesOn(plans, day)) out.push({ day, notice });
  }
  return out;
}

/**
 * Queues the plan end notices of the library's day: 7 days, 1 day and on the day a seat or locker
 * plan ends, with the renew-and-pay link, in the student's language. A message's key is its
 * plan, end date and step; the student's day is claimed once (`doOnce`), so however often the walk
 * visits, a student hears at most once a day.
 */
export const expiryNotices: DailyWork = {
  name: 'expiry-notices',
  from: '09:00',
  until: '21:00',
  async forLibrary({ libraryId, date }, { db }) {
    const [en, hi] = await Promise.all([
      sendsKind(db, libraryId, 'expiry', 'en'),
      sendsKind(db, libraryId, 'expiry', 'hi'),
    ]);
    if (!en && !hi) return;
    const due = await noticesDueOn(db, libraryId, date);
    if (due.length === 0) return;
    const institute = (await libraryHeading(db, libraryId)).name;
    for (const notice of due) {
      const phone = toE164India(notice.phone);
      if (!phone) continue;
      await doOnce(db, 'expiry-notices', `expiry-notices:${libraryId}:${notice.studentId}:${date}`, (tx) =>
        queueMessage(tx, {
          adminId: libraryId,
          studentId: notice.studentId,
          phone,
          kind: 'expiry',
          lang: notice.language === 'hi' ? 'hi' : 'en',
          values: noticeValues(notice, institute),
          key: expiryNoticeKey(notice),
        }).then(() => {}),
      );
    }
  },
};

/** The expiry template's values for one notice. */
export const noticeValues = (n: Notice, institute: string) => ({
  name: n.name,
  institute,
  seat: n.place,
  shift: n.shift,
  due_date: formatDay(n.endsOn),
  amount: n.pricePaise > 0 ? formatRupees(toRupees(n.pricePaise)) : '',
  link: renewAndPayPath(toRupees(n.pricePaise)),
});

export const expiryNoticesKind = dailyWorkKind(expiryNotices);
