import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The owner's latest morning digest (null before the first 08:00). */
export const digestQuery = queryOptions({
  queryKey: dashboardKeys.digest(),
  queryFn: () => api.get('/api/dashboard/digest'),
});
