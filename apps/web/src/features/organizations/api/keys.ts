import { platformKeys } from '../../platform/api/keys.ts';

/** Query keys of the organizations, under the platform's prefix. */
export const organizationKeys = {
  list: () => [...platformKeys.all, 'organizations'] as const,
};
