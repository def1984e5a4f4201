import type { TAddAdminRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { platformKeys } from '../../platform/api/keys.ts';
import { adminKeys } from './keys.ts';

export const adminsQuery = queryOptions({
  queryKey: adminKeys.list(),
  queryFn: () => api.get('/api/auth/admin/all'),
});

export const useAddAdmin = () =>
  useChange({
    call: (form: TAddAdminRequest, key) =>
      api.post('/api/auth/admin/add', { ...form, email: form.email.trim() }, key),
    refresh: [adminKeys.list()],
    success: (res) => translate('toast.adminAdded', { id: res.id }),
    inline: true,
  });

/**
 * Deletes an admin. An admin who owns data answers 409 `requires_confirmation` first; the page
 * asks again and calls with `allData` (the whole library goes).
 */
export const useDeleteAdmin = () =>
  useChange({
    call: ({ id, allData }: { id: number; allData: boolean }) =>
      api.delete(`/api/auth/admin/${id}${allData ? '?confirm=delete-all-data' : ''}`),
    refresh: [platformKeys.all],
    success: translate('toast.adminDeletedSuccessfully'),
    inline: true,
  });

export const useResetAdminPassword = () =>
  useChange({
    call: (id: number, key) => api.post(`/api/auth/admin/reset-password/${id}`, {}, key),
    refresh: [adminKeys.list()],
    failure: translate('toast.failedToResetPassword'),
  });
