/** The platform's libraries with their size, money this month and owner's last sign-in, paged (PagedTable). */
export const LIBRARY_ACTIVITY_PATH = '/api/superadmin/libraries/activity';
