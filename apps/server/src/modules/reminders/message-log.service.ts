import {
  addDays,
  expiryNoticeKey,
  MESSAGE_FAILURES,
  type TMessageFailure,
  type TMessageLogEntry,
  type TScheduledMessages,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { KeysetQuery } from '../../db/keyset-page.ts';
import { assertStudentInReach } from '../../tenancy/tenant-assertions.ts';
import { noticesDueBetween } from './expiry-notices.ts';
import {
  listMessages,
  type MessageFilter,
  type MessageLogRow,
  queuedMessages,
} from './message-log.queries.ts';
import { sendsKind } from './messaging.service.ts';
import { keysUsed } from './notices.queries.ts';

/** A failed message's reason: the word its error text starts with ('reason: provider words'). */
function reasonOf(m: MessageLogRow['m']): TMessageFailure | null {
  if (m.status !== 'failed') return null;
  const word =
    m.errorCode === 'not_set_up' || m.errorCode === 'interrupted'
      ? m.errorCode
      : m.errorText?.split(':', 1)[0];
  return (MESSAGE_FAILURES as readonly string[]).includes(word ?? '')
    ? (word as TMessageFailure)
    : 'rejected';
}

export function presentMessage({ m, studentName }: MessageLogRow): TMessageLogEntry {
  const reason = reasonOf(m);
  const prefix = `${reason}: `;
  return {
    id: m.id,
    kind: m.kind,
    channel: m.channel,
    provider: m.provider,
    status: m.status,
    student_id: m.studentId,
    student_name: studentName,
    phone: m.phone,
    lang: m.lang,
    reason,
    error:
      reason && m.errorText
        ? m.errorText.startsWith(prefix)
          ? m.errorText.slice(prefix.length)
          : m.errorText
        : null,
    created_at: m.createdAt.toISOString(),
    status_at: m.statusAt.toISOString(),
  };
}

/** A page of the library's message log (a student of another library is 404). */
export async function messagePage(
  db: Db,
  actor: TenantActor,
  query: KeysetQuery & {
    kind?: MessageFilter['kind'];
    status?: MessageFilter['status'];
    student_id?: number;
  },
) {
  if (query.student_id !== undefined) await assertStudentInReach(db, actor, query.student_id);
  const filter = { kind: query.kind, status: query.status, studentId: query.student_id };
  const page = await listMessages(db, actor.tenantId, filter, query);
  return { ...page, rows: page.rows.map(presentMessage) };
}

const COMING_DAYS = 7;

/**
 * What goes out next: the plan end notices of today and the next six days, computed from the plans
 * as they stand (today's already queued are in the log), and the messages queued but not yet sent.
 */
export async function scheduledMessages(db: Db, actor: TenantActor): Promise<TScheduledMessages> {
  const adminId = actor.tenantId;
  const today = actor.today;
  const [en, hi, due, queued] = await Promise.all([
    sendsKind(db, adminId, 'expiry', 'en'),
    sendsKind(db, adminId, 'expiry', 'hi'),
    noticesDueBetween(db, adminId, today, addDays(today, COMING_DAYS - 1)),
    queuedMessages(db, adminId, 100),
  ]);
  const used = await keysUsed(
    db,
    adminId,
    due.map((d) => expiryNoticeKey(d.notice)),
  );
  return {
    sends_notices: en || hi,
    notices: due
      .filter((d) => !used.has(expiryNoticeKey(d.notice)))
      .map(({ day, notice }) => ({
        day,
        kind: 'expiry' as const,
        student_id: notice.studentId,
        student_name: notice.name,
        plan: notice.kind,
        place: notice.place,
        ends_on: notice.endsOn,
        days_before: notice.daysBefore,
      })),
    queued: queued.map(presentMessage),
  };
}
