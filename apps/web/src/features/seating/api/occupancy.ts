import type { TOccupancy, TOccupancyGrid } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seatingKeys } from './keys.ts';

const PATH = '/api/auth/seat/occupancy';
const onDay = (date: string) => (date ? `?date=${date}` : '');

/** Each seat's state on a day ('' = the library's today). */
export const occupancyQuery = (date: string) =>
  queryOptions({
    queryKey: seatingKeys.occupancyDay(date),
    queryFn: () => api.get<TOccupancy>(`${PATH}${onDay(date)}`),
  });

/** Who holds each seat in each shift of a day. */
export const occupancyGridQuery = (date: string) =>
  queryOptions({
    queryKey: seatingKeys.occupancyGrid(date),
    queryFn: () => api.get<TOccupancyGrid>(`${PATH}/grid${onDay(date)}`),
  });
