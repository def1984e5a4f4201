import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** One count call (spec: each answers `total`; a failed count shows 0). */
export const countQuery = (path: CountPath) =>
  queryOptions({
    queryKey: dashboardKeys.count(path),
    queryFn: async () => {
      try {
        return (await api.get(path)).total;
      } catch {
        return 0;
      }
    },
  });

/** The owner's tiles: their institutes, staff and students (the spec's calls name the owner by email). */
export function libraryCountPaths(adminEmail: string) {
  const email = encodeURIComponent(adminEmail);
  return {
    institutes: `/api/superadmin/institutes/count?role=admin&email=${email}`,
    staff: `/api/auth/staff/count?admin_email=${email}`,
    students: `/api/auth/student/count?admin_email=${email}`,
  } as const;
}

/** The platform's tiles, across every library. */
export const PLATFORM_COUNT_PATHS = {
  institutes: '/api/auth/superadmin/institutes/count',
  admins: '/api/auth/superadmin/admins/count',
  staff: '/api/auth/superadmin/staff/count',
  students: '/api/auth/superadmin/students/count',
} as const;

type Values<T> = T[keyof T];
/** A count call: one of the tiles' paths. */
export type CountPath = Values<ReturnType<typeof libraryCountPaths>> | Values<typeof PLATFORM_COUNT_PATHS>;
