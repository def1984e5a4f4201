import { platformKeys } from '../../platform/api/keys.ts';

/** Query keys of the institutes, under the platform's prefix ('all', or one owner's email). */
export const instituteKeys = {
  all: () => [...platformKeys.all, 'institutes'] as const,
  list: (scope = 'all') => [...instituteKeys.all(), scope] as const,
  /** The signed-in library's own institutes. */
  mine: () => [...instituteKeys.all(), 'mine'] as const,
};
