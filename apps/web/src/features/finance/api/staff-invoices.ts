import type { TStaffInvoiceRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** Invoices staff write for walk-in customers (paged on the server). */
export const STAFF_INVOICES_PATH = '/api/staff/invoices';

/** Creates a walk-in invoice; a Paid one gets a receipt (the form shows a failure). */
export const useCreateStaffInvoice = () =>
  useChange({
    call: (body: TStaffInvoiceRequest, key) => api.post(STAFF_INVOICES_PATH, body, key),
    refresh: [financeKeys.all],
    inline: true,
  });

export function useDeleteStaffInvoice() {
  const t = useT();
  return useChange({
    call: (id: number) => api.delete(`${STAFF_INVOICES_PATH}/${id}`),
    refresh: [financeKeys.staffInvoices()],
    failure: t('finance.invoices.deleteFailed'),
  });
}
