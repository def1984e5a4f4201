import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { financeKeys } from './keys.ts';

/** A student's ledger with its totals (0 = none chosen: nothing is fetched). */
export const studentLedgerQuery = (studentId: number) =>
  queryOptions({
    queryKey: financeKeys.student(studentId),
    queryFn: () => api.get(`/api/ledger/${studentId}`),
    enabled: studentId > 0,
  });
