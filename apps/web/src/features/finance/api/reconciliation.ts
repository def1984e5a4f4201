import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { financeKeys } from './keys.ts';

/** The reconciliation of a range (one page of its lines), kept on screen while another loads. */
export const reconciliationQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: financeKeys.reconciliation(params.toString()),
    queryFn: () => api.get(`/api/reconciliation?${params}`),
    placeholderData: keepPreviousData,
  });

/** The whole reconciliation of a range as an .xlsx (the same filters, every line). */
export const reconciliationExportUrl = (params: URLSearchParams) => {
  const all = new URLSearchParams(params);
  all.delete('limit');
  all.delete('offset');
  return `/api/reconciliation/export?${all}`;
};
