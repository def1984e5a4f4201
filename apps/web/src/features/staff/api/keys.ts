/** Query keys of the staff domain. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (adminEmail: string) => [...staffKeys.all, 'list', adminEmail] as const,
};
