import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The library's settings (seat and locker totals, UPI ID): Settings edits them, seating reads them. */
export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api.get('/api/auth/admin/setting'),
});
