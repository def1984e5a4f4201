import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database, Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Keys ready for a database distributed by library (Citus, DECISIONS "Keys carry the tenant"): a
 * tenant table is any table with an admin_id column, read from the catalog, and admins is their
 * root (distributed by its own id). Only the tables below are not distributed, each with why.
 */
const notDistributed: Record<string, string> = {
  account_emails:
    'directory (reference): an email is unique per role across libraries; sign-in finds its library here',
  join_codes: 'directory (reference): a join code names one library across the platform',
  public_slugs: "directory (reference): a public page's slug names one library across the platform",
  receipt_share_tokens: "directory (reference): a shared receipt's public link names no library",
  sessions: 'directory (local): found by token before the library is known; a superadmin session has none',
  audit_log:
    "platform trail (local): a superadmin's or failed sign-in's rows have no library, and rows outlive theirs",
};

interface Key {
  tbl: string;
  name: string;
  kind: 'p' | 'u' | 'x' | 'f' | 'i';
  cols: string[];
  parent: string | null;
  parent_cols: string[] | null;
}

/** Every primary key, unique, exclusion and foreign key constraint and unique index of `tables`. */
async function keysOf(db: Db, tables: string[]): Promise<Key[]> {
  const names = (rel: ReturnType<typeof sql>, nums: ReturnType<typeof sql>) =>
    sql`array(select a.attname::text from unnest(${nums}) with ordinality k(n, o)
      join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n order by k.o)`;
  const result = await db.execute(sql`
    select c.conrelid::regclass::text as tbl, c.conname as name, c.contype as kind,
      ${names(sql`c.conrelid`, sql`c.conkey`)} as cols,
      c.confrelid::regclass::text as parent,
      case when c.contype = 'f' then ${names(sql`c.confrelid`, sql`c.confkey`)} end as parent_cols
    from pg_constraint c
    where c.contype in ('p', 'u', 'x', 'f') and c.conrelid::regclass::text in ${tables}
    union all
    select i.indrelid::regclass::text, i.indexrelid::regclass::text, 'i',
      ${names(sql`i.indrelid`, sql`(i.indkey::int2[])[0:i.indnkeyatts - 1]`)}, null, null
    from pg_index i
    where i.indisunique and i.indrelid::regclass::text in ${tables}
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`);
  return rowsOf<Key>(result).map((k) => ({ ...k, parent: k.kind === 'f' ? k.parent : null }));
}

/** Tables of the public schema with an admin_id column (a partitioned table once, not its partitions). */
async function tablesWithAdminId(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c
    where c.relnamespace = 'public'::regnamespace and (c.relkind = 'p' or (c.relkind = 'r' and not c.relispartition))
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'admin_id' and not a.attisdropped)
    order by 1`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/**
 * Each key of a distributed table that Citus could not enforce or create: a primary key, unique
 * or exclusion without the distribution column; a foreign key to another distributed table that
 * does not pair the two (admin_id -> admins.id or admin_id -> admin_id); any foreign key from a
 * table not distributed to a distributed one.
 */
async function tenantKeyViolations(db: Db, exempt: Record<string, string>): Promise<string[]> {
  const withAdminId = await tablesWithAdminId(db);
  const tenantColumn = new Map<string, string>([['admins', 'id']]);
  for (const t of withAdminId) if (!(t in exempt)) tenantColumn.set(t, 'admin_id');
  const problems: string[] = [];
  for (const key of await keysOf(db, [...tenantColumn.keys(), ...Object.keys(exempt)])) {
    const own = tenantColumn.get(key.tbl);
    const parentColumn = key.parent ? tenantColumn.get(key.parent) : undefined;
    if (key.kind === 'f') {
      if (!parentColumn) continue; // a reference to a table not distributed (Citus allows it)
      const pairs = (key.cols ?? []).map((c, i) => `${c}=${key.parent_cols?.[i]}`);
      if (!own) problems.push(`${key.tbl}.${key.name}: a table not distributed references ${key.parent}`);
      else if (!pairs.includes(`${own}=${parentColumn}`))
        problems.push(
          `${key.tbl}.${key.name}: (${key.cols}) -> ${key.parent}(${key.parent_cols}) without ${own}`,
        );
    } else if (own && !key.cols.includes(own)) {
      problems.push(`${key.tbl}.${key.name}: (${key.cols}) without ${own}`);
    }
  }
  return problems.sort();
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('keys ready for a database distributed by library', () => {
  it("every tenant table's primary key, uniques, exclusions and foreign keys carry admin_id", async () => {
    const tenant = (await tablesWithAdminId(database.db)).filter((t) => !(t in notDistributed));
    // The catalog is read, not a list: a new table with admin_id is checked without a word here.
    expect(tenant).toEqual(expect.arrayContaining(['students', 'ledger_entries', 'holds', 'attendance']));
    expect(tenant.length).toBeGreaterThan(20);
    expect(await tenantKeyViolations(database.db, notDistributed)).toEqual([]);
  });

  it('the tables left undistributed exist and have an admin_id (no stale entry)', async () => {
    const withAdminId = await tablesWithAdminId(database.db);
    expect(Object.keys(notDistributed).filter((t) => !withAdminId.includes(t))).toEqual([]);
  });

  it('fails on a key without admin_id, and on a reference from a table left undistributed', async () => {
    const { db } = database;
    await db.execute(sql`create table keys_probe (
      id integer primary key,
      admin_id integer not null references admins (id),
      owner_id integer references admins (id),
      email text unique,
      span int4range,
      constraint keys_probe_span_excl exclude using gist (span with &&))`);
    await db.execute(sql`create unique index keys_probe_owner_uq on keys_probe (owner_id)`);
    await db.execute(sql`create unique index keys_probe_tenant_owner_uq on keys_probe (admin_id, owner_id)`);
    await db.execute(sql`create table keys_probe_directory (
      code text primary key,
      admin_id integer not null references admins (id))`);
    try {
      expect(await tenantKeyViolations(db, { ...notDistributed, keys_probe_directory: 'a probe' })).toEqual([
        'keys_probe.keys_probe_email_key: (email) without admin_id',
        'keys_probe.keys_probe_owner_id_fkey: (owner_id) -> admins(id) without admin_id',
        'keys_probe.keys_probe_owner_uq: (owner_id) without admin_id',
        'keys_probe.keys_probe_pkey: (id) without admin_id',
        'keys_probe.keys_probe_span_excl: (span) without admin_id',
        'keys_probe_directory.keys_probe_directory_admin_id_fkey: a table not distributed references admins',
      ]);
    } finally {
      await db.execute(sql`drop table keys_probe_directory, keys_probe`);
    }
  });
});
