import type { TMessagingSettingsRequest } from '@studydesk/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { reminderKeys } from './keys.ts';

const PATH = '/api/messaging/settings';

/** The owner's reminder providers (WhatsApp Cloud API, MSG91): secrets only as set or not. */
export const messagingSettingsQuery = queryOptions({
  queryKey: reminderKeys.providers(),
  queryFn: () => api.get(PATH),
});

/** Whether the desk's reminder buttons send by themselves (desk and owner). */
export const deliveryModeQuery = queryOptions({
  queryKey: reminderKeys.delivery(),
  queryFn: () => api.get('/api/reminders/delivery'),
  staleTime: 60_000,
});

export const useSaveMessagingSettings = (saved: string) =>
  useChange({
    call: (settings: TMessagingSettingsRequest) => api.put(PATH, settings),
    refresh: [reminderKeys.providers(), reminderKeys.delivery()],
    success: saved,
    inline: true,
  });

export const useTestWhatsapp = () =>
  useChange({
    call: (_: undefined, key) => api.post('/api/messaging/whatsapp/test', {}, key),
    refresh: [],
    inline: true,
  });
