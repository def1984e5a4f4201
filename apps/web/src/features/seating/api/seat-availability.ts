import { durationDays, MAX_PLAN_DAYS } from '@studydesk/contract/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seatingKeys } from './keys.ts';

/**
 * The library's seats for a plan of `duration` for a shift (null: the whole day) from `startsOn`
 * (null: today), free ones first; a taken one names its holder. `planId`: the plan being edited,
 * whose own hold leaves its seat free.
 */
export function useSeatAvailability(plan: {
  shiftId: string | null;
  startsOn: string | null;
  duration: string;
  planId: number | null;
}) {
  // A duration past ten years is the form's own error to show; the picker reads ten years meanwhile.
  const days = Math.min(durationDays(plan.duration), MAX_PLAN_DAYS);
  const params = new URLSearchParams({ days: String(days) });
  if (plan.shiftId) params.set('shift_id', plan.shiftId);
  if (plan.startsOn) params.set('starts_on', plan.startsOn);
  if (plan.planId !== null) params.set('plan_id', String(plan.planId));
  const query = params.toString();
  return useQuery({
    queryKey: seatingKeys.seatAvailability(query),
    queryFn: () => api.get(`/api/places/availability?${query}`),
    // The last answer stays while the next one (another shift or date) loads.
    placeholderData: keepPreviousData,
  });
}
