import type { TShiftRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { seatingKeys } from './keys.ts';

/**
 * The library's shifts. Seating edits them; the plan form, the dues filter and the desk's bookings
 * pick from them, all through this one cache entry (so a saved shift shows everywhere).
 */
export const shiftsQuery = queryOptions({
  queryKey: seatingKeys.shifts(),
  queryFn: () => api.get('/api/shifts'),
});

/** Adds (no id) or edits a shift. */
export const useSaveShift = () =>
  useChange({
    call: ({ id, ...body }: TShiftRequest & { id: number | null }, key) =>
      id === null ? api.post('/api/shifts', body, key) : api.put(`/api/shifts/${id}`, body),
    refresh: [seatingKeys.shifts(), seatingKeys.occupancy()],
    failure: translate('toast.failedToSaveTheShift'),
    inline: true,
  });

export const useDeleteShift = () =>
  useChange({
    call: (id: number) => api.delete(`/api/shifts/${id}`),
    refresh: [seatingKeys.shifts(), seatingKeys.occupancy()],
    failure: translate('toast.failedToDeleteTheShift'),
  });
