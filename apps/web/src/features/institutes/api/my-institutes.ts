import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { instituteKeys } from './keys.ts';

/** The signed-in library's institutes (the server answers only its own): names on cards and dashboards. */
export const myInstitutesQuery = queryOptions({
  queryKey: instituteKeys.mine(),
  queryFn: () => api.get('/api/superadmin/institutes'),
});
