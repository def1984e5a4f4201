import type { TGatewaySettingsRequest, TOnlinePayment } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from '../../finance/api/keys.ts';
import { gatewayKeys } from './keys.ts';

const SETTINGS = '/api/gateway/settings';

/** The owner's Razorpay keys: secrets only as set or not. */
export const gatewaySettingsQuery = queryOptions({
  queryKey: gatewayKeys.settings(),
  queryFn: () => api.get(SETTINGS),
});

export const useSaveGatewaySettings = (saved: string) =>
  useChange({
    call: (settings: TGatewaySettingsRequest) => api.put(SETTINGS, settings),
    refresh: [gatewayKeys.all],
    success: saved,
    inline: true,
  });

export const useTestGateway = () =>
  useChange({
    call: (_: undefined, key) => api.post('/api/gateway/test', {}, key),
    refresh: [],
    inline: true,
  });

/** Still waiting on the gateway: a link open to pay, or one the student just paid on. */
const waiting = (p: TOnlinePayment | undefined) => p?.status === 'open' || p?.status === 'failed';

/** A QR code on screen: the student pays from their phone, so the page asks until it is posted. */
const qrOpen = (p: TOnlinePayment | undefined) => p?.qr?.status === 'open' && p.status !== 'paid';

/**
 * A payment's state online. `watch` (back from the gateway's page) asks again every 2 s while
 * the link is open, so the receipt shows as soon as the webhook posted it.
 */
export const onlinePaymentQuery = (id: number, watch = false) =>
  queryOptions({
    queryKey: gatewayKeys.payment(id),
    queryFn: () => api.get(`/api/gateway/payments/${id}`),
    refetchInterval: (q) => ((watch && waiting(q.state.data)) || qrOpen(q.state.data) ? 3_000 : false),
  });

/** The student's Pay: the gateway's link for this payment (made, or the valid one reused). */
export const usePayOnline = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/gateway/payments/${id}/link`, {}, key),
    refresh: [gatewayKeys.all],
    inline: true,
  });

/** The student's Pay by UPI QR: a single-use code for exactly this amount (made, or the valid one reused). */
export const usePayByQr = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/gateway/payments/${id}/qr`, {}, key),
    refresh: [gatewayKeys.all],
    inline: true,
  });

/** Back from the gateway: asks it about the payment now (posting it when paid), then the ledger refreshes. */
export const useCheckOnline = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/gateway/payments/${id}/check`, {}, key),
    refresh: [gatewayKeys.all, financeKeys.all],
    inline: true,
  });
