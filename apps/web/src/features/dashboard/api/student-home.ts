import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** The student's seat, dues, recent payments and today. */
export const studentHomeQuery = queryOptions({
  queryKey: dashboardKeys.studentHome(),
  queryFn: () => api.get('/api/dashboard/student'),
});
