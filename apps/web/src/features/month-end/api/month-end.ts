import type {
  TMonthEndAnswerValue,
  TMonthEndSettings,
  TWaitingAssignRequest,
  TWaitingEntryRequest,
} from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { monthEndKeys } from './keys.ts';

export const FORECAST_STUDENTS_PATH = '/api/month-end/forecast/students';
export const WAITING_LIST_PATH = '/api/waiting-list';

export const monthEndSettingsQuery = queryOptions({
  queryKey: monthEndKeys.settings(),
  queryFn: () => api.get('/api/month-end/settings'),
});

export const useSaveMonthEndSettings = () =>
  useChange({
    call: (body: TMonthEndSettings) => api.put('/api/month-end/settings', body),
    refresh: [monthEndKeys.all],
    success: translate('toast.monthEndSaved'),
    inline: true,
  });

/** The signed-in student's 'Continuing next month?' (null when not asked, or their plan ended). */
export const myMonthEndQuery = queryOptions({
  queryKey: monthEndKeys.mine(),
  queryFn: () => api.get('/api/month-end/mine'),
});

export const useAnswerMine = () =>
  useChange({
    call: (answer: TMonthEndAnswerValue) => api.put('/api/month-end/mine', { answer }),
    refresh: [monthEndKeys.mine()],
    inline: true,
  });

/** The question a message's link names, read and answered without signing in (no query cache there). */
export const readLinkQuestion = (token: string) =>
  api.get(`/api/month-end/link/${encodeURIComponent(token)}`);
export const answerByLink = (token: string, answer: TMonthEndAnswerValue) =>
  api.put(`/api/month-end/link/${encodeURIComponent(token)}`, { answer });

export const forecastQuery = queryOptions({
  queryKey: [...monthEndKeys.forecast(), 'counts'],
  queryFn: () => api.get('/api/month-end/forecast'),
});

export const offersQuery = queryOptions({
  queryKey: [...monthEndKeys.waiting(), 'offers'],
  queryFn: () => api.get('/api/waiting-list/offers'),
});

export const useAddWaiting = () =>
  useChange({
    call: (body: TWaitingEntryRequest, key: string) => api.post('/api/waiting-list', body, key),
    refresh: [monthEndKeys.waiting()],
    success: translate('toast.waitingAdded'),
  });

export const useRemoveWaiting = () =>
  useChange({
    call: (id: number) => api.delete(`/api/waiting-list/${id}`),
    refresh: [monthEndKeys.waiting()],
    success: translate('toast.waitingRemoved'),
  });

/** Seats the one waiting on a freed seat: a seat plan (the seat lists and the forecast change). */
export const useAssignWaiting = () =>
  useChange({
    call: ({ id, body }: { id: number; body: TWaitingAssignRequest }, key: string) =>
      api.post(`/api/waiting-list/${id}/assign`, body, key),
    refresh: [monthEndKeys.all],
    success: translate('toast.waitingSeated'),
  });
