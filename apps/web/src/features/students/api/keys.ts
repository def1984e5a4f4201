/**
 * Query keys of the students domain. Everything derived from students starts with 'students'
 * (the ID cards' lists too), so `studentKeys.all` refreshes it all.
 */
export const studentKeys = {
  all: ['students'] as const,
  list: () => [...studentKeys.all, 'list'] as const,
  record: (id: string | number) => [...studentKeys.all, 'record', String(id)] as const,
  details: (id: string | number) => [...studentKeys.all, 'details', String(id)] as const,
  /** The students as Select options: the newest, or those matching a search, best first. */
  options: (q = '') => [...studentKeys.all, 'options', q] as const,
};
