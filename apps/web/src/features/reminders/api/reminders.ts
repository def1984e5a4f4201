import type { TReminderChannel, TReminderDelivery, TReminderKind, TReminderLang } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { type Translate, useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChange } from '../../../lib/use-change.ts';
import { reminderKeys } from './keys.ts';
import { deliveryModeQuery } from './messaging-settings.ts';

/** The newest reminder of each listed student ('reminded 2 days ago by Meena'). */
export function useLastReminders(studentIds: number[]) {
  const ids = [...new Set(studentIds)].sort((a, b) => a - b).slice(0, 500);
  const q = useQuery({
    queryKey: [...reminderKeys.last(), ids.join(',')],
    queryFn: () => api.get(`/api/reminders/last?students=${ids.join(',')}`),
    enabled: ids.length > 0,
  });
  return new Map((q.data ?? []).map((r) => [r.student_id, r]));
}

type ReminderAsk = {
  studentId: number;
  /** The student's name, for the 'Sent to ...' line. */
  name: string;
  kind: TReminderKind;
  channel: TReminderChannel;
  lang: TReminderLang;
};

/** Why a provider refused a message (the server's FAILURE_REASONS), in the reader's words. */
const REASONS: Record<string, MessageKey> = {
  not_on_whatsapp: 'reminders.reason.not_on_whatsapp',
  template_missing: 'reminders.reason.template_missing',
  rate_limited: 'reminders.reason.rate_limited',
  credentials: 'reminders.reason.credentials',
  unreachable: 'reminders.reason.unreachable',
  rejected: 'reminders.reason.rejected',
};

/** 'Sent to Kavya on WhatsApp.' or 'Could not send to Kavya: the number is not on WhatsApp.' */
export function deliveryText(t: Translate, name: string, delivery: TReminderDelivery): string {
  if (delivery.status === 'sent') {
    return t(delivery.channel === 'whatsapp' ? 'reminders.sentWhatsapp' : 'reminders.sentSms', { name });
  }
  const reason = t(REASONS[delivery.reason ?? ''] ?? 'reminders.reason.rejected');
  return t('reminders.failed', { name, reason });
}

/**
 * Prepares and logs a reminder. With a provider set (Settings), the server sends it and this says
 * sent or failed; otherwise it opens WhatsApp or the SMS app with it. The window is opened before
 * the request so that browsers treat it as the tap's own (no pop-up block), and closed again if
 * the server sent the message itself. One Idempotency-Key per reminder (useChange): a retry after
 * a lost answer logs it once.
 */
export function useSendReminder() {
  const t = useT();
  const mode = useQuery(deliveryModeQuery);
  const prepare = useChange({
    call: (ask: ReminderAsk, key) =>
      api.post(
        '/api/reminders',
        { student_id: ask.studentId, kind: ask.kind, channel: ask.channel, lang: ask.lang },
        key,
      ),
    refresh: [reminderKeys.last()],
    failure: translate('toast.failedToPrepareTheReminder'),
  });
  return async (ask: ReminderAsk) => {
    const byHand = mode.data?.sends_by_itself !== true;
    const tab = byHand && ask.channel === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const prepared = await prepare.mutateAsync(ask);
      if (prepared.delivery) {
        tab?.close();
        showToast(
          prepared.delivery.status === 'sent' ? 'green' : 'red',
          deliveryText(t, ask.name, prepared.delivery),
        );
      } else if (tab) tab.location.href = prepared.link;
      else window.location.href = prepared.link;
      return prepared;
    } catch {
      // The failure is announced by the query client's error policy.
      tab?.close();
      return null;
    }
  };
}
