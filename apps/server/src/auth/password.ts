import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { badRequest } from '../errors/http-errors.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// OWASP's argon2id baseline: m=19 MiB, t=2, p=1. (Algorithm is an ambient const enum; 2 = Argon2id.)
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same as a real one (no user enumeration by timing). */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(generateTemporaryPassword());
  return dummyHash.then((h) => verifyPassword(h, password));
}

/** Length bounds live in the contract; this adds the server-only rule against common passwords. */
export function assertAcceptablePassword(password: string): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw badRequest('This password is too common. Choose a less guessable one.', {
      issues: [{ field: 'password', message: 'This password is too common' }],
    });
  }
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Random temporary password (16 characters, ~93 bits), unambiguous characters only. */
export function generateTemporaryPassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
