/**
 * Query keys of the platform domain; a prefix refreshes everything under it. The platform's other
 * features (admins, institutes, organizations, superadmins) keep their keys under `all`, so deleting
 * a library refreshes every list the platform shows.
 */
export const platformKeys = {
  all: ['platform'] as const,
  loginStatus: () => [...platformKeys.all, 'login-status'] as const,
  activityActions: () => [...platformKeys.all, 'activity-actions'] as const,
  jobQueues: () => [...platformKeys.all, 'jobs', 'queues'] as const,
  jobFailures: () => [...platformKeys.all, 'jobs', 'failures'] as const,
};
