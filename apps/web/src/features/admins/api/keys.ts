import { platformKeys } from '../../platform/api/keys.ts';

/** Query keys of the library owners' accounts, under the platform's prefix. */
export const adminKeys = {
  list: () => [...platformKeys.all, 'admins'] as const,
};
