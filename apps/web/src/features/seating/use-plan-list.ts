import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError, notifySuccess } from '../common/feedback.tsx';

/** List, toggle and delete of one kind of plan, with the spec's failure texts. */
export function usePlanList<T extends { id: number }>(
  path: string,
  texts: { load: string; toggle: string; remove: string },
) {
  const client = useQueryClient();
  const [renewing, setRenewing] = useState<number | null>(null);
  const list = useQuery({ queryKey: [path], queryFn: () => api.get<T[]>(`${path}?limit=500`) });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [path] }),
      client.invalidateQueries({ queryKey: ['renewals'] }),
      client.invalidateQueries({ queryKey: ['occupancy'] }),
    ]);
  return {
    rows: list.data ?? [],
    loading: list.isPending,
    error: list.isError ? texts.load : null,
    refresh,
    toggle: async (row: T) => {
      try {
        await api.put(`${path}/toggle/${row.id}`);
        await refresh();
      } catch (err) {
        notifyError(messageOf(err, texts.toggle));
      }
    },
    /** A new plan of the same length from the day after this one ends (or today, when lapsed). */
    /** The plan whose renewal is under way (its button shows loading and cannot be pressed twice). */
    renewing,
    renew: async (row: T) => {
      if (renewing !== null) return;
      setRenewing(row.id);
      try {
        await api.post(`${path}/${row.id}/renew`);
        notifySuccess('Plan renewed');
        await refresh();
      } catch (err) {
        notifyError(messageOf(err, 'Failed to renew the plan.'));
      } finally {
        setRenewing(null);
      }
    },
    remove: async (row: T) => {
      const ok = await confirmAction({
        title: 'Delete plan',
        message: 'Delete this plan?',
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return;
      try {
        await api.delete(`${path}/${row.id}`);
        await refresh();
      } catch (err) {
        notifyError(messageOf(err, texts.remove));
      }
    },
  };
}
