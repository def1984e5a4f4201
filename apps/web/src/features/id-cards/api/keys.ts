/**
 * Query keys of the ID cards screens. They read students, so they live under the students
 * domain's prefix ('students'): a change to a student refreshes them too.
 */
export const idCardKeys = {
  all: ['students', 'id-cards'] as const,
  list: (q: string) => [...idCardKeys.all, 'list', q] as const,
  card: (id: number) => [...idCardKeys.all, 'card', id] as const,
};
