import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { platformKeys } from './keys.ts';

const PATH = '/api/superadmin/organizations';

export const organizationsQuery = queryOptions({
  queryKey: platformKeys.organizations(),
  queryFn: () => api.get(PATH),
});

export const useAddOrganization = () =>
  useChange({
    call: (name: string, key) => api.post(PATH, { name }, key),
    refresh: [platformKeys.organizations()],
    success: 'Organization added',
    failure: 'Failed to add organization',
  });

export const useRenameOrganization = () =>
  useChange({
    call: (o: { id: number; name: string }) => api.put(`${PATH}/${o.id}`, { name: o.name }),
    refresh: [platformKeys.organizations()],
    failure: 'Failed to update organization',
  });

export const useDeleteOrganization = () =>
  useChange({
    call: (id: number) => api.delete(`${PATH}/${id}`),
    refresh: [platformKeys.organizations()],
    failure: 'Failed to delete organization',
  });
