import {
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError, newIdempotencyKey } from './api-client.ts';
import { showToast } from './toast.ts';

export interface ChangeOptions<TVars, TResult> {
  /** Sends the change. A POST passes `idempotencyKey` on as api.post's third argument. */
  call: (vars: TVars, idempotencyKey: string) => Promise<TResult>;
  /** Every query under each of these keys is refetched after success. */
  refresh: QueryKey[];
  success?: string | ((result: TResult, vars: TVars) => string);
  failure?: string;
  inline?: boolean;
}

/** Whether a failed submission may have reached the server: retry it with the same key. */
const mayHaveReachedServer = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 409 || err.status >= 500);

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Whether two inputs are one submission: equal plain data and form fields; files and other objects only when the same one. */
export function sameInput(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // A multipart form (a photo, a sheet): the same fields with the same files.
  if (a instanceof FormData || b instanceof FormData) {
    return a instanceof FormData && b instanceof FormData && sameInput([...a.entries()], [...b.entries()]);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameInput(item, b[i]))
    );
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameInput(left[key], right[key]))
  );
}

/**
 * The Idempotency-Keys of one change, one per submission: sending the same input again after an
 * answer that may have been lost (no answer, 409, 5xx) reuses the key, so the server replays its
 * first answer instead of recording twice; a success, a refusal or another input starts a new key.
 */
export function submissionKeys() {
  let kept: { key: string; input: unknown } | null = null;
  return {
    /** The key to send `input` with. */
    take(input: unknown): string {
      if (!kept || !sameInput(kept.input, input)) kept = { key: newIdempotencyKey(), input };
      return kept.key;
    },
    /** The call sent with `key` answered: its key is done with. */
    succeeded(key: string) {
      if (kept?.key === key) kept = null;
    },
    /** The call sent with `key` failed: its key stays for a retry only if the server may have recorded it. */
    failed(key: string, error: unknown) {
      if (kept?.key === key && !mayHaveReachedServer(error)) kept = null;
    },
  };
}

/**
 * Calls `send`, unless a call with the same input is still running: then it answers that call's
 * promise, so a double click sends (and announces) one change.
 */
export function joinRepeats<TArgs extends unknown[], TResult>(
  send: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  let running: { input: unknown; promise: Promise<TResult> } | null = null;
  return (...args) => {
    if (running && sameInput(running.input, args[0])) return running.promise;
    const entry = { input: args[0], promise: send(...args) };
    running = entry;
    const clear = () => {
      if (running === entry) running = null;
    };
    entry.promise.then(clear, clear);
    return entry.promise;
  };
}

/** useChange's mutation options, apart from React (the unit test drives them with a MutationObserver). */
export function changeMutation<TVars, TResult>(
  options: ChangeOptions<TVars, TResult>,
  client: QueryClient,
  keys: ReturnType<typeof submissionKeys>,
): MutationOptions<TResult, Error, TVars> {
  return {
    mutationFn: async (vars) => {
      const key = keys.take(vars);
      try {
        const result = await options.call(vars, key);
        keys.succeeded(key);
        return result;
      } catch (error) {
        keys.failed(key, error);
        throw error;
      }
    },
    meta: { failure: options.failure, inline: options.inline },
    onSuccess: (result, vars) => {
      const text = typeof options.success === 'function' ? options.success(result, vars) : options.success;
      if (text) showToast('green', text);
      // The lists reload in the background: the caller's own onSuccess (reset a form, close a
      // dialog) runs as the server answers, so a reset never lands on what was typed meanwhile.
      for (const queryKey of options.refresh) void client.invalidateQueries({ queryKey });
    },
  };
}

/**
 * A change to server data (a mutation): on success it says so (when `success` is given) and
 * refreshes every query under the `refresh` keys; on failure lib/query-client.ts shows the server's message
 * (or `failure`), unless `inline` says the form shows it. Each submission has one Idempotency-Key
 * (`submissionKeys`), handed to `call`; a retry of the same input after a lost answer is recorded once,
 * and a repeat while it runs joins it (`joinRepeats`), so forms need no guard of their own.
 */
export function useChange<TVars = void, TResult = unknown>(options: ChangeOptions<TVars, TResult>) {
  const client = useQueryClient();
  const [keys] = useState(submissionKeys);
  const mutation = useMutation(changeMutation(options, client, keys));
  const mutateAsync = useMemo(() => joinRepeats(mutation.mutateAsync), [mutation.mutateAsync]);
  const mutate: typeof mutation.mutate = (...args) => {
    mutateAsync(...args).catch(() => {});
  };
  return { ...mutation, mutate, mutateAsync };
}
