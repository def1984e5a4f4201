import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { platformKeys } from './keys.ts';

/** The actions the audit trail has seen, for its filter. */
export const activityActionsQuery = queryOptions({
  queryKey: platformKeys.activityActions(),
  queryFn: () => api.get('/api/auth/superadmin/activities/actions'),
});
