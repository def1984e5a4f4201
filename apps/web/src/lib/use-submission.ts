import { useCallback, useRef, useState } from 'react';
import { ApiError, newIdempotencyKey } from './api-client.ts';

/** Whether a failed submission may have reached the server: retry it with the same key. */
export const mayHaveReachedServer = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 409 || err.status >= 500);

/**
 * One form submission at a time: `run` ignores calls while one is pending (`pending` drives the
 * button's `loading`) and hands the submission its Idempotency-Key. The key is kept for a retry
 * only when the callback returns true (see `mayHaveReachedServer`); otherwise the next submission
 * gets a fresh one. So a double click or a retry never records anything twice.
 */
export function useSubmission() {
  const key = useRef(newIdempotencyKey());
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (submit: (idempotencyKey: string) => Promise<boolean | undefined>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      if (!(await submit(key.current))) key.current = newIdempotencyKey();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
