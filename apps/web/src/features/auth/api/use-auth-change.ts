import { useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * A change sent from a sign-in page (sign in, register, change a password), shaped like useChange:
 * `mutate`, `pending` and the failure as the page's inline `error`. The sign-in pages load no
 * TanStack Query (it would not fit the student sign-in budget), hence this small hook of their own.
 * On success the page moves on (another route or mode), so the button stays busy until it has.
 */
export function useAuthChange<TVars, TResult>(options: {
  call: (vars: TVars) => Promise<TResult>;
  onSuccess: (result: TResult) => void;
  /** The inline text of a failure, from the server's message ('' when it sent none). */
  failure: (serverMessage: string) => string;
  /** Also show the failure as a notification, as the spec's sign-in pages do. */
  notify?: boolean;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutate = (vars: TVars) => {
    setPending(true);
    setError(null);
    options.call(vars).then(options.onSuccess, (err: unknown) => {
      const text = options.failure(messageOf(err, ''));
      if (options.notify) showToast('red', text);
      setError(text);
      setPending(false);
    });
  };
  return { mutate, pending, error };
}
