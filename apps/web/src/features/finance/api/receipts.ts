import type { TDeskPaymentRequest } from '@studydesk/contract';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** Every receipt of the library, newest first (paged on the server). */
export const RECEIPTS_PATH = '/api/receipts';

/** Money taken at the desk: a numbered receipt with the balance after it (the form shows a failure). */
export const useRecordPayment = () =>
  useChange({
    call: (body: TDeskPaymentRequest, key) => api.post('/api/desk-payments', body, key),
    refresh: [financeKeys.all],
    inline: true,
  });
