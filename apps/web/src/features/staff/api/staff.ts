import type { TStaffForm } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { staffKeys } from './keys.ts';

/** The library's staff (the spec's call names the admin by email; the server checks it is theirs). */
export const staffListQuery = (adminEmail: string) =>
  queryOptions({
    queryKey: staffKeys.list(adminEmail),
    queryFn: () => api.get(`/api/auth/staff/all?admin_email=${encodeURIComponent(adminEmail)}&limit=500`),
    enabled: Boolean(adminEmail),
  });

/** Adds (no id) or edits a staff member; an empty password on edit keeps theirs. */
export const useSaveStaff = () =>
  useChange({
    call: ({ id, ...body }: TStaffForm & { id: number | null }, key) =>
      id === null ? api.post('/api/auth/staff/add', body, key) : api.put(`/api/auth/staff/edit/${id}`, body),
    refresh: [staffKeys.all],
    success: (_result, vars) =>
      vars.id === null ? translate('toast.staffAdded') : translate('toast.staffUpdated'),
    inline: true,
  });

export const useDeleteStaff = () =>
  useChange({
    call: (id: number) => api.delete(`/api/auth/staff/delete/${id}`),
    refresh: [staffKeys.all],
    success: translate('toast.staffDeletedSuccessfully'),
    failure: translate('toast.failedToDeleteStaff'),
  });
