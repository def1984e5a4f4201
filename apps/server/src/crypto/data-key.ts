import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key file created in DATA_DIR on first start when DATA_KEY is not set. */
export const DATA_KEY_FILE = 'data.key';

/** 32 bytes written as 64 hex digits or as base64. */
export function decodeDataKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * The key that seals personal data at rest: `DATA_KEY` when set, otherwise `DATA_DIR/data.key`,
 * created (owner-only) on first start. Losing it loses every sealed Aadhaar number: back it up
 * with the database.
 */
export function loadDataKey(dataKey: string | undefined, dataDir: string): Buffer {
  const found = findDataKey(dataKey, dataDir);
  if (found) return found;
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(dataKeyFile(dataDir), `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** The configured key (`DATA_KEY`, or an existing `DATA_DIR/data.key`), or null: this one creates none. */
export function findDataKey(dataKey: string | undefined, dataDir: string): Buffer | null {
  if (dataKey) {
    const key = decodeDataKey(dataKey);
    if (!key) throw new Error('DATA_KEY must be 32 bytes, as 64 hex digits or base64');
    return key;
  }
  const file = dataKeyFile(dataDir);
  if (!existsSync(file)) return null;
  chmodSync(file, 0o600);
  const key = decodeDataKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
  return key;
}

const dataKeyFile = (dataDir: string) => path.join(dataDir, DATA_KEY_FILE);
