import { useCallback, useEffect, useState } from 'react';

/**
 * An editable copy of saved values: null until they arrive, replaced when they change (after a
 * save), and `patch` changes some fields of it.
 */
export function useDraft<T extends object>(saved: T | undefined) {
  const [draft, setDraft] = useState<T | null>(null);
  useEffect(() => {
    if (saved) setDraft(saved);
  }, [saved]);
  const patch = useCallback((change: Partial<T>) => setDraft((d) => (d ? { ...d, ...change } : d)), []);
  return [draft, patch] as const;
}
