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

/** A server message's key in the dictionaries, with the parts the server filled in. */
export interface ServerText {
  key: MessageKey;
  values: Record<string, string>;
}

const exact = new Map<string, MessageKey>(Object.entries(SERVER_TEXTS));
const patterns: Array<{ pattern: RegExp; names: string[]; key: MessageKey }> = [];

/**
 * Adds messages met once signed in (the portal adds them, so the sign-in pages do not carry them).
 * A `{name}` in the English text matches whatever the server put there.
 */
export function addServerTexts(texts: Record<string, MessageKey>) {
  for (const [text, key] of Object.entries(texts)) {
    if (!text.includes('{')) {
      exact.set(text, key);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (!name) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.*?)';
      })
      .join('');
    patterns.push({ pattern: new RegExp(`^${source}$`), names, key });
  }
}

/** The key of a server message the app knows, or null (it is then shown as the server wrote it). */
export function serverText(message: string): ServerText | null {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const { pattern, names, key } of patterns) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return null;
}
