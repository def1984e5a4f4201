import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { superadminKeys } from './keys.ts';

const PATH = '/api/auth/superadmin';

export const superadminsQuery = queryOptions({
  queryKey: superadminKeys.list(),
  queryFn: () => api.get(PATH),
});

export const useAddSuperadmin = () =>
  useChange({
    call: (form: { email: string; password: string }, key) =>
      api.post(PATH, { email: form.email.trim(), password: form.password }, key),
    refresh: [superadminKeys.list()],
    success: translate('toast.superAdminAdded'),
    inline: true,
  });

export const useDeleteSuperadmin = () =>
  useChange({
    call: (id: number) => api.delete(`${PATH}/${id}`),
    refresh: [superadminKeys.list()],
    success: translate('toast.superAdminDeleted'),
    failure: translate('toast.failedToDeleteSuperAdmin'),
  });
