/** The superadmin the e2e server is started with. */
export const SUPERADMIN = { email: 'root@studydesk.test', password: 'Platform-Owner-2026!' } as const;

/** Password used for every account the tests create. */
export const PASSWORD = 'Reading-Room-2026';
