import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { settingsKeys } from './keys.ts';

/** The library's settings (seat and locker totals, UPI ID): Settings edits them, seating reads them. */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.all,
  queryFn: () => api.get('/api/auth/admin/setting'),
});

export const useSaveSettings = () =>
  useChange({
    call: (body: { adminId?: number; totalSeats: number; totalLockers: number; upiId: string }) =>
      api.put('/api/auth/admin/setting/update-settings', body),
    refresh: [settingsKeys.all],
    success: (res) => res.message || 'Settings updated successfully',
    inline: true,
  });
