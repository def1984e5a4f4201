import type { TDunningPolicy } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { reminderKeys } from './keys.ts';

const POLICY = '/api/dunning/policy';

/** When StudyDesk reminds students who owe by itself (the owner's Settings). */
export const dunningPolicyQuery = queryOptions({
  queryKey: reminderKeys.dunning(),
  queryFn: () => api.get(POLICY),
});

/** The dues list shows the next reminder by the policy: it is read again. */
export const useSaveDunningPolicy = (saved: string) =>
  useChange({
    call: (policy: TDunningPolicy) => api.put(POLICY, policy),
    refresh: [reminderKeys.dunning(), financeKeys.all],
    success: saved,
    inline: true,
  });

/** Pauses a student's reminders, until a date (they start again on it) or until resumed. */
export const usePauseDunning = (done: string) =>
  useChange({
    call: ({ studentId, until }: { studentId: number; until: string | null }) =>
      api.put(`/api/dunning/pauses/${studentId}`, { until }),
    refresh: [financeKeys.all],
    success: done,
  });

/** Lets StudyDesk remind the student again. */
export const useResumeDunning = (done: string) =>
  useChange({
    call: ({ studentId }: { studentId: number }) => api.delete(`/api/dunning/pauses/${studentId}`),
    refresh: [financeKeys.all],
    success: done,
  });
