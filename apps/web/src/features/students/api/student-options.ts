import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { studentKeys } from './keys.ts';

/** How many students a picker offers: the newest (as many as a list page holds), or a search's best. */
const NEWEST = 500;
const BEST = 50;

/**
 * The library's students as Select options ('Name (STU-0001)'): the newest, or, for `q`, the
 * server's search (whole name, then first word, start, a later word, anywhere). 'Failed to load
 * students.' on failure.
 */
export function useStudentOptions(q: string) {
  const t = useT();
  const query = useQuery({
    queryKey: studentKeys.options(q),
    queryFn: () =>
      api.get(
        q
          ? `/api/auth/staff/students?limit=${BEST}&q=${encodeURIComponent(q)}`
          : `/api/auth/staff/students?limit=${NEWEST}`,
      ),
    // The last answer stays on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
  return {
    data: (query.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.student_id})` })),
    error: query.isError ? t('lists.studentsFailed') : undefined,
    searching: query.isFetching,
  };
}
