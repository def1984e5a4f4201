import type { TReminderChannel, TReminderKind, TReminderLang } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { reminderKeys } from './keys.ts';

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
  kind: TReminderKind;
  channel: TReminderChannel;
  lang: TReminderLang;
};

/**
 * Prepares and logs a reminder, then opens WhatsApp or the SMS app with it. The window is opened
 * before the request so that browsers treat it as the tap's own (no pop-up block). One
 * Idempotency-Key per reminder (useChange): a retry after a lost answer logs it once.
 */
export function useSendReminder() {
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
    const tab = ask.channel === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const prepared = await prepare.mutateAsync(ask);
      if (tab) tab.location.href = prepared.link;
      else window.location.href = prepared.link;
      return prepared;
    } catch {
      // The failure is announced by the query client's error policy.
      tab?.close();
      return null;
    }
  };
}
