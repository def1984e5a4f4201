import { studentKeys } from '../../students/api/keys.ts';

/**
 * Query keys of the ID cards screens. They read students, so they live under the students
 * domain's prefix: a change to a student refreshes them too.
 */
export const idCardKeys = {
  all: [...studentKeys.all, 'id-cards'] as const,
  list: (q: string) => [...idCardKeys.all, 'list', q] as const,
  card: (id: number) => [...idCardKeys.all, 'card', id] as const,
};
