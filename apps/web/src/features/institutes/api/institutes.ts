import type { TInstituteRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { instituteKeys } from './keys.ts';

const PATH = '/api/superadmin/institutes';

/** Every institute (superadmin), or those of the admin with this email (read-only view). */
export const institutesQuery = (adminEmail?: string) =>
  queryOptions({
    queryKey: instituteKeys.list(adminEmail ?? 'all'),
    queryFn: () => api.get(adminEmail ? `${PATH}?email=${encodeURIComponent(adminEmail)}` : PATH),
  });

export const useSaveInstitute = () =>
  useChange({
    call: ({ id, ...body }: TInstituteRequest & { id: number | null }, key) =>
      id ? api.put(`${PATH}/${id}`, body) : api.post(PATH, body, key),
    refresh: [instituteKeys.all()],
    success: (_result, vars) =>
      vars.id ? translate('toast.instituteUpdated') : translate('toast.instituteAdded'),
    failure: translate('toast.errorSavingInstitute'),
  });

export const useDeleteInstitute = () =>
  useChange({
    call: (id: number) => api.delete(`${PATH}/${id}`),
    refresh: [instituteKeys.all()],
    success: translate('toast.instituteDeleted'),
    failure: translate('toast.errorDeletingInstitute'),
  });
