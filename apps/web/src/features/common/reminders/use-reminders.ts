import type {
  TReminderChannel,
  TReminderKind,
  TReminderLang,
  TReminderLogEntry,
  TReminderPrepared,
} from '@studydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf } from '../../../lib/api-client.ts';
import { notifyError } from '../feedback.tsx';

/** The newest reminder of each listed student ('reminded 2 days ago by Meena'). */
export function useLastReminders(studentIds: number[]) {
  const ids = [...new Set(studentIds)].sort((a, b) => a - b).slice(0, 500);
  const q = useQuery({
    queryKey: ['reminders', 'last', ids.join(',')],
    queryFn: () => api.get<TReminderLogEntry[]>(`/api/reminders/last?students=${ids.join(',')}`),
    enabled: ids.length > 0,
  });
  return new Map((q.data ?? []).map((r) => [r.student_id, r]));
}

/**
 * Prepares and logs a reminder, then opens WhatsApp or the SMS app with it. The window is opened
 * before the request so that browsers treat it as the tap's own (no pop-up block).
 */
export function useSendReminder() {
  const client = useQueryClient();
  return async (ask: {
    studentId: number;
    kind: TReminderKind;
    channel: TReminderChannel;
    lang: TReminderLang;
  }) => {
    const tab = ask.channel === 'whatsapp' ? window.open('', '_blank') : null;
    try {
      const prepared = await api.post<TReminderPrepared>('/api/reminders', {
        student_id: ask.studentId,
        kind: ask.kind,
        channel: ask.channel,
        lang: ask.lang,
      });
      if (tab) tab.location.href = prepared.link;
      else window.location.href = prepared.link;
      await client.invalidateQueries({ queryKey: ['reminders', 'last'] });
      return prepared;
    } catch (err) {
      tab?.close();
      notifyError(messageOf(err, 'Failed to prepare the reminder.'));
      return null;
    }
  };
}
