import {
  formatDay,
  formatRupees,
  renderReminder,
  type TReminderChannel,
  type TReminderKind,
  type TReminderLang,
  type TReminderLogEntry,
  toE164India,
  upiPayUri,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import type { ReminderProvider } from './provider.ts';
import { findTemplates, lastReminders, logReminder, reminderFacts } from './reminders.queries.ts';

/**
 * Fills the library's template for one student, logs the reminder as sent by `actor`, and hands
 * it to the provider (today: the link a person taps to send it from their own phone).
 */
export async function prepareReminder(
  db: Db,
  actor: TenantActor,
  provider: ReminderProvider,
  ask: { studentId: number; kind: TReminderKind; channel: TReminderChannel; lang: TReminderLang },
) {
  const adminId = actor.tenantId;
  const [facts, templates, institute] = await Promise.all([
    reminderFacts(db, adminId, ask.studentId),
    findTemplates(db, adminId),
    libraryHeading(db, adminId),
  ]);
  if (!facts) throw notFound('Student not found');
  const phone = toE164India(facts.student.phone ?? '');
  if (!phone) {
    throw badRequest(
      `${facts.student.name}'s phone number is not an Indian mobile number. Correct it in the student's record.`,
    );
  }
  const amount = ask.kind === 'dues' ? facts.balancePaise : (facts.plan?.pricePaise ?? 0);
  if (ask.kind === 'dues' && amount <= 0) throw badRequest(`${facts.student.name} owes nothing.`);
  const upi =
    facts.upiId && amount > 0
      ? upiPayUri({
          vpa: facts.upiId,
          payee: institute.name,
          amount: toRupees(amount),
          reference: `SD-${ask.studentId}`,
        })
      : '';
  const dueDate = ask.kind === 'dues' ? facts.dueSince : (facts.plan?.endsOn ?? null);
  const message = renderReminder(templates[ask.kind][ask.lang], {
    name: facts.student.name,
    amount: amount > 0 ? formatRupees(toRupees(amount)) : '',
    due_date: dueDate ? formatDay(dueDate) : '',
    seat: facts.plan?.seat ?? '',
    shift: facts.plan?.shift ?? '',
    upi_link: upi,
    institute: institute.name,
  });
  const { link } = await provider.dispatch({ channel: ask.channel, to: phone, text: message });
  const id = await logReminder(db, {
    adminId,
    studentId: ask.studentId,
    kind: ask.kind,
    channel: ask.channel,
    lang: ask.lang,
    phone,
    message,
    sentByRole: actor.role,
    sentById: actor.userId,
    sentByName: actor.name,
  });
  return { id, phone, message, link };
}

/** The last reminder sent to each of these students (`ids`: comma-separated). */
export async function lastRemindersOf(db: Db, adminId: number, ids: string): Promise<TReminderLogEntry[]> {
  const rows = await lastReminders(db, adminId, [...new Set(ids.split(',').map(Number))]);
  return rows.map((r) => ({
    id: r.id,
    student_id: r.studentId,
    kind: r.kind,
    channel: r.channel,
    sent_by: r.sentBy,
    created_at: r.createdAt.toISOString(),
  }));
}
