/** Answers shared by the access plugin and the sign-in service. */
export const LOGIN_DISABLED_MESSAGE =
  'Login is currently disabled by the platform administrator. Please try again later.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'You must change your temporary password before continuing.';
