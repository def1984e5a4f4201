import type { TStudentSummary } from '@studydesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { outcomeOf } from '../../test/db-outcome.ts';
import { type BuiltAdmin, buildAdmin, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { createTestServer, SUPERADMIN, type TestServer } from '../../test/server.ts';
import { anyFieldLike, listStudents, nameLike } from './students.queries.ts';

let t: TestServer;
let own: BuiltAdmin;
let other: BuiltAdmin;
let rootToken: string;
let ownToken: string;

beforeAll(async () => {
  t = await createTestServer();
  own = await buildAdmin(t.db);
  other = await buildAdmin(t.db);
  for (let i = 0; i < 7; i++) await buildStudent(t.db, { admin: own });
  for (let i = 0; i < 3; i++) await buildStudent(t.db, { admin: other });
  rootToken = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
  ownToken = await t.login('admin', own.email, DEFAULT_PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/manage/students${query}`, token });

describe('GET /api/manage/students', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/manage/students' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('gives an admin only their own library, with the total in X-Total-Count', async () => {
    const res = await list(ownToken, '?limit=5');
    expect(res.statusCode).toBe(200);
    const rows = res.json<TStudentSummary[]>();
    expect(rows).toHaveLength(5);
    expect(res.headers['x-total-count']).toBe('7');
    expect(new Set(rows.map((r) => r.admin_email))).toEqual(new Set([own.email]));
    expect(JSON.stringify(rows)).not.toMatch(/password|argon/i);
    for (const row of rows) expect(row.aadhaar_masked).toMatch(/^XXXX XXXX \d{4}$/);
    expect(rows.some((r) => 'aadhaar' in r)).toBe(false);
  });

  it('pages without overlap', async () => {
    const first = (await list(ownToken, '?limit=4&offset=0')).json<TStudentSummary[]>();
    const second = (await list(ownToken, '?limit=4&offset=4')).json<TStudentSummary[]>();
    expect(second).toHaveLength(3);
    const ids = new Set([...first, ...second].map((r) => r.id));
    expect(ids.size).toBe(7);
  });

  it('gives the superadmin every library, and one library on request', async () => {
    const all = await list(rootToken, '?limit=500');
    expect(Number(all.headers['x-total-count'])).toBe(10);
    const one = await list(rootToken, `?admin_id=${other.id}`);
    expect(one.json<TStudentSummary[]>().map((r) => r.admin_name)).toEqual(Array(3).fill(other.name));
  });

  it('searches by name, case-insensitively, treating % literally', async () => {
    const first = (await list(ownToken, '?limit=1')).json<TStudentSummary[]>()[0];
    if (!first) throw new Error('no student');
    const part = first.name.split(' ')[0]?.toUpperCase() ?? '';
    const found = (await list(ownToken, `?q=${encodeURIComponent(part)}`)).json<TStudentSummary[]>();
    expect(found.map((r) => r.id)).toContain(first.id);
    expect(found.every((r) => r.name.toUpperCase().includes(part))).toBe(true);
    const none = await list(ownToken, '?q=%25');
    expect(none.json()).toEqual([]);
  });

  it("a library's search puts the whole name first, then its first word, its start, a later word, anywhere", async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    // Made in this order, so newest first would put 'Priyanka Tiwari' before 'Priya Sharma'.
    const names = [
      'Priya Sharma',
      'Anupriya Das',
      'priya',
      'Kavya Priyadarshini',
      'Rohan Mehta',
      'Priyam Roy',
      'Priyanka Tiwari',
    ];
    for (const name of names) {
      const s = await buildStudent(t.db, { admin: owner });
      await t.db.execute(
        sql`update students set name = ${name} where id = ${s.id} and admin_id = ${owner.id}`,
      );
    }
    const ranked = [
      'priya',
      'Priya Sharma',
      'Priyam Roy',
      'Priyanka Tiwari',
      'Kavya Priyadarshini',
      'Anupriya Das',
    ];
    const search = async (url: string) => {
      const res = await t.request({ method: 'GET', url, token });
      return { names: res.json<TStudentSummary[]>().map((r) => r.name), total: res.headers['x-total-count'] };
    };
    expect(await search('/api/manage/students?q=Priya')).toEqual({ names: ranked, total: '6' });
    // The desk's student picker reads the same search; pages continue the order.
    expect(await search('/api/auth/staff/students?q=PRIYA&limit=3')).toEqual({
      names: ranked.slice(0, 3),
      total: '6',
    });
    expect(await search('/api/auth/staff/students?q=priya&limit=3&offset=3')).toEqual({
      names: ranked.slice(3),
      total: '6',
    });
    // Without a search the list stays newest first.
    expect((await search('/api/manage/students?limit=2')).names).toEqual(['Priyanka Tiwari', 'Priyam Roy']);
  });

  it("a search's total is the same on its first page, past its last and across the platform; none matched is 0", async () => {
    // The page reads its total in the same statement; an empty page past the end counts apart.
    const totalOf = async (token: string, query: string) => {
      const res = await list(token, query);
      expect(res.statusCode).toBe(200);
      return { total: res.headers['x-total-count'], rows: res.json<TStudentSummary[]>().length };
    };
    const all = (await list(ownToken, '?limit=500')).json<TStudentSummary[]>();
    const letter = all[0]?.name.slice(1, 2).toLowerCase() ?? '';
    const matching = all.filter((r) => r.name.toLowerCase().includes(letter)).length;
    expect(await totalOf(ownToken, `?q=${letter}&limit=1`)).toEqual({ total: String(matching), rows: 1 });
    expect(await totalOf(ownToken, `?q=${letter}&limit=5&offset=50`)).toEqual({
      total: String(matching),
      rows: 0,
    });
    expect(await totalOf(ownToken, '?q=zzqq')).toEqual({ total: '0', rows: 0 });
    const email = all[0]?.email ?? '';
    expect(await totalOf(rootToken, `?q=${encodeURIComponent(email)}`)).toEqual({ total: '1', rows: 1 });
    expect(await totalOf(rootToken, `?q=${encodeURIComponent(email)}&offset=5`)).toEqual({
      total: '1',
      rows: 0,
    });
    expect(await totalOf(rootToken, '?q=zzqq&offset=5')).toEqual({ total: '0', rows: 0 });
  });

  it('across the platform: 1-2 characters match the start of a name, 3+ also email and phone; pages stop at 10,000', async () => {
    const first = (await list(rootToken, '?limit=1')).json<TStudentSummary[]>()[0];
    if (!first) throw new Error('no student');
    const start = first.name.slice(0, 2).toLowerCase();
    const short = (await list(rootToken, `?q=${encodeURIComponent(start)}`)).json<TStudentSummary[]>();
    expect(short.map((r) => r.id)).toContain(first.id);
    expect(short.every((r) => r.name.toLowerCase().startsWith(start))).toBe(true);
    const byEmail = (await list(rootToken, `?q=${encodeURIComponent(first.email)}`)).json<
      TStudentSummary[]
    >();
    expect(byEmail.map((r) => r.id)).toEqual([first.id]);
    const deep = await list(rootToken, '?offset=9990&limit=50');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/stop at 10000 rows/);
  });

  it('across the platform: a broad search counts up to 1,000 matches and pages through those only', async () => {
    const bulk = await buildAdmin(t.db);
    await t.db.execute(sql`insert into students (admin_id, student_id, name, email, password_hash)
      select ${bulk.id}, 'BULK-' || i, 'Bulk Sharma ' || i, 'bulk' || i || '@cap.example.in', 'not-a-hash'
      from generate_series(1, 1005) i`);
    const broad = await list(rootToken, '?q=sharma&limit=50&offset=950');
    expect(broad.statusCode).toBe(200);
    expect(broad.headers['x-total-count']).toBe('1001');
    expect(broad.headers['x-total-cap']).toBe('1000');
    const rows = broad.json<TStudentSummary[]>();
    expect(rows).toHaveLength(50);
    // Newest first, then highest id: the bulk rows share a timestamp, so the page is ordered by id.
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const past = await list(rootToken, '?q=sharma&limit=50&offset=1000');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/stop at 1000 rows: narrow the search/);
    // A narrow search is counted exactly; the unsearched list serves its first 10,000 rows.
    const narrow = await list(rootToken, '?q=Bulk%20Sharma%201004');
    expect(narrow.headers['x-total-count']).toBe('1');
    expect((await list(rootToken, '?limit=1')).headers['x-total-cap']).toBe('10000');
    expect((await list(ownToken, '?limit=1')).headers['x-total-cap']).toBeUndefined();
  });

  it('across the platform: past the cap a search\'s total reads "more than 1,000", and shrinks with its matches', async () => {
    const bulk = await buildAdmin(t.db);
    // Created a second apart, oldest first: the page's order is the creation order.
    await t.db.execute(sql`insert into students (admin_id, student_id, name, email, password_hash, created_at)
      select ${bulk.id}, 'QUIL-' || i, 'Quillon Rao ' || i, 'quillon' || i || '@estimate.example.in', 'not-a-hash',
        timestamptz '2026-01-01' + i * interval '1 second'
      from generate_series(1, 2500) i`);
    const broad = await list(rootToken, '?q=quillon&limit=50');
    expect(broad.statusCode).toBe(200);
    expect(broad.headers['x-total-count']).toBe('1001');
    expect(broad.headers['x-total-cap']).toBe('1000');
    const rows = broad.json<TStudentSummary[]>();
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Quillon Rao ${2500 - i}`));
    await t.db.execute(
      sql`delete from students where admin_id = ${bulk.id} and substring(student_id from 6)::int <= 2000`,
    );
    // 500 left: counted exactly, past the last page too.
    expect((await list(rootToken, '?q=quillon&limit=50')).headers['x-total-count']).toBe('500');
    const beyond = await list(rootToken, '?q=quillon&limit=50&offset=600');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('500');
    const narrow = await list(rootToken, '?q=Quillon%20Rao%202499');
    expect(narrow.headers['x-total-count']).toBe('1');
    expect(narrow.json<TStudentSummary[]>().map((r) => r.name)).toEqual(['Quillon Rao 2499']);
  });

  it("a platform search's pages are its condition's, newest first, for common and rare terms", async () => {
    // 3,300 students whose names, emails and phones hold terms of every size, in mixed case:
    // "zephyr" starts 2,200 names and "s.example" ends every email (past twice the cap by the
    // estimate: walked newest first); "moss" in 1,650 emails and "o..." starting 1,100 names
    // (found, past the cap: walked); "77331" in 825 phones, "on..." and "op..." starting 550
    // names each (found and counted).
    const bulk = await buildAdmin(t.db);
    await t.db.execute(sql`insert into students (admin_id, student_id, name, email, phone, password_hash, created_at)
      select ${bulk.id}, 'PATH-' || i,
        case i % 3 when 0 then case when i % 2 = 0 then 'OnyX ' else 'OPal ' end else 'ZePHyr ' end || i,
        case when i % 2 = 0 then 'moss' else 'vale' end || i || '@paths.example.in',
        case when i % 4 = 0 then '77331' else '66442' end || lpad(i::text, 5, '0'), 'not-a-hash',
        timestamptz '2026-02-01' + (i % 700) * interval '1 minute'
      from generate_series(1, 3300) i`);
    await t.db.execute(sql`analyze students`);
    const expected = async (condition: SQL, offset: number) =>
      rowsOf<{ id: number }>(
        await t.db.execute(sql`select id from students where ${condition}
          order by created_at desc, id desc limit 50 offset ${offset}`),
      ).map((r) => r.id);
    const cases: Array<[string, SQL, number]> = [
      ['zephyr', anyFieldLike('%zephyr%'), 0],
      ['zephyr', anyFieldLike('%zephyr%'), 900],
      ['MOSS', anyFieldLike('%moss%'), 0],
      ['moss', anyFieldLike('%moss%'), 950],
      ['77331', anyFieldLike('%77331%'), 0],
      ['77331', anyFieldLike('%77331%'), 800],
      ['s.example', anyFieldLike('%s.example%'), 50],
      ['ze', nameLike('ze%'), 0],
      ['z', nameLike('z%'), 500],
      ['OP', nameLike('op%'), 0],
      ['o', nameLike('o%'), 950],
      ['on', nameLike('on%'), 0],
      ['o', nameLike('o%'), 500],
    ];
    for (const [q, condition, offset] of cases) {
      const res = await list(rootToken, `?q=${q}&limit=50&offset=${offset}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json<TStudentSummary[]>().map((r) => r.id),
        `${q} at ${offset}`,
      ).toEqual(await expected(condition, offset));
    }
    // Counted up to the cap + 1 ("more than 1,000").
    const total = async (q: string) => (await list(rootToken, `?q=${q}`)).headers['x-total-count'];
    expect(await total('77331')).toBe('825');
    expect(await total('on')).toBe('550');
    expect(await total('moss')).toBe('1001');
    expect(await total('o')).toBe('1001');
    expect(await total('zephyr')).toBe('1001');
    expect(await total('ze')).toBe('1001');
    // Past the last page, the total is still the search's count.
    for (const [q, offset, n] of [
      ['77331', 900, '825'],
      ['on', 600, '550'],
    ] as const) {
      const beyond = await list(rootToken, `?q=${q}&limit=50&offset=${offset}`);
      expect(beyond.json(), q).toEqual([]);
      expect(beyond.headers['x-total-count'], q).toBe(n);
    }
  });

  it('across the platform a search matches within one field, never across two', async () => {
    const bulk = await buildAdmin(t.db);
    await t.db.execute(sql`insert into students (admin_id, student_id, name, email, phone, password_hash)
      values (${bulk.id}, 'EDGE-1', 'Edge AB', 'cd.edge1@border.example.in', '5550001', 'not-a-hash'),
        (${bulk.id}, 'EDGE-2', 'Ab Edge', 'ef.edge2@border.example.in', '', 'not-a-hash')`);
    const codes = async (q: string) =>
      (await list(rootToken, `?q=${encodeURIComponent(q)}&admin_id=${bulk.id}`))
        .json<TStudentSummary[]>()
        .map((r) => r.student_id)
        .sort();
    const everywhere = async (q: string) =>
      (await list(rootToken, `?q=${encodeURIComponent(q)}`))
        .json<TStudentSummary[]>()
        .filter((r) => r.admin_id === bulk.id)
        .map((r) => r.student_id)
        .sort();
    expect(await everywhere('edge')).toEqual(['EDGE-1', 'EDGE-2']);
    expect(await everywhere('5550001')).toEqual(['EDGE-1']);
    expect(await everywhere('abcd')).toEqual([]);
    expect(await everywhere('.in555')).toEqual([]);
    expect(await everywhere('ab')).toEqual(['EDGE-2']);
    expect(await codes('ab')).toEqual(['EDGE-1', 'EDGE-2']);
    const res = await list(rootToken, `?q=${encodeURIComponent('ab\u0001cd')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Search cannot contain control characters/);
  });

  it("across the platform, a search's % and _ are the characters themselves", async () => {
    const bulk = await buildAdmin(t.db);
    await t.db.execute(sql`insert into students (admin_id, student_id, name, email, password_hash)
      select ${bulk.id}, 'ESC-' || i, n, 'escape' || i || '@literal.example.in', 'not-a-hash'
      from unnest(array['Wy%ld Case', 'Wyxld Case', 'Wy_ld Case', '%Wyld Case', '_Wyld Case']) with ordinality as x(n, i)`);
    const names = async (q: string) =>
      (await list(rootToken, `?q=${encodeURIComponent(q)}`))
        .json<TStudentSummary[]>()
        .map((r) => r.name)
        .sort();
    expect(await names('y%l')).toEqual(['Wy%ld Case']);
    expect(await names('y_l')).toEqual(['Wy_ld Case']);
    expect(await names('%')).toEqual(['%Wyld Case']);
    expect(await names('_w')).toEqual(['_Wyld Case']);
  });

  it('reads of each student only what a list answers: no sealed Aadhaar, family names or addresses', async () => {
    const listed = [
      'id,studentId,name,email,phone,course,address,adminId,adminName,adminEmail,createdAt,image,idCardGenerated,aadhaarLast4',
    ];
    const page = { limit: 5, offset: 0 };
    for (const [adminId, q] of [
      [own.id, undefined],
      [own.id, 'a'],
      [null, undefined],
      [null, 'a'],
      [null, 'example'],
    ] as const) {
      const { rows } = await listStudents(t.db, adminId, { ...page, q });
      expect(rows.length, `${adminId} ${q}`).toBeGreaterThan(0);
      expect([...new Set(rows.map((r) => Object.keys(r).join(',')))], `${adminId} ${q}`).toEqual(listed);
    }
  });

  it('keeps every email lowercase, as the contract writes them and the search reads them', async () => {
    const bulk = await buildAdmin(t.db);
    const insert = (email: string) =>
      t.db.execute(sql`insert into students (admin_id, student_id, name, email, password_hash)
        values (${bulk.id}, ${email}, 'Case Test', ${email}, 'not-a-hash')`);
    expect(await outcomeOf(insert('case.test@paths.example.in'))).toBe('done');
    expect(await outcomeOf(insert('Case.Test2@paths.example.in'))).toMatch(/students_email_lowercase/);
  });

  it('refuses an admin naming another library, and bad paging', async () => {
    expect((await list(ownToken, `?admin_id=${other.id}`)).statusCode).toBe(403);
    const bad = await list(ownToken, '?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
