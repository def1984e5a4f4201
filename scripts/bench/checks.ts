import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import type { FloorCall } from './trace.ts';

const BIG_TABLES = [
  'students',
  'attendance',
  'ledger_entries',
  'receipts',
  'holds',
  'seat_history',
  'payments',
  'invoices',
  'book_issues',
  'checkins',
  'audit_log',
  'seat_plans',
  'staff',
  'places',
];

export interface PlanCheck {
  name: string;
  ms: number;
  seqScans: string[];
}

/** EXPLAIN ANALYZE of the statements behind the benchmarked calls: time, and any whole-table scan of a big table. */
export async function explainAll(
  db: Db,
  statements: Array<{ name: string; statement: SQL; seqScanIntended?: boolean }>,
): Promise<PlanCheck[]> {
  const out: PlanCheck[] = [];
  for (const { name, statement, seqScanIntended } of statements) {
    const plan = rowsOf(await db.execute(sql`explain (analyze, format text) ${statement}`))
      .map((r) => String(Object.values(r)[0]))
      .join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    out.push({ name, ms, seqScans: seqScanIntended ? [] : seqScansIn(plan) });
  }
  return out;
}

/** The big tables a plan reads whole; a partition of one (attendance_3, 0023) is a big table too. */
const seqScansIn = (plan: string) =>
  BIG_TABLES.filter((t) => new RegExp(`Seq Scan on ${t}(_\\d+)?\\b`).test(plan));

/** Seconds a delete (cascading to its history) takes, committed. */
export async function timeDelete(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}

/**
 * Megabytes of write-ahead log `run` made the server write (null where it cannot tell): the first
 * change of a page after a checkpoint writes the whole page, so a delete of rows lying one to a
 * page writes about a page per row.
 */
export async function walWritten(db: Db, run: () => Promise<unknown>): Promise<number | null> {
  const position = async () => {
    try {
      const [row] = rowsOf<{ lsn: string }>(await db.execute(sql`select pg_current_wal_lsn()::text as lsn`));
      return row?.lsn ?? null;
    } catch {
      return null;
    }
  };
  const before = await position();
  await run();
  const after = await position();
  if (!before || !after) return null;
  const [row] = rowsOf<{ bytes: string }>(
    await db.execute(sql`select pg_wal_lsn_diff(${after}::pg_lsn, ${before}::pg_lsn)::text as bytes`),
  );
  return Number(row?.bytes ?? 0) / 1_048_576;
}

/**
 * Statements the app runs per request, from PostgreSQL's own transaction counter for the
 * database (every statement outside a transaction commits once).
 */
export async function statementsPerRequest(
  db: Db,
  request: () => Promise<unknown>,
  n = 200,
): Promise<number> {
  const commits = async () => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const [row] = rowsOf<{ n: string }>(
      await db.execute(
        sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`,
      ),
    );
    return Number(row?.n ?? 0);
  };
  const before = await commits();
  for (let i = 0; i < n; i++) await request();
  const after = await commits();
  // The two counter reads are transactions too.
  return (after - before - 1) / n;
}

/**
 * A platform list's count to its cap reads any N rows of the whole table: `count(*) from (select
 * "id" from t limit $n)` with no condition, where a scan that stops at the cap is the intended plan.
 */
const countToCap = (text: string) =>
  /^select count\(\*\) from \(select "id" from "\w+" limit \$\d+\) "matching"$/.test(text.trim());

/**
 * EXPLAIN ANALYZE of the very statements the app sent for the benchmarked calls (recorded, with
 * their parameters): time, and any whole-table scan of a big table. Each distinct text once.
 */
export async function explainRecorded(
  query: (text: string, values: unknown[]) => Promise<Array<Record<string, unknown>>>,
  calls: FloorCall[],
): Promise<PlanCheck[]> {
  const out: PlanCheck[] = [];
  const seen = new Set<string>();
  for (const call of calls) {
    for (const [k, statement] of call.statements.entries()) {
      if (seen.has(statement.text) || !/^\s*(select|with)\b/i.test(statement.text)) continue;
      seen.add(statement.text);
      const name = `${call.name}: statement ${k + 1}${statement.name ? ` (${statement.name})` : ''}`;
      try {
        const rows = await query(`explain (analyze, format text) ${statement.text}`, statement.values);
        const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
        out.push({ name, ms, seqScans: countToCap(statement.text) ? [] : seqScansIn(plan) });
      } catch (err) {
        out.push({
          name: `${name}: not explained (${err instanceof Error ? err.message : String(err)})`,
          ms: Number.NaN,
          seqScans: [],
        });
      }
    }
  }
  return out;
}
