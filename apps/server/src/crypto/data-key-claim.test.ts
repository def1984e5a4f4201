import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase } from '../test/database.ts';
import { buildStudent, TEST_DATA_KEY } from '../test/factories.ts';
import { claimDataKey, DataKeyError } from './data-key-claim.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studydesk-claim-'));
  dirs.push(dir);
  return dir;
};
// One database for the file (a fresh one per test is slow on PGlite); each test starts with no
// fingerprint recorded and no Aadhaar sealed.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.execute(sql`delete from data_key_fingerprint`);
  await database.db.execute(sql`delete from students`);
});
afterAll(async () => {
  await database?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const otherKey = 'b2'.repeat(32);
const recorded = async (db: Database['db']) =>
  rowsOf<{ fingerprint: string }>(await db.execute(sql`select fingerprint from data_key_fingerprint`));
const refusal =
  /^This database was sealed with another data key: (?=.*DATA_KEY)(?=.*data\.key).*the instance that created it/;

describe('the data key belongs to the database', () => {
  it('records the first key by its fingerprint; the same key passes again, another is refused', async () => {
    const db = database.db;
    const first = freshDir();
    await claimDataKey(db, { DATA_DIR: first });
    const keyHex = readFileSync(path.join(first, 'data.key'), 'utf8').trim();
    const rows = await recorded(db);
    expect(rows).toHaveLength(1);
    // A fingerprint, never the key.
    expect(rows[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.fingerprint).not.toBe(keyHex);
    expect(rows[0]?.fingerprint).not.toContain(keyHex.slice(0, 16));

    await claimDataKey(db, { DATA_DIR: first });
    await claimDataKey(db, { DATA_KEY: keyHex, DATA_DIR: freshDir() });
    await claimDataKey(db, { DATA_KEY: Buffer.from(keyHex, 'hex').toString('base64'), DATA_DIR: freshDir() });

    // Another data directory, whose own key would be generated: refused, and no key file left behind.
    const second = freshDir();
    const error = await claimDataKey(db, { DATA_DIR: second }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataKeyError);
    expect((error as Error).message).toMatch(refusal);
    expect((error as Error).message).not.toContain('\n');
    expect(existsSync(path.join(second, 'data.key'))).toBe(false);

    await expect(claimDataKey(db, { DATA_KEY: otherKey, DATA_DIR: first })).rejects.toThrow(refusal);
    expect(await recorded(db)).toEqual(rows);
  });

  it('two instances starting together with different keys: one records its key, the other is refused', async () => {
    const db = database.db;
    const outcomes = await Promise.allSettled([
      claimDataKey(db, { DATA_KEY: TEST_DATA_KEY, DATA_DIR: freshDir() }),
      claimDataKey(db, { DATA_KEY: otherKey, DATA_DIR: freshDir() }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(((refused[0] as PromiseRejectedResult).reason as Error).message).toMatch(refusal);
    expect(await recorded(db)).toHaveLength(1);
  });

  it('a database sealed before fingerprints existed records only the key that opens its Aadhaar numbers', async () => {
    const db = database.db;
    await buildStudent(db);
    await expect(claimDataKey(db, { DATA_KEY: otherKey, DATA_DIR: freshDir() })).rejects.toThrow(refusal);
    const keyless = freshDir();
    await expect(claimDataKey(db, { DATA_DIR: keyless })).rejects.toThrow(refusal);
    expect(existsSync(path.join(keyless, 'data.key'))).toBe(false);
    expect(await recorded(db)).toEqual([]);

    await claimDataKey(db, { DATA_KEY: TEST_DATA_KEY, DATA_DIR: freshDir() });
    expect(await recorded(db)).toHaveLength(1);
    await expect(claimDataKey(db, { DATA_KEY: otherKey, DATA_DIR: freshDir() })).rejects.toThrow(refusal);
  });
});
