import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../rows.ts';

/**
 * Tables the database keeps from others by triggers, not archived: `student_balances` from
 * `ledger_entries` (migration 0020). A restore loads their sources with those triggers off (the
 * balance's sums one student per inserted row, 67 µs each) and then builds them in one pass each.
 * `cockpit_history` (0061) is a cache: left empty, the first open after a restore computes it.
 */
export const keptTables = [
  {
    table: 'student_balances',
    triggers: [{ source: 'ledger_entries', name: 'ledger_entries_keep_balance' }],
    build: sql`insert into student_balances (student_id, admin_id, balance_paise, owed_since)
      select student_id, admin_id, balance_paise, owed_since from ledger_balances`,
  },
  {
    table: 'cockpit_history',
    triggers: ['receipts', 'holds', 'students', 'seat_plans', 'locker_plans', 'places', 'shifts'].map(
      (source) => ({ source, name: `${source}_cockpit_stale` }),
    ),
    build: null,
  },
] as const;
export const [studentBalancesKept] = keptTables;
export const keptByDatabase = (table: string) => keptTables.some((k) => k.table === table);

/**
 * References a trigger checks on insert instead of a foreign key (one a library's delete would
 * probe per row): a ledger row's receipt (0027). Restored after what they name, as a key's are.
 */
const referencesCheckedOnInsert = [{ child: 'ledger_entries', parent: 'receipts' }];

export interface TableInfo {
  name: string;
  /** The primary key's columns, in order: the table is read in pages by the whole key (0037 made most of two). */
  key: string[];
  /** Columns generated as identity: restored as they were, then their sequences moved past them. */
  identity: string[];
  /** The columns a restore writes: all but generated ones (none today), which PostgreSQL computes. */
  columns: string[];
}

/**
 * Every table of the public schema with its key, in an order where a table comes after the
 * tables it references (so rows can be inserted with foreign keys checked). A partitioned table
 * (attendance, 0023; ledger_entries, 0027) is one table: it is read and written whole, its partitions never by name.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const tables = rowsOf<{ name: string; key: string[]; identity: string[] | null; columns: string[] }>(
    await db.execute(sql`
      select c.relname as name,
        (select array_agg(a.attname::text order by k.n) from pg_index i
          cross join unnest(i.indkey::int2[]) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as key,
        (select array_agg(a.attname::text) from pg_attribute a
          where a.attrelid = c.oid and a.attidentity <> '' and not a.attisdropped) as identity,
        (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and a.attgenerated = '' and not a.attisdropped) as columns
      from pg_class c
      where c.relnamespace = 'public'::regnamespace
        and (c.relkind = 'p' or (c.relkind = 'r' and not c.relispartition))
      order by c.relname`),
  );
  const edges = [
    ...rowsOf<{ child: string; parent: string }>(
      await db.execute(sql`
        select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`),
    ),
    ...referencesCheckedOnInsert,
  ];
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = tables.map((t) => ({ ...t, identity: t.identity ?? [] }));
  while (pending.length) {
    const ready = pending.findIndex((t) =>
      edges.every((e) => e.child !== t.name || e.parent === t.name || placed.has(e.parent)),
    );
    if (ready < 0) throw new Error('Foreign keys form a cycle; cannot order the tables');
    const [table] = pending.splice(ready, 1);
    if (!table) break;
    ordered.push(table);
    placed.add(table.name);
  }
  return ordered;
}

/** Names of the migrations applied to a database, in order (its schema version). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`),
  );
  return rows.map((r) => r.hash);
}
