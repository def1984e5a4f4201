import { GRID_SEATS_PER_PAGE } from '@studydesk/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { operationsKeys } from '../../operations/api/keys.ts';
import { seatingKeys } from './keys.ts';

const PATH = '/api/auth/seat/occupancy';

/** Each seat's state on a day ('' = the library's today). */
export const occupancyQuery = (date: string) =>
  queryOptions({
    queryKey: seatingKeys.occupancyDay(date),
    queryFn: () => (date ? api.get(`${PATH}?date=${date}`) : api.get(PATH)),
  });

/** Who holds each seat in each shift of a day: a page of seats from `offset`. */
export const occupancyGridQuery = (date: string, offset: number) =>
  queryOptions({
    queryKey: seatingKeys.occupancyGrid(date, offset),
    queryFn: () => {
      const params = new URLSearchParams({ offset: String(offset), limit: String(GRID_SEATS_PER_PAGE) });
      if (date) params.set('date', date);
      return api.get(`${PATH}/grid?${params}`);
    },
    placeholderData: keepPreviousData,
  });

/**
 * Books a no-show's seat for today from the grid (a desk booking: the plan gives back this day).
 * The operations feature's own hook would load its dictionary onto the seat map.
 */
export const useBookToday = () =>
  useChange({
    call: (
      body: { seat_number: string; date: string; shift_id: number | null; student_id: number | null },
      key: string,
    ) => api.post('/api/staff/seat-bookings', body, key),
    refresh: [seatingKeys.occupancy(), operationsKeys.seatBookings()],
    inline: true,
  });
