import {
  formatDay,
  formatRupees,
  renderReminder,
  renewAndPayPath,
  type TMessageValues,
  type TReminderChannel,
  type TReminderDelivery,
  type TReminderKind,
  type TReminderLang,
  type TReminderLogEntry,
  type TReminderValues,
  toE164India,
  upiPayUri,
} from '@studydesk/contract';
import type { TenantActor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors/http-errors.ts';
import { toRupees } from '../../money.ts';
import { libraryHeading } from '../institutes/institutes.queries.ts';
import { logMessage } from './messaging.queries.ts';
import { type MessagingDeps, providersFor } from './messaging.service.ts';
import { withAddresses } from './provider.ts';
import { findTemplates, lastReminders, logReminder, reminderFacts } from './reminders.queries.ts';

/** Who a reminder is sent as: a person at the desk, or StudyDesk itself (a scheduled job). */
interface Sender {
  role: string;
  userId: number;
  name: string;
}
const SYSTEM_SENDER: Sender = { role: 'system', userId: 0, name: 'StudyDesk' };

interface ReminderAsk {
  studentId: number;
  kind: TReminderKind;
  channel: TReminderChannel;
  lang: TReminderLang;
}

/** The library's template filled for one student, and the values a provider's template takes. */
async function composeReminder(db: Db, adminId: number, ask: ReminderAsk) {
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
  const values: TReminderValues & Pick<TMessageValues, 'link'> = {
    name: facts.student.name,
    amount: amount > 0 ? formatRupees(toRupees(amount)) : '',
    due_date: dueDate ? formatDay(dueDate) : '',
    seat: facts.plan?.seat ?? '',
    shift: facts.plan?.shift ?? '',
    upi_link: upi,
    institute: institute.name,
    link: ask.kind === 'expiry' ? renewAndPayPath(toRupees(amount)) : '',
  };
  return { phone, values, message: renderReminder(templates[ask.kind][ask.lang], values) };
}

/**
 * Fills the library's template for one student, logs the reminder as sent by `sender`, and
 * hands it to the library's providers in turn (WhatsApp, then SMS) until one accepts it; every
 * provider's answer is a row of the message log. With no provider set, the answer is the link a
 * person taps to send it from their own phone.
 */
async function deliverReminder(
  db: Db,
  deps: MessagingDeps,
  adminId: number,
  sender: Sender,
  ask: ReminderAsk,
) {
  const { phone, values, message } = await composeReminder(db, adminId, ask);
  const providers = await providersFor(db, deps, adminId, ask.channel);
  const id = await logReminder(db, {
    adminId,
    studentId: ask.studentId,
    kind: ask.kind,
    channel: ask.channel,
    lang: ask.lang,
    phone,
    message,
    sentByRole: sender.role,
    sentById: sender.userId,
    sentByName: sender.name,
  });
  let delivery: TReminderDelivery | null = null;
  let link = '';
  for (const provider of providers) {
    const channel = provider.channel ?? ask.channel;
    const result = await provider.dispatch({
      channel,
      to: phone,
      text: message,
      kind: ask.kind,
      lang: ask.lang,
      values: withAddresses(values, deps.publicUrl),
    });
    if (result.outcome === 'link') {
      link = result.link;
      break;
    }
    if (provider.name === 'by_hand') continue;
    const sent = result.outcome === 'sent';
    await logMessage(db, {
      adminId,
      studentId: ask.studentId,
      reminderId: id,
      kind: ask.kind,
      channel,
      provider: provider.name,
      template: result.template,
      phone,
      providerMessageId: sent ? result.messageId : null,
      status: sent ? 'sent' : 'failed',
      errorCode: sent ? null : result.code,
      errorText: sent ? null : `${result.reason}: ${result.text}`.slice(0, 1000),
    });
    delivery = sent
      ? { status: 'sent', channel, reason: null, error: null }
      : { status: 'failed', channel, reason: result.reason, error: result.text.slice(0, 500) };
    if (sent) break;
  }
  return { id, phone, message, link, delivery };
}

/** A reminder from the desk: sent by the library's provider, or the link to tap. */
export function prepareReminder(db: Db, deps: MessagingDeps, actor: TenantActor, ask: ReminderAsk) {
  return deliverReminder(
    db,
    deps,
    actor.tenantId,
    { role: actor.role, userId: actor.userId, name: actor.name },
    ask,
  );
}

/**
 * A reminder StudyDesk sends by itself (for a scheduled job): through the library's providers,
 * logged as sent by 'StudyDesk'. Without a provider it sends nothing and answers the link.
 */
export function sendReminder(
  db: Db,
  deps: MessagingDeps,
  adminId: number,
  ask: { studentId: number; kind: TReminderKind; lang?: TReminderLang; channel?: TReminderChannel },
) {
  return deliverReminder(db, deps, adminId, SYSTEM_SENDER, {
    studentId: ask.studentId,
    kind: ask.kind,
    lang: ask.lang ?? 'en',
    channel: ask.channel ?? 'whatsapp',
  });
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
