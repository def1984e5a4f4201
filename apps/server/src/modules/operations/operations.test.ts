import type { TAttendance, TBookIssue, TCheckin, TEvent, TSeatBooking } from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import { outcomeOf } from '../../test/db-outcome.ts';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';

const t = useLibrary({ staff: true });
const send: typeof t.send = (method, url, payload, as = t.staffToken) => t.send(method, url, payload, as);

describe('books', () => {
  it('issues and returns books; the log window is 7 days; a student sees only their own', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    const other = await buildStudent(t.db, { admin: t.admin });
    const today = await libraryToday(t.db, t.admin.id);
    const missing = await send('POST', '/api/books', { book_title: 'Spectrum Modern India' });
    expect(missing.json().issues[0].message).toBe('Student ID, book title, and issue date are required.');
    const issued = (
      await send('POST', '/api/books', {
        student_id: student.id,
        book_title: 'Spectrum Modern India',
        issue_date: today,
      })
    ).json<TBookIssue>();
    expect(issued).toMatchObject({ status: 'Issued', return_date: null, student_name: student.name });
    await send('POST', '/api/books', {
      student_id: other.id,
      book_title: 'Old Atlas',
      issue_date: addDays(today, -20),
    });

    const returned = await send('PUT', `/api/books/return/${issued.id}`);
    expect(returned.statusCode).toBe(200);
    expect((await send('PUT', `/api/books/return/${issued.id}`)).statusCode).toBe(404);
    const recent = (await send('GET', '/api/books?days=7', undefined, t.token)).json<TBookIssue[]>();
    expect(recent.map((b) => [b.book_title, b.status, b.return_date])).toEqual([
      ['Spectrum Modern India', 'Returned', today],
    ]);

    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    const own = (
      await send('GET', `/api/books/books/student/${encodeURIComponent(other.name)}`, undefined, studentToken)
    ).json<TBookIssue[]>();
    expect(own.map((b) => b.book_title)).toEqual(['Spectrum Modern India']);
  });

  it('lists every issue newest first with its total, on every page and past the last, of its own library only', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const list = async (query: string, as = token) => {
      const res = await send('GET', `/api/books${query}`, undefined, as);
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), rows: res.json<TBookIssue[]>() };
    };
    const elsewhere = (await list('?limit=1', t.token)).total;
    const student = await buildStudent(t.db, { admin: owner });
    const today = await libraryToday(t.db, owner.id);
    for (const [title, daysAgo] of [
      ['Lucent GK', 30],
      ['Laxmikanth Polity', 10],
      ['NCERT History', 20],
    ] as const) {
      const issue = { student_id: student.id, book_title: title, issue_date: addDays(today, -daysAgo) };
      expect((await send('POST', '/api/books', issue, token)).statusCode).toBe(201);
    }
    const first = await list('?limit=2');
    expect(first.total).toBe(3);
    expect(first.rows.map((b) => [b.book_title, b.student_name])).toEqual([
      ['Laxmikanth Polity', student.name],
      ['NCERT History', student.name],
    ]);
    expect((await list('?limit=2&offset=2')).rows.map((b) => b.book_title)).toEqual(['Lucent GK']);
    expect(await list('?limit=5&offset=10')).toEqual({ total: 3, rows: [] });
    expect((await list('?limit=1', t.token)).total).toBe(elsewhere);
  });
});

describe('events', () => {
  const post = (fields: Record<string, string>, withImages = true) =>
    t.request({
      method: 'POST',
      url: '/api/events',
      token: t.token,
      ...multipart(
        fields,
        ...(withImages
          ? [{ field: 'desktop_image', filename: 'd.png', content: PNG_1PX, type: 'image/png' }]
          : []),
      ),
    });

  it('need both images, allow at most 3, and serve images to the library only', async () => {
    const fields = {
      title: 'Mock test',
      description: 'Full-length GS paper',
      date: '2026-12-20',
      status: 'Scheduled',
    };
    const onlyOne = await post(fields);
    expect(onlyOne.statusCode).toBe(400);
    expect(onlyOne.json()).toMatchObject({
      message: 'All fields including images are required',
      error: 'All fields including images are required',
    });

    const image = (field: string) => ({
      field,
      filename: `${field}.png`,
      content: PNG_1PX,
      type: 'image/png',
    });
    const withBoth = () =>
      t.request({
        method: 'POST',
        url: '/api/events',
        token: t.token,
        ...multipart(fields, image('desktop_image'), image('mobile_image')),
      });
    const created = await withBoth();
    expect(created.statusCode).toBe(201);
    const event = created.json<TEvent>();
    expect(event.desktop_image).toMatch(/^uploads\/events\/[a-f0-9]{32}\.png$/);
    await withBoth();
    await withBoth();
    const fourth = await withBoth();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Maximum 3 events allowed');

    const student = await buildStudent(t.db, { admin: t.admin });
    const studentToken = await t.login('student', student.email, DEFAULT_PASSWORD);
    expect((await send('GET', '/api/events', undefined, studentToken)).json<TEvent[]>()).toHaveLength(3);
    expect((await send('GET', `/api/${event.mobile_image}`, undefined, studentToken)).statusCode).toBe(200);
    const stranger = await buildAdmin(t.db);
    const strangerToken = await t.login('admin', stranger.email, DEFAULT_PASSWORD);
    expect((await send('GET', `/api/${event.mobile_image}`, undefined, strangerToken)).statusCode).toBe(404);

    expect((await send('DELETE', `/api/events/${event.id}`, undefined, t.token)).statusCode).toBe(200);
    expect((await send('GET', `/api/${event.mobile_image}`, undefined, t.token)).statusCode).toBe(404);
  });
});

describe('front desk', () => {
  it('checks a student in once and out again', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    expect((await send('POST', '/api/checkin/checkin', { user_id: student.id })).statusCode).toBe(201);
    const again = await send('POST', '/api/checkin/checkin', { user_id: student.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${student.name} is already checked in.`);
    expect((await send('POST', '/api/checkin/checkout', { user_id: student.id })).statusCode).toBe(200);
    expect((await send('POST', '/api/checkin/checkout', { user_id: student.id })).statusCode).toBe(404);
    const [latest] = (await send('GET', '/api/checkin')).json<TCheckin[]>();
    expect(latest).toMatchObject({ user_id: student.id, student_name: student.name });
    expect(latest?.checkout_time).not.toBeNull();
  });

  it('lists check-ins newest first by keyset, older and newer, of its own library only, without a total', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const [early, late] = [
      await buildStudent(t.db, { admin: owner }),
      await buildStudent(t.db, { admin: owner }),
    ];
    for (const student of [early, late]) {
      expect((await send('POST', '/api/checkin/checkin', { user_id: student.id }, token)).statusCode).toBe(
        201,
      );
    }
    const first = await page('/api/checkin?limit=1', token);
    expect(first.total).toBeUndefined();
    expect(first.newer).toBeUndefined();
    expect(first.rows.map((r) => [r.user_id, r.student_name])).toEqual([[late.id, late.name]]);
    const older = await page(`/api/checkin?limit=1&before=${first.older}`, token);
    expect(older.rows.map((r) => r.user_id)).toEqual([early.id]);
    expect(older.older).toBeUndefined();
    expect(
      (await page(`/api/checkin?limit=5&after=${older.newer}`, token)).rows.map((r) => r.user_id),
    ).toEqual([late.id]);
    const elsewhere = await buildAdmin(t.db);
    expect(await page('/api/checkin', await t.login('admin', elsewhere.email, DEFAULT_PASSWORD))).toEqual({
      rows: [],
    });
  });

  it('walks every check-in older and newer exactly once, with times equal to the microsecond', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: owner });
    // 23 visits over five instants a microsecond apart: most share their time with others.
    await t.db.execute(sql`insert into checkins (admin_id, student_id, checkin_time, checkout_time)
      select ${owner.id}, ${student.id}, timestamptz '2026-11-23 10:00:00.000001+00' + make_interval(secs => (k % 5) / 1000000.0), now()
      from generate_series(1, 23) k`);
    const ids = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select id from checkins where admin_id = ${owner.id} order by checkin_time desc, id desc`,
      ),
    ).map((r) => r.id);
    await expectEveryRowOnce('/api/checkin', token, ids);
  });

  it('marks attendance (Present by default) and books seats once per day', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    // Marks find the student by name: one no other student of the library has.
    student.name = 'Attendance Marker';
    await t.db.execute(sql`update students set name = ${student.name} where id = ${student.id}`);
    await buildPlaces(t.db, t.admin, 'seat', ['B-4']);
    const mark = (
      await send('POST', '/api/attendance', { student_name: student.name, date: '2026-12-01' })
    ).json<TAttendance>();
    expect(mark).toMatchObject({ status: 'Present', student_id: student.id, student_name: student.name });
    expect((await send('DELETE', `/api/attendance/${mark.id}`)).statusCode).toBe(200);

    const booking = await send('POST', '/api/staff/seat-bookings', {
      seat_number: 'B-4',
      date: '2026-12-05',
    });
    expect(booking.json<TSeatBooking>()).toMatchObject({ status: 'Booked', seat_number: 'B-4' });
    const twice = await send('POST', '/api/staff/seat-bookings', { seat_number: 'B-4', date: '2026-12-05' });
    expect(twice.statusCode).toBe(409);
    const occupancy = (await send('GET', '/api/auth/seat/occupancy?date=2026-12-05')).json<{
      seats: Array<{ seat_number: string; status: string }>;
    }>();
    expect(occupancy.seats.find((s) => s.seat_number === 'B-4')?.status).toBe('reserved');
    expect(
      (await send('DELETE', `/api/staff/seat-bookings/${booking.json<TSeatBooking>().id}`)).statusCode,
    ).toBe(200);
  });
});

describe('the attendance list', () => {
  it('lists attendance newest first by keyset, without a total; a bad cursor is a 400', async () => {
    const owner = await buildAdmin(t.db);
    const token = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: owner });
    // Marks find the student by name: one no other student of the library has.
    await t.db.execute(sql`update students set name = 'Attendance Lister' where id = ${student.id}`);
    for (const date of ['2027-01-02', '2027-01-04', '2027-01-03']) {
      await send('POST', '/api/attendance', { student_name: 'Attendance Lister', date }, token);
    }
    const first = await page('/api/attendance?limit=2', token);
    expect(first.total).toBeUndefined();
    expect(first.rows.map((r) => r.date)).toEqual(['2027-01-04', '2027-01-03']);
    const second = await page(`/api/attendance?limit=2&before=${first.older}`, token);
    expect(second.rows.map((r) => r.date)).toEqual(['2027-01-02']);
    // Its own first row names the newer page: `after` it come the rows of the first page.
    expect(second.older).toBeUndefined();
    expect(second.newer).toBe(`${second.rows[0]?.date}_${second.rows[0]?.id}`);
    expect((await page(`/api/attendance?limit=2&after=${second.newer}`, token)).rows).toEqual(first.rows);
    for (const query of [
      'before=2027-02-30_1',
      'before=yesterday_1',
      'after=2027-01-01_0',
      `before=${first.older}&after=${first.older}`,
    ]) {
      expect((await send('GET', `/api/attendance?${query}`, undefined, token)).statusCode).toBe(400);
    }
    expect((await send('GET', '/api/checkin?before=2027-01-01_1', undefined, token)).statusCode).toBe(400);
  });

  it('walks every mark older and newer exactly once, many to a day, past 10,000 marks', async () => {
    const big = await buildAdmin(t.db);
    const token = await t.login('admin', big.email, DEFAULT_PASSWORD);
    const people = await Promise.all(Array.from({ length: 7 }, () => buildStudent(t.db, { admin: big })));
    // Seven students marked on each of four days: every date is shared by seven marks.
    for (const p of people) {
      await t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
        select ${big.id}, ${p.id}, ${p.name}, date '2027-03-01' + k from generate_series(0, 3) k`);
    }
    const ids = async () =>
      rowsOf<{ id: number }>(
        await t.db.execute(
          sql`select id from attendance where admin_id = ${big.id} order by attendance_date desc, id desc`,
        ),
      ).map((r) => r.id);
    await expectEveryRowOnce('/api/attendance', token, await ids(), 3);
    // 10,050 more, one a day from 1 Jan 1900: the oldest is reached without counting.
    await t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
      select ${big.id}, ${people[0]?.id}, 'Old', date '1900-01-01' + k from generate_series(0, 10049) k`);
    await expectEveryRowOnce('/api/attendance', token, await ids(), 500);
  });

  it('checks students in while the desk marks them at the same moment: every request answers, every row is kept', async () => {
    const today = await libraryToday(t.db, t.admin.id);
    const people = await Promise.all(
      Array.from({ length: 12 }, () => buildStudent(t.db, { admin: t.admin })),
    );
    const answers = await Promise.all(
      people.flatMap((p) => [
        send('POST', '/api/checkin/checkin', { user_id: p.id }),
        send('POST', '/api/attendance', { student_id: p.id, date: today, status: 'Absent' }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(people.flatMap(() => [201, 201]));
    const kept = rowsOf<{ checkins: number; marks: number }>(
      await t.db.execute(sql`select (select count(*)::int from checkins c where c.student_id = s.id) as checkins,
          (select count(*)::int from attendance a where a.admin_id = s.admin_id and a.student_id = s.id and a.attendance_date = ${today}) as marks
        from students s where s.id in ${people.map((p) => p.id)}`),
    );
    expect(kept).toEqual(people.map(() => ({ checkins: 1, marks: 1 })));
  });

  it("keeps a deleted student's marks unnamed, and a mark names a student of its own library only", async () => {
    const big = await buildAdmin(t.db);
    const token = await t.login('admin', big.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: big });
    await t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
      select ${big.id}, ${student.id}, ${student.name}, date '1900-01-01' + k from generate_series(0, 49) k`);
    // A check-in marks the student Present today too.
    expect((await t.send('POST', '/api/checkin/checkin', { user_id: student.id }, token)).statusCode).toBe(
      201,
    );
    expect((await page('/api/checkin', token)).rows).toHaveLength(1);
    // The student goes: their check-ins with them (a cascade), their marks stay, unnamed.
    await t.db.execute(sql`delete from students where id = ${student.id}`);
    expect((await page('/api/checkin', token)).rows).toEqual([]);
    expect((await page('/api/attendance?limit=100', token)).rows).toHaveLength(51);
    // Only the student is cleared from the key (admin_id, student_id) (0027), in this library.
    expect(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from attendance where admin_id = ${big.id} and student_id is null`,
        ),
      )[0]?.n,
    ).toBe(51);
    const elsewhere = await buildStudent(t.db, { admin: t.admin });
    const refused = await outcomeOf(
      t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
        values (${big.id}, ${elsewhere.id}, 'Elsewhere', '2001-01-02')`),
      'inserted',
    );
    expect(refused).toMatch(/foreign key/);
    // The logs are counted by nobody any more (0036): no table, no triggers.
    expect(
      rowsOf(
        await t.db.execute(sql`select tgname from pg_trigger where not tgisinternal
          and tgrelid in ('attendance'::regclass, 'checkins'::regclass)`),
      ),
    ).toEqual([]);
    expect(rowsOf(await t.db.execute(sql`select to_regclass('library_log_counts') as t`))).toEqual([
      { t: null },
    ]);
  });
});

interface ListPage<T> {
  rows: T[];
  older?: string;
  newer?: string;
  total?: string;
}

/** A page of a keyset list as a client sees it: its rows and the cursors of the pages beside it. */
async function page<T = TAttendance & TCheckin>(url: string, token: string): Promise<ListPage<T>> {
  const res = await t.send('GET', url, undefined, token);
  expect(res.statusCode).toBe(200);
  const header = (name: string) => res.headers[name] as string | undefined;
  const out: ListPage<T> = { rows: res.json<T[]>() };
  if (header('x-older-cursor')) out.older = header('x-older-cursor');
  if (header('x-newer-cursor')) out.newer = header('x-newer-cursor');
  if (header('x-total-count')) out.total = header('x-total-count');
  return out;
}

/**
 * Walks `path` from its newest page to its oldest by X-Older-Cursor, then back by X-Newer-Cursor:
 * each walk meets every one of `ids` (newest first) exactly once, in order.
 */
async function expectEveryRowOnce(path: string, token: string, ids: number[], limit = 4) {
  const older: number[] = [];
  let at = await page<{ id: number }>(`${path}?limit=${limit}`, token);
  expect(at.newer).toBeUndefined();
  for (;;) {
    older.push(...at.rows.map((r) => r.id));
    if (!at.older) break;
    at = await page<{ id: number }>(`${path}?limit=${limit}&before=${at.older}`, token);
    expect(at.newer).toBeDefined();
  }
  expect(older).toEqual(ids);
  // Back up from the oldest page: each newer page goes before those already met.
  let newer = at.rows.map((r) => r.id);
  while (at.newer) {
    at = await page<{ id: number }>(`${path}?limit=${limit}&after=${at.newer}`, token);
    expect(at.older).toBeDefined();
    newer = [...at.rows.map((r) => r.id), ...newer];
  }
  expect(newer).toEqual(ids);
}
