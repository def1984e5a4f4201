import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The owner's cockpit: money, seats, people, renewals and three charts, in one call. */
export const cockpitQuery = queryOptions({
  queryKey: dashboardKeys.cockpit(),
  queryFn: () => api.get('/api/dashboard/cockpit'),
});
