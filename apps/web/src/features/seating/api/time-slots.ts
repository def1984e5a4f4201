import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { seatingKeys } from './keys.ts';

export type TimeSlotValues = {
  seat_number: string;
  shift_start: string;
  shift_end: string;
};

/** Manage Seats' time slots (seat number, shift start, shift end). */
export const timeSlotsQuery = queryOptions({
  queryKey: seatingKeys.timeSlots(),
  queryFn: () => api.get('/api/seats'),
});

export const useSaveTimeSlot = () =>
  useChange({
    call: ({ id, ...body }: TimeSlotValues & { id: number | null }, key) =>
      id === null ? api.post('/api/seats', body, key) : api.put(`/api/seats/${id}`, body),
    refresh: [seatingKeys.timeSlots()],
    failure: translate('toast.failedToSaveTheSeatTry'),
    inline: true,
  });

export const useDeleteTimeSlot = () =>
  useChange({
    call: (id: number) => api.delete(`/api/seats/${id}`),
    refresh: [seatingKeys.timeSlots()],
    failure: translate('toast.failedToDeleteTheSeatTry'),
  });
