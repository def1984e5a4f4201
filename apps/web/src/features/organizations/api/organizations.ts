import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { organizationKeys } from './keys.ts';

const PATH = '/api/superadmin/organizations';

export const organizationsQuery = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: () => api.get(PATH),
});

export const useAddOrganization = () =>
  useChange({
    call: (name: string, key) => api.post(PATH, { name }, key),
    refresh: [organizationKeys.list()],
    success: translate('toast.organizationAdded'),
    failure: translate('toast.failedToAddOrganization'),
  });

export const useRenameOrganization = () =>
  useChange({
    call: (o: { id: number; name: string }) => api.put(`${PATH}/${o.id}`, { name: o.name }),
    refresh: [organizationKeys.list()],
    failure: translate('toast.failedToUpdateOrganization'),
  });

export const useDeleteOrganization = () =>
  useChange({
    call: (id: number) => api.delete(`${PATH}/${id}`),
    refresh: [organizationKeys.list()],
    failure: translate('toast.failedToDeleteOrganization'),
  });
