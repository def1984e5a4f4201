/**
 * Query keys of the dashboards. The count tiles keep the word 'count' (students/api/keys.ts
 * refreshes it when a student is added or removed).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  cockpit: () => [...dashboardKeys.all, 'cockpit'] as const,
  staffHome: () => [...dashboardKeys.all, 'staff-home'] as const,
  studentHome: () => [...dashboardKeys.all, 'student-home'] as const,
  libraryActivity: () => [...dashboardKeys.all, 'library-activity'] as const,
  count: (path: string) => ['count', path] as const,
};
