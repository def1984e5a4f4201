import { type SQL, sql } from 'drizzle-orm';
import type { Endpoint } from './load.ts';

/**
 * The calls the benchmark drives: the library's daily screens (`scope: 'library'`, which must not
 * slow down as the platform grows) and the superadmin's platform lists (the deep page and the
 * searches are held to growth too). Each is compared with its own floor (floor.ts).
 */
export function benchEndpoints(
  tokens: { admin: string; superadmin: string },
  studentIds: number[],
): Endpoint[] {
  const admin = tokens.admin;
  const root = tokens.superadmin;
  const details = { ids: studentIds, path: (id: number) => `/api/fees/student/${id}` };
  const library = (name: string, path: string): Endpoint => ({ name, path, token: admin, scope: 'library' });
  const platform = (name: string, path: string, growth = false): Endpoint => ({
    name,
    path,
    token: root,
    scope: 'platform',
    growth,
  });
  return [
    { name: 'health', path: '/api/health' },
    { name: 'health with Bearer token', path: '/api/health', token: admin },
    library('students list (admin)', '/api/manage/students?limit=50'),
    {
      name: 'student details /fees/student/:id',
      path: () => details.path(details.ids[Math.floor(Math.random() * details.ids.length)] ?? 1),
      byId: details,
      token: admin,
      scope: 'library',
    },
    library('fees list', '/api/fees/students?limit=50'),
    library('occupancy map', '/api/auth/seat/occupancy'),
    library('occupancy grid by shift', '/api/auth/seat/occupancy/grid'),
    // Issue 10: the whole cockpit in one round trip.
    library('owner cockpit', '/api/dashboard/cockpit'),
    library('seat plans list', '/api/auth/seat?limit=50'),
    // Who owes, most first: from the balances kept beside the ledger (0020).
    library('dues list', '/api/dues?limit=50'),
    library('books list', '/api/books?limit=50'),
    library('attendance list', '/api/attendance?limit=50'),
    platform('platform students list', '/api/manage/students?limit=50'),
    platform('platform students page at offset 9,950', '/api/manage/students?limit=50&offset=9950', true),
    platform('platform search, 2 chars', '/api/manage/students?q=ka', true),
    platform('platform search, name', '/api/manage/students?q=sharma', true),
    platform('platform search, email', '/api/manage/students?q=student7.1', true),
    platform('platform search, phone', '/api/manage/students?q=90000', true),
    platform('platform staff list', '/api/auth/superadmin/super/all?limit=50'),
    platform('audit trail', '/api/auth/superadmin/activities?limit=50'),
  ];
}

/** The statements behind those calls, for EXPLAIN ANALYZE. */
export function explainedStatements(
  libraryId: number,
  studentId: number,
): Array<{ name: string; statement: SQL; seqScanIntended?: boolean }> {
  return [
    {
      name: 'students page of a library',
      statement: sql`select * from students where admin_id = ${libraryId} order by created_at desc, id desc limit 50`,
    },
    {
      name: 'count of a library',
      statement: sql`select count(*) from students where admin_id = ${libraryId}`,
    },
    {
      // As the plans list pages them: newest first, then by id.
      name: 'seat plans page of a library',
      statement: sql`select * from seat_plans where admin_id = ${libraryId} order by created_at desc, id desc limit 50`,
    },
    {
      // The dues list's page, from the balances kept beside the ledger (0020).
      name: 'owing students of a library (dues)',
      statement: sql`select student_id, balance_paise, owed_since, count(*) over () from student_balances
        where admin_id = ${libraryId} and balance_paise > 0 order by balance_paise desc, student_id limit 50`,
    },
    {
      // What the database sums again for a student on every insert into their ledger (0020).
      name: 'balance of a student (kept on each posting)',
      statement: sql`select * from ledger_balances where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      name: 'money ledger of a student',
      statement: sql`select * from ledger_entries where admin_id = ${libraryId} and student_id = ${studentId} order by id`,
    },
    {
      name: 'seat history of a student',
      statement: sql`select * from seat_history where admin_id = ${libraryId} and student_id = ${studentId} order by created_at desc limit 200`,
    },
    // Cascades follow the (admin_id, student_id) foreign keys of 0037, so they filter both.
    {
      name: 'attendance of a student (cascade)',
      statement: sql`select 1 from attendance where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      name: 'checkins of a student (cascade)',
      statement: sql`select 1 from checkins where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      name: 'payments of a student (cascade)',
      statement: sql`select 1 from payments where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      name: 'invoices of a student (cascade)',
      statement: sql`select 1 from invoices where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      name: 'books of a student (cascade)',
      statement: sql`select 1 from book_issues where admin_id = ${libraryId} and student_id = ${studentId}`,
    },
    {
      // The page of a platform search of 1-2 characters, as the app reads its ids: the start of a name.
      name: 'platform search, 2 chars',
      statement: sql`select id from students where lower(name) like 'ka%' order by created_at desc, id desc limit 50`,
    },
    {
      // A selective term: for a word in 5% of the names (the seed's surnames) a scan that stops at 50 rows is the better plan.
      name: 'platform search, 3+ chars (trigram)',
      statement: sql`select id from students where lower(name) like '%student123.7%' or lower(email) like '%student123.7%' or phone like '%student123.7%' limit 50`,
    },
    {
      // The page of a platform search of a common term, as the app reads its ids.
      name: 'platform search, common term',
      statement: sql`select id from students where lower(name) like '%sharma%' or lower(email) like '%sharma%' or phone like '%sharma%'
        order by created_at desc, id desc limit 50`,
    },
    {
      // As the app reads it: the 50 ids by an index-only walk, then only those rows, joined to their library.
      name: 'platform page at offset 9,950',
      statement: sql`select s.*, a.name, a.email from students s join admins a on a.id = s.admin_id
        where s.id in (select id from students order by created_at desc, id desc limit 50 offset 9950)
        order by s.created_at desc, s.id desc`,
    },
    {
      // A platform search's page past its last: counted, up to the cap + 1.
      name: 'platform search count, capped at 1,000',
      statement: sql`select count(*) from (select 1 from students where lower(name) like '%sharma%' or lower(email) like '%sharma%' or phone like '%sharma%' limit 1001) c`,
    },
    {
      // Served by the name prefix index alone (0015): before it, a table scan stopping at the 1,001st match.
      name: 'platform search count, 2 chars, capped at 1,000',
      statement: sql`select count(*) from (select 1 from students where lower(name) like 'ka%' limit 1001) c`,
    },
    {
      name: 'platform count, capped',
      statement: sql`select count(*) from (select 1 from students limit 10001) c`,
      // Reading any 10,001 rows is the point: a scan that stops there is the intended plan.
      seqScanIntended: true,
    },
    {
      name: 'audit trail of a library',
      statement: sql`select * from audit_log where admin_id = ${libraryId} order by created_at desc limit 50`,
    },
  ];
}
