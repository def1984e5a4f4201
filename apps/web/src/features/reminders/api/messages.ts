import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reminderKeys } from './keys.ts';

/** The owner's message log: newest first, by keyset (common/keyset-table.tsx). */
export const MESSAGES_PATH = '/api/messages';

/** The plan end notices of the coming week and the messages queued to go out. */
export const scheduledMessagesQuery = queryOptions({
  queryKey: reminderKeys.scheduled(),
  queryFn: () => api.get('/api/messages/scheduled'),
});
