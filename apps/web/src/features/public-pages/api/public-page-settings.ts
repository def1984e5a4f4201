import type { TPublicPageSettingsRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { publicPageKeys } from './keys.ts';

/** The owner's settings of the public page (Settings, which loads the account texts). */
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
