import { formatRupees, type TPayment } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/** The desk's queue: payments students sent, waiting to be confirmed (paged on the server). */
export const PENDING_PATH = '/api/payments/pending';
/** A student's own payments (paged on the server). */
export const studentPaymentsPath = (studentId: number) => `/api/payments/${studentId}` as const;

/** How many payments wait to be confirmed (the tab's badge), checked every 30 s. */
export const pendingCountQuery = queryOptions({
  queryKey: [...financeKeys.pending(), 'count'],
  queryFn: () => api.getPage(`${PENDING_PATH}?limit=1`),
  refetchInterval: 30_000,
});

/** Confirms a payment a student sent: it enters the ledger with a numbered receipt. */
export function useConfirmPayment() {
  const t = useT();
  return useChange({
    call: (payment: TPayment, key) => api.post(`/api/payments/${payment.id}/confirm`, {}, key),
    refresh: [financeKeys.all],
    success: (_receipt, payment) =>
      t('finance.confirmQueue.confirmed', { amount: formatRupees(payment.amount) }),
    failure: t('finance.confirmQueue.confirmFailed'),
  });
}

/** Rejects a payment with a reason (the reason dialog shows a failure). */
export function useRejectPayment() {
  const t = useT();
  return useChange({
    call: ({ id, reason }: { id: number; reason: string }, key) =>
      api.post(`/api/payments/${id}/reject`, { reason }, key),
    refresh: [financeKeys.payments()],
    success: t('finance.confirmQueue.rejected'),
    inline: true,
  });
}

/** The UTR of a UPI payment: it sends the payment to the desk (the panel shows the outcome). */
export const useSaveUtr = () =>
  useChange({
    call: ({ id, utr }: { id: number; utr: string }) => api.put(`/api/payments/${id}/utr`, { utr }),
    refresh: [financeKeys.payments()],
    inline: true,
  });

/** A screenshot of the UPI receipt instead of the UTR: it, too, sends the payment to the desk. */
export const useSendScreenshot = () =>
  useChange({
    call: ({ id, file }: { id: number; file: File }, key) => {
      const form = new FormData();
      form.append('screenshot', file);
      return sendForm<TPayment>('POST', `/api/payments/${id}/screenshot`, form, { idempotencyKey: key });
    },
    refresh: [financeKeys.payments()],
    inline: true,
  });
