import { platformKeys } from '../../platform/api/keys.ts';

/** Query keys of the super admins' accounts, under the platform's prefix. */
export const superadminKeys = {
  list: () => [...platformKeys.all, 'superadmins'] as const,
};
