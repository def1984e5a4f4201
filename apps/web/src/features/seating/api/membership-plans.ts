import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { seatingKeys } from './keys.ts';

const PATH = '/api/auth/plane';

/** The plans students choose from on their plans page. */
export const membershipPlansQuery = queryOptions({
  queryKey: seatingKeys.membershipPlans(),
  queryFn: () => api.get(PATH),
});

export const useAddMembershipPlan = () =>
  useChange({
    call: (body: { name: string; duration_days: number | string; price: number | string }, key) =>
      api.post(PATH, body, key),
    refresh: [seatingKeys.membershipPlans()],
    success: translate('toast.planAdded'),
    inline: true,
  });

export const useDeleteMembershipPlan = () =>
  useChange({
    call: (id: number) => api.delete(`${PATH}/${id}`),
    refresh: [seatingKeys.membershipPlans()],
    failure: translate('toast.failedToDeleteThePlan'),
  });
