import { addDays, formatDay, formatRupees, type TMorningDigest, toE164India } from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { DailyWork, LibraryDay } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { doOnce } from '../../jobs/once.ts';
import { toRupees } from '../../money.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { monthEndForecast } from '../month-end/month-end.service.ts';
import { queueMessage } from '../reminders/outbox.service.ts';
import { findRenewals } from '../seating/plans.queries.ts';
import { receiptsByDay } from './cockpit.queries.ts';
import { cockpit } from './cockpit.service.ts';
import { digestOn, digestReader, findLatestDigest, insertDigest } from './digest.queries.ts';

export const MORNING_DIGEST_JOB = 'morning-digest';

/**
 * The owner's morning digest of `today`, from the same ledgers as the cockpit: yesterday's
 * receipts by method, dues and the five who owe most, seats free per shift today, plans ending
 * today and within the week, payments to confirm, and the month-end answers so far.
 */
export async function buildDigest(
  db: Db,
  adminId: number,
  now: { today: string; minute: number; timeZone: string },
): Promise<TMorningDigest> {
  const { today } = now;
  const yesterday = addDays(today, -1);
  const [c, money, endingToday, monthEnd] = await Promise.all([
    cockpit(db, adminId, now),
    receiptsByDay(db, { adminId, from: yesterday }),
    findRenewals(db, adminId, [today, today]),
    monthEndForecast(db, adminId, today),
  ]);
  const byMethod = new Map<string, number>();
  for (const r of money.filter((m) => m.day === yesterday)) {
    byMethod.set(r.method, (byMethod.get(r.method) ?? 0) + r.paise);
  }
  const paise = [...byMethod.values()].reduce((s, p) => s + p, 0);
  return {
    on_date: today,
    collected: {
      total: toRupees(paise),
      by_method: [...byMethod.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([method, p]) => ({ method, amount: toRupees(p) })),
    },
    dues: { total: c.dues.total, students: c.dues.students, top: c.dues.top.slice(0, 5) },
    seats_free: c.seats.by_shift.map((s) => ({ shift_id: s.shift_id, label: s.label, free: s.free })),
    plans_ending: { today: endingToday.length, week: c.plans.expiring_7_days },
    payments_to_confirm: c.payments_to_confirm,
    month_end: monthEnd,
  };
}

/** Builds and keeps the library's digest once a day (08:00-09:00 library time), and sends it to the owner. */
async function digestForLibrary(day: LibraryDay, ctx: JobContext) {
  const key = `${MORNING_DIGEST_JOB}:${day.libraryId}:${day.date}`;
  // Six wakes an hour: the digest is built once, not on each.
  if (await digestOn(ctx.db, day.libraryId, day.date)) return;
  const digest = await buildDigest(ctx.db, day.libraryId, { ...day, today: day.date });
  await doOnce(ctx.db, MORNING_DIGEST_JOB, key, async (tx) => {
    await insertDigest(tx, day.libraryId, day.date, digest);
    await sendDigest(tx, day.libraryId, digest);
  });
}

/** The owner's copy by WhatsApp (SMS as fallback), to the library's contact number, in the owner's language. */
async function sendDigest(db: Db, adminId: number, digest: TMorningDigest) {
  const [heading, reader] = await Promise.all([libraryHeading(db, adminId), digestReader(db, adminId)]);
  const phone = toE164India(heading.contact);
  if (!phone || !reader) return; // the app shows it; no number to send it to
  await queueMessage(db, {
    adminId,
    studentId: null,
    phone,
    kind: 'digest',
    lang: reader.language,
    values: {
      institute: heading.name,
      date: formatDay(digest.on_date),
      collected: formatRupees(digest.collected.total),
      dues_total: formatRupees(digest.dues.total),
      link: '/admin/dashboard',
    },
    key: `digest:${digest.on_date}`,
  });
}

export const morningDigestWork: DailyWork = {
  name: MORNING_DIGEST_JOB,
  from: '08:00',
  until: '09:00',
  forLibrary: digestForLibrary,
};

/** The owner's latest digest (null before the first morning). */
export async function latestDigest(db: Db, actor: TenantActor) {
  return { digest: await findLatestDigest(db, actor.tenantId) };
}
