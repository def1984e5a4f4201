import type { TMessageKind, TMessageValues, TReminderChannel, TReminderLang } from '@studydesk/contract';
import type { Db } from '../../db/client.ts';
import { logMessage } from './messaging.queries.ts';
import { type MessagingDeps, providersFor, sendsKind } from './messaging.service.ts';
import { failCutOff, insertQueued, type QueuedRow, settleQueued, takeQueued } from './outbox.queries.ts';
import { type ReminderProvider, withAddresses } from './provider.ts';

/** A message StudyDesk sends by itself. */
export interface OutgoingMessage {
  adminId: number;
  /** The student it is to; null for the owner (the morning digest). */
  studentId: number | null;
  /** E.164, e.g. '+919876543210'. */
  phone: string;
  kind: TMessageKind;
  lang: TReminderLang;
  /** Its template's values (TEMPLATE_PARAMETERS of the kind). */
  values: TMessageValues;
  /**
   * What it is for, unique in the library ('receipt:<id>', 'dues:<student>:<since>:<step>'): a
   * message whose key was queued before is not queued again, however often the work runs.
   */
  key: string;
  /** The first channel tried (WhatsApp, with SMS as its fallback). */
  channel?: TReminderChannel;
  /** When it was decided (the jobs' clock; a test walking a month moves it), else the database's now. */
  at?: Date;
}

/** Queued; queued before (same key); or the library sends no such message by itself. */
export type QueueAnswer = 'queued' | 'already' | 'not_set_up';

/**
 * Queues a message in the caller's transaction: it goes out only if that transaction commits,
 * and once per key. A delivery job hands it to the library's providers after; the caller never
 * waits on a provider (nor holds a transaction open while one answers).
 */
export async function queueMessage(tx: Db, message: OutgoingMessage): Promise<QueueAnswer> {
  const [answer] = await queueMessages(tx, message.adminId, [message]);
  return answer ?? 'not_set_up';
}

/**
 * Queues one library's messages at once (a sweep's), as `queueMessage` does each: whether the
 * library sends a kind is asked once per kind and language, and the rows go in one statement.
 */
export async function queueMessages(
  tx: Db,
  adminId: number,
  messages: OutgoingMessage[],
): Promise<QueueAnswer[]> {
  const sends = new Map<string, boolean>();
  for (const m of messages) {
    const kindLang = `${m.kind}:${m.lang}`;
    if (!sends.has(kindLang)) sends.set(kindLang, await sendsKind(tx, adminId, m.kind, m.lang));
  }
  const wanted = messages.filter((m) => sends.get(`${m.kind}:${m.lang}`));
  const added = new Set(
    await insertQueued(
      tx,
      wanted.map((m) => ({
        adminId,
        studentId: m.studentId,
        kind: m.kind,
        channel: m.channel ?? 'whatsapp',
        provider: null,
        template: '',
        phone: m.phone,
        status: 'queued' as const,
        lang: m.lang,
        params: m.values,
        dedupeKey: m.key,
        ...(m.at ? { createdAt: m.at, statusAt: m.at } : {}),
      })),
    ),
  );
  return messages.map((m) => {
    if (!sends.get(`${m.kind}:${m.lang}`)) return 'not_set_up';
    return added.has(m.key) ? 'queued' : 'already';
  });
}

/** A delivery that took a message and did not settle it within this long had died. */
const CUT_OFF_MS = 10 * 60_000;
const BATCH = 50;

/**
 * Hands queued messages to their libraries' providers, WhatsApp first and SMS as its fallback,
 * outside any transaction. The first provider's answer settles the queued row; a fallback's is a
 * row of its own, as at the desk. Run by the `deliver-messages` job every minute.
 */
export async function deliverQueuedMessages(
  db: Db,
  deps: MessagingDeps,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number; cutOff: number }> {
  const cutOff = await failCutOff(db, new Date(now.getTime() - CUT_OFF_MS));
  const chains = new Map<string, ReminderProvider[]>();
  const chainFor = async (row: QueuedRow) => {
    const key = `${row.adminId}:${row.channel}`;
    let chain = chains.get(key);
    if (!chain) {
      chain = (await providersFor(db, deps, row.adminId, row.channel)).filter((p) => p.sendsByItself);
      chains.set(key, chain);
    }
    return chain;
  };
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await takeQueued(db, BATCH);
    for (const row of batch) {
      if (await deliverOne(db, row, await chainFor(row), deps.publicUrl)) sent++;
      else failed++;
    }
    if (batch.length < BATCH) break;
  }
  return { sent, failed, cutOff };
}

/** One queued message through the chain until a provider sends it; true when one did. */
async function deliverOne(
  db: Db,
  row: QueuedRow,
  chain: ReminderProvider[],
  publicUrl: string,
): Promise<boolean> {
  if (chain.length === 0) {
    await settleQueued(db, row, {
      provider: null,
      channel: row.channel,
      template: '',
      status: 'failed',
      providerMessageId: null,
      errorCode: 'not_set_up',
      errorText: 'No provider is turned on for it any more.',
    });
    return false;
  }
  let first = true;
  for (const provider of chain) {
    const channel = provider.channel ?? row.channel;
    const result = await provider.dispatch({
      channel,
      to: row.phone,
      text: '',
      kind: row.kind,
      lang: row.lang,
      values: withAddresses(row.params ?? {}, publicUrl),
    });
    const isSent = result.outcome === 'sent';
    const outcome = {
      provider: provider.name === 'by_hand' ? null : provider.name,
      channel,
      template: result.outcome === 'link' ? '' : result.template,
      status: isSent ? ('sent' as const) : ('failed' as const),
      providerMessageId: isSent ? result.messageId : null,
      errorCode: result.outcome === 'failed' ? result.code : null,
      errorText: result.outcome === 'failed' ? `${result.reason}: ${result.text}`.slice(0, 1000) : null,
    };
    if (first) await settleQueued(db, row, outcome);
    else {
      await logMessage(db, {
        ...outcome,
        adminId: row.adminId,
        studentId: row.studentId,
        kind: row.kind,
        phone: row.phone,
        lang: row.lang,
        params: row.params,
      });
    }
    first = false;
    if (isSent) return true;
  }
  return false;
}
