/**
 * Query keys of the dashboards. The count tiles sit under `counts` (a student added or removed
 * refreshes them).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  cockpit: () => [...dashboardKeys.all, 'cockpit'] as const,
  staffHome: () => [...dashboardKeys.all, 'staff-home'] as const,
  digest: () => [...dashboardKeys.all, 'digest'] as const,
  studentHome: () => [...dashboardKeys.all, 'student-home'] as const,
  libraryActivity: () => [...dashboardKeys.all, 'library-activity'] as const,
  counts: ['count'] as const,
  count: (path: string) => [...dashboardKeys.counts, path] as const,
};
