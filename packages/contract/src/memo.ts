/**
 * `compute` remembered by its string argument, for a pure function asked the same few values over
 * and over on a hot path. The memory forgets everything once it holds `limit` entries.
 */
export function memoized<R>(compute: (key: string) => R, limit: number): (key: string) => R {
  const known = new Map<string, R>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}
