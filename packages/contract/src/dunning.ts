import { z } from 'zod';
import { ZDate } from './common.ts';
import { addDays } from './holds.ts';
import { MESSAGE_STATUSES } from './messaging.ts';

/**
 * Dunning: StudyDesk reminds a student who owes by itself, on the days a library's policy names
 * relative to the date the debt fell due (the ledger's 'owed since'), and stops when the ledger
 * shows nothing due (docs/reminders.md).
 */

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a time such as 09:00' });
const days = (max: number) => z.number().int().min(0).max(max);

/** Quiet hours are fixed at night: a library may narrow its sending window, never widen it. */
export const DUNNING_EARLIEST = '09:00';
export const DUNNING_LATEST = '21:00';

export const ZDunningPolicy = z
  .object({
    enabled: z.boolean(),
    /** Days before the due date of the first reminder (0: none before). */
    days_before: days(15),
    /** A reminder on the due date itself. */
    on_due: z.boolean(),
    /** Days after the due date of the first reminder after it. */
    days_after: days(30).min(1),
    /** Then one every this many days. */
    every_days: days(30).min(1),
    /** At most this many reminders for one due date. */
    max_count: days(20).min(1),
    /** Nobody who paid anything in the last this many days is reminded (0: no skip). */
    skip_paid_days: days(60),
    /** Library time the sending window opens and closes, inside 09:00-21:00. */
    send_from: HHMM,
    send_until: HHMM,
  })
  .refine((p) => p.send_from >= DUNNING_EARLIEST && p.send_until <= DUNNING_LATEST, {
    message: 'Reminders go out only between 09:00 and 21:00',
    path: ['send_from'],
  })
  .refine((p) => p.send_from < p.send_until, {
    message: 'The window closes before it opens',
    path: ['send_until'],
  });
export type TDunningPolicy = z.infer<typeof ZDunningPolicy>;

/** The policy of a library that never set one: off, and the schedule when turned on. */
export const DEFAULT_DUNNING_POLICY: TDunningPolicy = {
  enabled: false,
  days_before: 3,
  on_due: true,
  days_after: 3,
  every_days: 5,
  max_count: 6,
  skip_paid_days: 3,
  send_from: DUNNING_EARLIEST,
  send_until: DUNNING_LATEST,
};

/** Pause one student's reminders, until a date (they start again on it) or until turned back on. */
export const ZDunningPauseRequest = z.object({ until: ZDate.nullable() });
export type TDunningPauseRequest = z.infer<typeof ZDunningPauseRequest>;
export const ZDunningPause = z.object({
  student_id: z.number().int(),
  paused: z.boolean(),
  until: z.string().nullable(),
});
export type TDunningPause = z.infer<typeof ZDunningPause>;

/**
 * The days, relative to the due date, a policy reminds on, in order: e.g. -3, 0, 3, 8, 13, 18.
 * A step is named by its offset (the outbox key `dues:<student>:<due date>:<offset>`).
 */
export function dunningOffsets(p: Omit<TDunningPolicy, 'enabled'>): number[] {
  const out: number[] = [];
  if (p.days_before > 0) out.push(-p.days_before);
  if (p.on_due) out.push(0);
  for (let d = p.days_after; out.length < p.max_count; d += p.every_days) out.push(d);
  return out.slice(0, p.max_count);
}

/** The outbox key of one reminder: one per student, due date and step. */
export const dunningKey = (studentId: number, due: string, offset: number) =>
  `dues:${studentId}:${due}:${offset}`;

/** The due date and step a dunning key names; null for any other key. */
export function parseDunningKey(key: string | null): { due: string; offset: number } | null {
  const m = key?.match(/^dues:\d+:(\d{4}-\d{2}-\d{2}):(-?\d+)$/);
  return m?.[1] && m[2] ? { due: m[1], offset: Number(m[2]) } : null;
}

/** What the dues list says of a student's reminders to come. */
export const DUNNING_NEXT = ['off', 'paused', 'done', 'date'] as const;
export const ZDunningNext = z.object({
  state: z.enum(DUNNING_NEXT),
  /** The day the next one goes out ('date'), or the day a pause ends ('paused', null: until turned on). */
  date: z.string().nullable(),
});
export type TDunningNext = z.infer<typeof ZDunningNext>;

export interface DunningFacts {
  /** The ledger's date the debt fell due ('owed since'). */
  due: string;
  today: string;
  /** The step of the last reminder sent for this due date (null: none yet). */
  sentOffset: number | null;
  /** A dues message already went to the student today. */
  sentToday: boolean;
  /** The student's last payment (ledger date), if any. */
  lastPaid: string | null;
  /** Paused: until this date, or null for until turned back on; undefined when not paused. */
  pausedUntil?: string | null;
}

/**
 * The day a student's next reminder goes out, by the same rule the sweep applies: the first day,
 * from today (tomorrow when one went today), on which a step later than the last sent one is due,
 * the student is not paused and paid nothing in the last `skip_paid_days`. Steps missed meanwhile
 * are not sent one by one: that day sends the latest step due.
 */
export function nextDunning(policy: TDunningPolicy, f: DunningFacts): TDunningNext {
  if (!policy.enabled) return { state: 'off', date: null };
  const offsets = dunningOffsets(policy);
  const next = offsets.find((o) => f.sentOffset === null || o > f.sentOffset);
  if (next === undefined) return { state: 'done', date: null };
  if (f.pausedUntil === null) return { state: 'paused', date: null };
  if (f.pausedUntil !== undefined && f.pausedUntil > f.today) return { state: 'paused', date: f.pausedUntil };
  const candidates = [f.sentToday ? addDays(f.today, 1) : f.today, addDays(f.due, next)];
  if (f.lastPaid && policy.skip_paid_days > 0) candidates.push(addDays(f.lastPaid, policy.skip_paid_days));
  return { state: 'date', date: candidates.reduce((a, b) => (a > b ? a : b)) };
}

/** The last message the library's providers were asked to send a student, as the dues list shows it. */
export const ZLastMessage = z.object({
  channel: z.enum(['whatsapp', 'sms']),
  status: z.enum(MESSAGE_STATUSES),
  at: z.string(),
});
export type TLastMessage = z.infer<typeof ZLastMessage>;
