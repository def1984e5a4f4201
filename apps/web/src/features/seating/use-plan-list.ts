import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf } from '../../lib/api-client.ts';
import { confirmAction, notifyError } from '../common/feedback.tsx';

/** List, toggle and delete of one kind of plan, with the spec's failure texts. */
export function usePlanList<T extends { id: number }>(
  path: string,
  texts: { load: string; toggle: string; remove: string },
) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: [path], queryFn: () => api.get<T[]>(`${path}?limit=500`) });
  const refresh = () => client.invalidateQueries({ queryKey: [path] });
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
