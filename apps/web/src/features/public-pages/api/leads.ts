import type { TLeadUpdateRequest, TPublicPageSettingsRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { publicPageKeys } from './keys.ts';

export const LEADS_PATH = '/api/leads';

export const useUpdateLead = () =>
  useChange({
    call: ({ id, body }: { id: number; body: TLeadUpdateRequest }) => api.patch(`/api/leads/${id}`, body),
    refresh: [publicPageKeys.leads(), dashboardKeys.all],
    inline: true,
  });

/** The lead joined as this student (after the admission form saved them). */
export const convertLead = (id: number, studentId: number) =>
  api.post(`/api/leads/${id}/convert`, { student_id: studentId });

export const publicPageSettingsQuery = queryOptions({
  queryKey: publicPageKeys.settings(),
  queryFn: () => api.get('/api/public-page/settings'),
});

export const useSavePublicPage = () =>
  useChange({
    call: (body: TPublicPageSettingsRequest) => api.put('/api/public-page/settings', body),
    refresh: [publicPageKeys.settings()],
    success: translate('account.publicPage.saved'),
    inline: true,
  });

export const useAddPublicPhoto = () =>
  useChange({
    call: (form: FormData, key) => sendForm('POST', '/api/public-page/photos', form, { idempotencyKey: key }),
    refresh: [publicPageKeys.settings()],
    inline: true,
  });

export const useRemovePublicPhoto = () =>
  useChange({
    call: (file: string) => api.delete(`/api/public-page/photos/${file}`),
    refresh: [publicPageKeys.settings()],
    inline: true,
  });
