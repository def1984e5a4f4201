/** Query keys of the platform domain; a prefix refreshes everything under it. */
export const platformKeys = {
  all: ['platform'] as const,
  organizations: () => [...platformKeys.all, 'organizations'] as const,
  institutes: (scope = 'all') => [...platformKeys.all, 'institutes', scope] as const,
  admins: () => [...platformKeys.all, 'admins'] as const,
  superadmins: () => [...platformKeys.all, 'superadmins'] as const,
  loginStatus: () => [...platformKeys.all, 'login-status'] as const,
  activityActions: () => [...platformKeys.all, 'activity-actions'] as const,
};
