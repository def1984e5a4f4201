/** Query keys of the public page's settings and the leads it brings in. */
export const publicPageKeys = {
  all: ['public-page'] as const,
  settings: () => [...publicPageKeys.all, 'settings'] as const,
  leads: () => [...publicPageKeys.all, 'leads'] as const,
};
