import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { financeKeys } from './keys.ts';

/** Every student owing money, with the filters as query parameters (the list keeps showing while a new filter loads). */
export const duesQuery = (filters: URLSearchParams) =>
  queryOptions({
    queryKey: financeKeys.dues(filters.toString()),
    queryFn: () => api.get(`/api/dues?${filters}`),
    placeholderData: keepPreviousData,
  });

export const duesExportUrl = (filters: URLSearchParams) => `/api/dues/export?${filters}`;
