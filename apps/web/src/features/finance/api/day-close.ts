import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { financeKeys } from './keys.ts';

/** Collections of a day or range ('' = the library's today), kept on screen while another loads. */
export const dayCloseQuery = (range: { from: string; to: string }) => {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return queryOptions({
    queryKey: financeKeys.dayClose(params.toString()),
    queryFn: () => api.get(`/api/day-close?${params}`),
    placeholderData: keepPreviousData,
  });
};
