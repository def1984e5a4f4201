import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The desk's day: who is in, who is expected, what waits. */
export const staffHomeQuery = queryOptions({
  queryKey: dashboardKeys.staffHome(),
  queryFn: () => api.get('/api/dashboard/staff'),
});
