import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { expensesKeys } from './keys.ts';

/** The cockpit's: the last 12 months' profit and this month's per seat (kept apart: no form texts). */
export const profitTrendQuery = queryOptions({
  queryKey: expensesKeys.trend(),
  queryFn: () => api.get('/api/profit/trend'),
});
