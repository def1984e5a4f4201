import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from './toast.ts';

/**
 * A change to server data (a mutation): on success it says so (when `success` is given) and
 * refreshes every query under the `refresh` keys; on failure lib/query-client.ts shows the server's message
 * (or `failure`), unless `inline` says the form shows it.
 */
export function useChange<TVars = void, TResult = unknown>(options: {
  call: (vars: TVars) => Promise<TResult>;
  /** Every query under each of these keys is refetched after success. */
  refresh: QueryKey[];
  success?: string | ((result: TResult, vars: TVars) => string);
  failure?: string;
  inline?: boolean;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.call,
    meta: { failure: options.failure, inline: options.inline },
    onSuccess: (result, vars) => {
      const text = typeof options.success === 'function' ? options.success(result, vars) : options.success;
      if (text) showToast('green', text);
      // The lists reload in the background: the caller's own onSuccess (reset a form, close a
      // dialog) runs as the server answers, so a reset never lands on what was typed meanwhile.
      for (const queryKey of options.refresh) void client.invalidateQueries({ queryKey });
    },
  });
}
