import { sql } from 'drizzle-orm';
import { studentBalancesKept } from '../../apps/server/src/db/backup/catalog.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { FIRST_NAMES, LAST_NAMES } from '../indian-names.ts';

export interface SeedSize {
  libraries: number;
  studentsPerLibrary: number;
}

const COURSES = ['UPSC CSE', 'SSC CGL', 'NEET', 'JEE Main', 'CA Foundation', 'Bank PO'];

const textArray = (items: string[]) => sql.raw(`array[${items.map((i) => `'${i}'`).join(',')}]`);

/**
 * One step per table, each a single set-based INSERT ... SELECT over generate_series.
 * To seed a table added later, append a step: `{ table, rows: sql\`insert ... select ...\` }`.
 */
export function seedSteps(size: SeedSize, passwordHash: string, after = 0) {
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const courses = textArray(COURSES);
  const perLibrary = size.studentsPerLibrary;
  // A student's number within its library (1..perLibrary), from its STU-0001 id.
  const local = sql.raw('substr(s.student_id, 5)::int');
  const daysAgo = (max: number) => sql.raw(`(random() * ${max})::int`);
  // Growing a seeded database (--growth): only the libraries after the last one there.
  const newA = sql.raw(`a.id > ${after}`);
  const newS = sql.raw(`s.admin_id > ${after}`);
  const isNew = sql.raw(`admin_id > ${after}`);
  return [
    {
      table: 'admins',
      rows: sql`insert into admins (name, email, password_hash, join_code, total_seats, total_lockers, student_seq)
        select 'Library ' || g, 'owner' || g || '@bench.studydesk.in', ${passwordHash}, 'BENCH' || g,
          ${perLibrary}, ${Math.ceil(perLibrary / 5)}, ${perLibrary}
        from generate_series(${sql.raw(String(after + 1))}, ${sql.raw(String(after + size.libraries))}) g`,
    },
    {
      table: 'staff',
      rows: sql`insert into staff (admin_id, name, email, password_hash, phone)
        select a.id, (${first})[1 + (a.id + k) % 20] || ' ' || (${last})[1 + (a.id * 7 + k) % 20],
          'staff' || k || '.' || a.id || '@bench.studydesk.in', ${passwordHash}, '98' || lpad((a.id * 10 + k)::text, 8, '0')
        from admins a cross join generate_series(1, 2) k where ${newA}`,
    },
    {
      table: 'students',
      rows: sql`insert into students (admin_id, student_id, name, email, password_hash, phone, course, address, father_name, created_at)
        select a.id, 'STU-' || lpad(i::text, 4, '0'),
          (${first})[1 + (a.id * 31 + i) % 20] || ' ' || (${last})[1 + (a.id + i * 7) % 20],
          'student' || i || '.' || a.id || '@bench.studydesk.in', ${passwordHash},
          -- Mobile numbers spread like real ones (a multiplicative hash), not 9000000001, 9000000002...,
          -- whose shared digits would make every number search match a fifth of the platform.
          '9' || lpad(((a.id::bigint * 100003 + i) * 2654435761 % 1000000000)::text, 9, '0'), (${courses})[1 + i % 6], i || ', MG Road, Pune',
          (${last})[1 + (a.id + i * 7) % 20] || ' Senior', now() - make_interval(days => ${daysAgo(365)})
        from admins a cross join generate_series(1, ${perLibrary}) i where ${newA}`,
    },
    {
      // The directory (0037): every account's email, and each library's join code.
      table: 'account_emails',
      rows: sql`insert into account_emails (role, email, admin_id, user_id)
        select 'admin', email, id, id from admins where id > ${after}
        union all select 'staff', email, admin_id, id from staff where ${isNew}
        union all select 'student', email, admin_id, id from students where ${isNew}`,
    },
    {
      table: 'join_codes',
      rows: sql`insert into join_codes (code, admin_id) select join_code, id from admins where id > ${after}`,
    },
    {
      table: 'shifts',
      rows: sql`insert into shifts (admin_id, name, start_time, end_time, duration_minutes)
        select a.id, (array['Morning', 'Afternoon', 'Evening'])[k + 1], make_time(6 + k * 5, 0, 0),
          make_time(11 + k * 5, 0, 0), 300
        from admins a cross join generate_series(0, 2) k where ${newA}`,
    },
    {
      table: 'seats',
      rows: sql`insert into seats (admin_id, seat_number, shift_start, shift_end)
        select a.id, 'S-' || i, '06:00', '21:00' from admins a cross join generate_series(1, ${perLibrary}) i where ${newA}`,
    },
    {
      table: 'places',
      rows: sql`insert into places (admin_id, kind, label)
        select a.id, 'seat', 'S-' || i from admins a cross join generate_series(1, ${perLibrary}) i where ${newA}
        union all
        select a.id, 'locker', 'L-' || i from admins a cross join generate_series(1, ${Math.ceil(perLibrary / 5)}) i where ${newA}`,
    },
    {
      table: 'seat_plans',
      rows: sql`insert into seat_plans (admin_id, seat_number, place_id, duration, price_paise, student_id, starts_on, ends_on, start_minute, end_minute)
        select s.admin_id, p.label, p.id, '30 days', 120000, s.id, current_date - 10, current_date + 19, 360, 1260
        from students s join places p on p.admin_id = s.admin_id and p.kind = 'seat' and p.label = 'S-' || ${local}
        where ${newS}`,
    },
    {
      table: 'locker_plans',
      rows: sql`insert into locker_plans (admin_id, name, locker_number, place_id, price_paise, student_id, starts_on, ends_on)
        select s.admin_id, 'Locker', p.label, p.id, 30000, s.id, current_date - 10, current_date + 19
        from students s join places p on p.admin_id = s.admin_id and p.kind = 'locker' and p.label = 'L-' || (${local} / 5)
        where ${local} % 5 = 0 and ${newS}`,
    },
    {
      table: 'holds',
      rows: sql`insert into holds (admin_id, place_id, seat_plan_id, locker_plan_id, student_id, days, minutes)
        select admin_id, place_id, id, null, student_id, daterange(starts_on, ends_on, '[]'), int4range(start_minute, end_minute)
        from seat_plans where ${isNew}
        union all
        select admin_id, place_id, null, id, student_id, daterange(starts_on, ends_on, '[]'), int4range(0, 1440)
        from locker_plans where ${isNew}`,
    },
    {
      table: 'receipts',
      rows: sql`insert into receipts (admin_id, number, student_id, customer_name, amount_paise, method, paid_on,
          collected_by_role, collected_by_id, collected_by_name, share_token, created_at)
        select s.admin_id, row_number() over (partition by s.admin_id order by s.id, k), s.id, s.name, 120000,
          case when k % 2 = 0 then 'cash' else 'upi' end, current_date - 30 * k, 'admin', s.admin_id, 'Owner',
          md5(s.id || '-' || k), now() - make_interval(days => 30 * k)
        from students s cross join generate_series(0, 5) k where ${newS}`,
    },
    {
      table: 'receipt_share_tokens',
      rows: sql`insert into receipt_share_tokens (share_token, admin_id, receipt_id)
        select share_token, admin_id, id from receipts where ${isNew}`,
    },
    {
      table: 'ledger_entries',
      rows: sql`insert into ledger_entries (admin_id, student_id, entry_type, charge_kind, method, amount_paise, entry_date, created_at)
        select s.admin_id, s.id, 'charge', 'seat', null, 120000, current_date - 30 * k, now() - make_interval(days => 30 * k)
        from students s cross join generate_series(0, 11) k where ${newS}
        union all
        select s.admin_id, s.id, 'payment', null, 'cash', 120000, current_date - 30 * k, now() - make_interval(days => 30 * k)
        from students s cross join generate_series(1, 11) k where (${local} % 3 <> 0 or k > 1) and ${newS}`,
    },
    {
      // Kept by a trigger on every insert into the ledger (migration 0020), which the replica
      // role turns off here: summed from the ledger at once.
      table: 'student_balances',
      rows: after ? sql`${studentBalancesKept.build} where ${isNew}` : studentBalancesKept.build,
    },
    {
      table: 'seat_history',
      rows: sql`insert into seat_history (admin_id, student_id, seat, locker, recorded_on, created_at)
        select s.admin_id, s.id, 'S-' || ${local}, null, current_date - 45 * k, now() - make_interval(days => 45 * k)
        from students s cross join generate_series(1, 2) k where ${newS}`,
    },
    {
      table: 'payments',
      rows: sql`insert into payments (admin_id, student_id, amount_paise, status, payment_date)
        select s.admin_id, s.id, 50000, 'Paid', now() - make_interval(days => 20 * k)
        from students s cross join generate_series(1, 2) k where ${newS}`,
    },
    {
      table: 'invoices',
      rows: sql`insert into invoices (admin_id, student_id, amount_paise, description, created_at)
        select s.admin_id, s.id, 120000, 'Seat fee', now() - make_interval(days => ${daysAgo(90)}) from students s where ${newS}`,
    },
    {
      table: 'book_issues',
      rows: sql`insert into book_issues (admin_id, student_id, book_title, issue_date, status, created_at)
        select s.admin_id, s.id, 'Indian Polity', current_date - ${daysAgo(60)}, 'Issued', now() from students s where ${newS}`,
    },
    {
      table: 'attendance',
      rows: sql`insert into attendance (admin_id, student_id, student_name, attendance_date, status)
        select s.admin_id, s.id, s.name, current_date - k, case when k % 7 = 0 then 'Absent' else 'Present' end
        from students s cross join generate_series(1, 30) k where ${newS}`,
    },
    {
      table: 'checkins',
      rows: sql`insert into checkins (admin_id, student_id, checkin_time, checkout_time)
        select s.admin_id, s.id, now() - make_interval(days => k, hours => 8), now() - make_interval(days => k)
        from students s cross join generate_series(1, 3) k where ${newS}`,
    },
    {
      table: 'audit_log',
      rows: sql`insert into audit_log (actor_role, actor_id, admin_id, action, target_type, target_id, created_at)
        select 'admin', s.admin_id, s.admin_id, 'student.add', 'student', s.id::text, s.created_at from students s where ${newS}`,
    },
  ];
}

/**
 * The secondary indexes of `tables` (not those behind a primary key, unique or exclusion
 * constraint), as the statements that recreate them.
 */
async function secondaryIndexes(tx: Pick<Db, 'execute'>, tables: string[]) {
  const rows = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in ${sql`(${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`}
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  return rows;
}

/** Runs `work` over `items`, `width` at a time (each on a connection of its own where the pool has them). */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/** The tables of the schema, largest first (a partitioned table by its partitions' size). */
async function tablesLargestFirst(db: Pick<Db, 'execute'>) {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select t.relname as name from pg_class t
      where t.relnamespace = current_schema()::regnamespace
        and (t.relkind = 'p' or (t.relkind = 'r' and not t.relispartition))
      order by coalesce((select sum(pg_relation_size(i.inhrelid)) from pg_inherits i where i.inhparent = t.oid),
        pg_relation_size(t.oid)) desc, t.relname`),
  );
  return rows.map((r) => r.name);
}

/** Index builds and vacuums run two at a time: the benchmark's machine has two cores. */
const WIDTH = 2;

/**
 * Runs every step in one transaction, then builds the indexes and runs ANALYZE; returns the
 * seconds each table took. The rows are consistent by construction, so foreign-key triggers are
 * off while seeding (session_replication_role = replica; the bench database's owner is a
 * superuser), and the seeded tables' secondary indexes are dropped before the inserts and built
 * again after them (one sorted build per index instead of millions of insertions: the trigram and
 * the newest-first indexes made the ledger's 2.2M rows take 25-34 s), two at a time on
 * connections of their own once the rows are committed (the builds were 25-30 s of a 66-72 s seed
 * one after another on a slow host). The tables are real, logged tables as in production; only
 * their loading differs. `vacuum` (the benchmark) also sets the visibility map as autovacuum would
 * on a live database, so counts and totals can read only an index, two tables at a time; a test's
 * small library skips it.
 */
export async function seed(
  db: Db,
  size: SeedSize,
  passwordHash: string,
  { vacuum = false, grow = false } = {},
) {
  const timings: Array<{ table: string; seconds: number }> = [];
  // `grow`: add `size.libraries` more libraries to a seeded database (the bench's growth run).
  const after = grow
    ? Number(
        rowsOf<{ n: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as n from admins`))[0]
          ?.n ?? 0,
      )
    : 0;
  const steps = seedSteps(size, passwordHash, after);
  const timed = async (table: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    timings.push({ table, seconds: (performance.now() - started) / 1000 });
  };
  const indexes = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const dropped = await secondaryIndexes(
      tx,
      steps.map((step) => step.table),
    );
    await timed('(drop indexes)', async () => {
      for (const index of dropped) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    });
    for (const step of steps) await timed(step.table, () => tx.execute(step.rows));
    return dropped;
  });
  await timed('(build indexes)', () =>
    inParallel(indexes, WIDTH, (index) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        // A partitioned table's index is defined ON ONLY the parent (its partitions' own indexes
        // are attached to it); built again here, it is built on the partitions too.
        await tx.execute(sql.raw(index.definition.replace(' ON ONLY ', ' ON ')));
      }),
    ),
  );
  if (vacuum) {
    const tables = await tablesLargestFirst(db);
    await timed('(vacuum analyze)', () =>
      inParallel(tables, WIDTH, (table) => db.execute(sql`vacuum analyze ${sql.identifier(table)}`)),
    );
  } else {
    await timed('(analyze)', () => db.execute(sql`analyze`));
  }
  return timings;
}
