import type { MessageKey } from './keys.ts';

/**
 * The server answers in English. The messages people meet most on the sign-in pages are shown in
 * the language chosen: each English text here is exactly the server's (catalogs.test.ts checks it
 * against the English dictionary). Any other message is shown as the server wrote it.
 */
export const SERVER_TEXTS: Record<string, MessageKey> = {
  'Invalid email or password': 'server.invalidCredentials',
  'Login is currently disabled by the platform administrator. Please try again later.':
    'server.loginDisabled',
  'Invalid institute join code. Ask your library for the right code.': 'server.badJoinCode',
  'A student with this email is already registered.': 'server.studentEmailTaken',
  'Email or current password is incorrect.': 'server.wrongCurrentPassword',
  'This password is too common. Choose a less guessable one.': 'server.commonPassword',
  'Password must be at least 8 characters': 'server.shortPassword',
  'This link does not work any more. Ask your library to send you a new one.': 'server.inviteRefused',
};
