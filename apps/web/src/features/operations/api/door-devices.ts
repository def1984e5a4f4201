import type { TDoorDeviceCreated } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { operationsKeys } from './keys.ts';

/** The library's kiosks and door posters in use (the owner's Settings). */
export const doorDevicesQuery = queryOptions({
  queryKey: operationsKeys.doorDevices(),
  queryFn: () => api.get('/api/door-devices'),
});

/** Adds a kiosk (answering its pairing link) or a door poster. */
export const useAddDoorDevice = () =>
  useChange({
    call: (body: { kind: 'kiosk' | 'poster'; name: string }, key: string): Promise<TDoorDeviceCreated> =>
      api.post('/api/door-devices', body, key),
    refresh: [operationsKeys.doorDevices()],
    inline: true,
  });

/** A fresh pairing link for a kiosk (the tablet lost its cookie, or it is a new tablet). */
export const useRenewPairing = () =>
  useChange({
    call: (id: number, key: string) => api.post(`/api/door-devices/${id}/pairing`, {}, key),
    refresh: [operationsKeys.doorDevices()],
    inline: true,
  });

export const useRevokeDoorDevice = () =>
  useChange({
    call: (id: number) => api.delete(`/api/door-devices/${id}`),
    refresh: [operationsKeys.doorDevices()],
    success: () => translate('toast.deviceRevoked'),
    failure: translate('toast.couldNotRevokeTheDevice'),
  });

/** The kiosk's own screen: which device this is, at which library (401 when not paired). */
export const kioskQuery = queryOptions({
  queryKey: operationsKeys.kiosk(),
  queryFn: () => api.get('/api/kiosk'),
  retry: false,
});

/** One card scanned at the kiosk. */
export const kioskScan = (code: string) => api.post('/api/kiosk/scan', { code });

/** The tablet trades its pairing code for the kiosk's credential (a cookie). */
export const pairKiosk = (code: string) => api.post('/api/kiosk/pair', { code });

/** The signed-in student scanned the door poster. */
export const posterCheckin = (poster: string) => api.post('/api/door/poster-checkin', { poster });
