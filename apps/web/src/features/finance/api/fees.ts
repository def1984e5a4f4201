import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

export type FeeValues = { seat_price: number; locker_price: number; paid: number; discount: number };

/** Students with their ledger's sums (Fees Management): the first 100, or those matching `search`. */
export const feesQuery = (search: string) =>
  queryOptions({
    queryKey: financeKeys.fees(search),
    queryFn: () =>
      api.get(
        search
          ? `/api/fees/search?query=${encodeURIComponent(search)}&limit=100`
          : '/api/fees/students?limit=100',
      ),
  });

/** Sets a student's seat and locker price, paid and discount (the server posts the ledger entries). */
export const useAssignFees = () =>
  useChange({
    call: (body: FeeValues & { student_id: number; total_fees: number }, key) =>
      api.post('/api/fees/assign', body, key),
    refresh: [financeKeys.all],
    success: () => translate('toast.feesAssignedSuccessfully'),
    failure: translate('toast.failedToAssignFees'),
  });
