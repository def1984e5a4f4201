import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { settingsQuery } from './library-settings.ts';

export const useSaveSettings = () =>
  useChange({
    call: (body: { adminId?: number; totalSeats: number; totalLockers: number; upiId: string }) =>
      api.put('/api/auth/admin/setting/update-settings', body),
    refresh: [settingsQuery.queryKey],
    success: (res) => res.message || 'Settings updated successfully',
    inline: true,
  });
