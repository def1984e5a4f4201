import type { TPlaceKind } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { seatingKeys } from './keys.ts';

/** Every seat or locker of the library, retired ones included (Manage Seats). */
export const placesQuery = (kind: TPlaceKind) =>
  queryOptions({
    queryKey: seatingKeys.placeList(kind, true),
    queryFn: () => api.get(`/api/places?kind=${kind}&all=true`),
  });

const refresh = [seatingKeys.places(), seatingKeys.occupancy()];

/** Adds places in bulk: 'A1-A40, B1-B20'. */
export const useAddPlaces = () =>
  useChange({
    call: (body: { kind: TPlaceKind; labels: string }, key) => api.post('/api/places/bulk', body, key),
    refresh,
    success: (res, body) => translate('toast.placesAdded', { kind: body.kind, count: res.created.length }),
    inline: true,
  });

/** Renames, retires or restores one place. */
export const useUpdatePlace = () =>
  useChange({
    call: ({ id, ...change }: { id: number; label?: string; active?: boolean }) =>
      api.put(`/api/places/${id}`, change),
    refresh,
    failure: translate('toast.failedToSaveTheSeatTry'),
  });
