import { createHmac } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { dataKeyFingerprint, students } from '../db/schema/index.ts';
import { AadhaarVault } from './aadhaar-vault.ts';
import { findDataKey, loadDataKey } from './data-key.ts';

/** A data key that is not the one that sealed the database: its message is one line for the operator. */
export class DataKeyError extends Error {}

/** HMAC-SHA-256 of a fixed label under the key: tells keys apart, and gives nothing of the key away. */
const fingerprintOf = (key: Buffer) =>
  createHmac('sha256', key).update('studydesk data key fingerprint').digest('hex');

/**
 * Whether `key` (null: none configured) is the one that sealed this database: by the recorded
 * fingerprint, or, before one is recorded (a database older than 0034), by opening a sealed
 * Aadhaar number. 'unsealed': nothing recorded and nothing sealed, so any key will do.
 */
export async function compareDataKey(db: Db, key: Buffer | null): Promise<'same' | 'other' | 'unsealed'> {
  const [recorded] = await db
    .select({ fingerprint: dataKeyFingerprint.fingerprint })
    .from(dataKeyFingerprint);
  if (recorded) return key && recorded.fingerprint === fingerprintOf(key) ? 'same' : 'other';
  const [sealed] = await db
    .select({ aadhaar: students.aadhaar })
    .from(students)
    .where(like(students.aadhaar, 'v1.%'))
    .limit(1);
  if (!sealed) return 'unsealed';
  if (!key) return 'other';
  try {
    new AadhaarVault(key).reveal(sealed.aadhaar);
    return 'same';
  } catch {
    return 'other';
  }
}

/**
 * At start: refuses (DataKeyError) a data key other than the one that sealed the database, and
 * records the key's fingerprint when none is. Generates `DATA_DIR/data.key` only for a database
 * no key has sealed. Two instances starting together insert if absent, then both compare, so
 * the one whose key lost refuses. Returns the key.
 */
export async function claimDataKey(db: Db, config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  const refusal = new DataKeyError(
    config.DATA_KEY
      ? 'This database was sealed with another data key: set DATA_KEY to the key of the instance that created it (its DATA_KEY, or its DATA_DIR/data.key).'
      : `This database was sealed with another data key: copy DATA_DIR/data.key from the instance that created it into ${config.DATA_DIR} (or set DATA_KEY to that key).`,
  );
  const configured = findDataKey(config.DATA_KEY, config.DATA_DIR);
  if ((await compareDataKey(db, configured)) === 'other') throw refusal;
  const key = configured ?? loadDataKey(config.DATA_KEY, config.DATA_DIR);
  const fingerprint = fingerprintOf(key);
  await db.insert(dataKeyFingerprint).values({ fingerprint }).onConflictDoNothing();
  const [recorded] = await db
    .select({ fingerprint: dataKeyFingerprint.fingerprint })
    .from(dataKeyFingerprint);
  if (recorded?.fingerprint !== fingerprint) throw refusal;
  return key;
}

/** The line a restore refuses with when the target's key did not seal the backup (nothing is restored). */
export const RESTORE_KEY_REFUSAL =
  'The backup was sealed with another data key: set DATA_KEY, or copy data.key into DATA_DIR, from the instance that made the backup, then restore again; nothing was restored.';
