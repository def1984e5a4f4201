import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { studentKeys } from './keys.ts';

/** The library's students as Select options ('Failed to load students.' on failure). */
export function useStudentOptions() {
  const t = useT();
  const q = useQuery({
    queryKey: studentKeys.options(),
    queryFn: () => api.get('/api/auth/staff/students?limit=500'),
  });
  return {
    data: (q.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.student_id})` })),
    error: q.isError ? t('lists.studentsFailed') : undefined,
  };
}
