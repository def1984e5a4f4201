import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { platformKeys } from './keys.ts';

/** Every queue of scheduled work with its jobs counted by state; refreshed while the page is open. */
export const jobQueuesQuery = queryOptions({
  queryKey: platformKeys.jobQueues(),
  queryFn: () => api.get('/api/auth/superadmin/jobs/queues'),
  refetchInterval: 15_000,
});

/** One page of failed runs, newest first, of one queue or all. */
export const jobFailuresQuery = (page: { limit: number; offset: number; queue?: string }) => {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  if (page.queue) params.set('queue', page.queue);
  return queryOptions({
    queryKey: [...platformKeys.jobFailures(), params.toString()],
    queryFn: () => api.getPage('/api/auth/superadmin/jobs/failures', params),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
};
