import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The library's shifts. Seating edits them; the plan form, the dues filter and the desk's bookings
 * pick from them, all through this one cache entry (so a saved shift shows everywhere).
 */
export const shiftsQuery = queryOptions({
  queryKey: ['shifts'],
  queryFn: () => api.get('/api/shifts'),
});
