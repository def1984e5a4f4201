import { MutationCache, QueryClient } from '@tanstack/react-query';
import { translate } from '../i18n/i18n.ts';
import { messageOf } from './api-client.ts';
import { showToast } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown when the server sends no message of its own. */
      failure?: string;
      /** The form shows the error itself (next to its fields): no notification. */
      inline?: boolean;
    };
  }
}

/**
 * The one cache of the signed-in portals, and the one error policy: every failed change
 * (mutation) shows a notification with the server's message, unless its form shows it inline.
 * Failed reads show their error where the data would be (see DataTable).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.inline) return;
      showToast('red', messageOf(error, mutation.meta?.failure ?? translate('toast.failed')));
    },
  }),
});
