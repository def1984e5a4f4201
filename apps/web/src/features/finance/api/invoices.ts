import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** The admin's invoices, paged on the server (PagedTable). */
export const INVOICES_PATH = '/api/admin/invoices';

/** Generates an invoice (it charges the student's ledger). */
export const useGenerateInvoice = () =>
  useChange({
    call: (body: { student_id: number; amount: number; description: string }, key) =>
      api.post(`${INVOICES_PATH}/generate`, body, key),
    refresh: [financeKeys.all],
    success: translate('toast.invoiceGenerated'),
    failure: translate('toast.failedToGenerateInvoiceTryAgain'),
    inline: true,
  });
