import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { financeKeys } from './keys.ts';

/**
 * A student pays online, any amount or a plan at its price: a Pending payment the library
 * confirms (the page shows a failure). The payments history and the plans page both send it.
 */
export const useSendPayment = () =>
  useChange({
    call: (body: { student_id: number; amount: number; plan_id?: number }, key) =>
      api.post('/api/payments', { ...body, method: 'Online' }, key),
    refresh: [financeKeys.all],
    inline: true,
  });
