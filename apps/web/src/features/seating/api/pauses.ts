import type { TDayPassRequest, TPausePolicyRequest, TPauseRequest, TPauseStatus } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { studentKeys } from '../../students/api/keys.ts';
import { seatingKeys } from './keys.ts';

/** The owner's pause policy (students read it for the fewest and most days). */
export const pausePolicyQuery = queryOptions({
  queryKey: seatingKeys.pausePolicy(),
  queryFn: () => api.get('/api/pause-policy'),
});

export const useSavePausePolicy = () =>
  useChange({
    call: (body: TPausePolicyRequest) => api.put('/api/pause-policy', body),
    refresh: [seatingKeys.pausePolicy()],
    inline: true,
  });

/** Pauses of one status, or a student's (a student reads only their own: 0 = theirs). */
export const pausesQuery = (filter: { status?: TPauseStatus; studentId?: number }) => {
  const params = new URLSearchParams({ limit: '100' });
  if (filter.status) params.set('status', filter.status);
  if (filter.studentId) params.set('student_id', String(filter.studentId));
  return queryOptions({
    queryKey: seatingKeys.pauseList(params.toString()),
    queryFn: () => api.get(`/api/pauses?${params}`),
  });
};

/** A plan's end moves with a pause: the plans and the grid are read again. */
const afterPause = [seatingKeys.pauses(), seatingKeys.plans(), seatingKeys.occupancy()];

export const useAskPause = () =>
  useChange({
    call: (body: TPauseRequest, key: string) => api.post('/api/pauses', body, key),
    refresh: afterPause,
    success: translate('pauses.toast.saved'),
  });

export const useDecidePause = () =>
  useChange({
    call: ({ id, decision }: { id: number; decision: 'approve' | 'refuse' | 'cancel' }, key: string) =>
      api.post(`/api/pauses/${id}/${decision}`, {}, key),
    refresh: afterPause,
    success: translate('pauses.toast.decided'),
  });

/** A walk-in's day pass: a student (maybe new), a seat held today, a charge, a payment and its receipt. */
export const useSellDayPass = () =>
  useChange({
    call: (body: TDayPassRequest, key: string) => api.post('/api/day-passes', body, key),
    refresh: [
      seatingKeys.plans(),
      seatingKeys.occupancy(),
      studentKeys.all,
      financeKeys.all,
      dashboardKeys.all,
    ],
    inline: true,
  });
