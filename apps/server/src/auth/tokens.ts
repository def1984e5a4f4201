import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, url-safe. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a stolen database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
