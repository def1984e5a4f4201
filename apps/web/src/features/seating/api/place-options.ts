import type { TPlaceKind } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seatingKeys } from './keys.ts';

/** The library's active seats or lockers as Select options (their labels). */
export function usePlaceOptions(kind: TPlaceKind) {
  const q = useQuery({
    queryKey: seatingKeys.placeList(kind, false),
    queryFn: () => api.get(`/api/places?kind=${kind}`),
  });
  return {
    data: (q.data ?? []).map((p) => p.label),
    error: q.isError ? `Failed to load ${kind}s.` : undefined,
  };
}
