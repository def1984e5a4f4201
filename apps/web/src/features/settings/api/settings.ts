import type { TLibraryIdentity, TLibraryIdentityRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api-client.ts';
import { sendForm } from '../../../lib/upload.ts';
import { useChange } from '../../../lib/use-change.ts';
import { instituteKeys } from '../../institutes/api/keys.ts';
import { settingsKeys } from './keys.ts';

/** The library's settings (seat and locker totals, UPI ID): Settings edits them, seating reads them. */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: () => api.get('/api/auth/admin/setting'),
});

export const useSaveSettings = () =>
  useChange({
    call: (body: { adminId?: number; totalSeats: number; totalLockers: number; upiId?: string }) =>
      api.put('/api/auth/admin/setting/update-settings', body),
    refresh: [settingsKeys.all],
    success: () => translate('toast.settingsUpdatedSuccessfully'),
    inline: true,
  });

/** The library's identity as receipts, ID cards, reminders and the student home show it. */
export const identityQuery = queryOptions({
  queryKey: settingsKeys.identity,
  queryFn: () => api.get('/api/auth/admin/setting/identity'),
});

/** What shows the identity is read again after a change (the institute cards too). */
const identityShown = [settingsKeys.all, instituteKeys.mine()];

export const useSaveIdentity = () =>
  useChange({
    call: (body: TLibraryIdentityRequest) => api.put('/api/auth/admin/setting/identity', body),
    refresh: identityShown,
    success: translate('toast.libraryDetailsSaved'),
    inline: true,
  });

export const useUploadLogo = () =>
  useChange({
    call: (file: File, key: string) => {
      const form = new FormData();
      form.append('logo', file);
      return sendForm<TLibraryIdentity>('POST', '/api/auth/admin/setting/logo', form, {
        idempotencyKey: key,
      });
    },
    refresh: identityShown,
    success: translate('toast.logoUploaded'),
    inline: true,
  });

export const useRemoveLogo = () =>
  useChange({
    call: () => api.delete('/api/auth/admin/setting/logo'),
    refresh: identityShown,
    success: translate('toast.logoRemoved'),
    inline: true,
  });
