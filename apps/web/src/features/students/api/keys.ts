/**
 * Query keys of the students domain. Everything derived from students starts with 'students'
 * (common/student-options.ts uses ['students', 'options']), so `studentKeys.all` refreshes it all.
 */
export const studentKeys = {
  all: ['students'] as const,
  list: () => [...studentKeys.all, 'list'] as const,
  record: (id: string | number) => [...studentKeys.all, 'record', String(id)] as const,
  details: (id: string | number) => [...studentKeys.all, 'details', String(id)] as const,
};

/** The dashboards' count tiles (dashboard/stat-card.tsx) count students too. */
export const countKeys = ['count'] as const;
