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

  it('lists check-ins newest first with their total, on every page and past the last, of its own library only', async () => {
    const list = async (query: string, token = t.token) => {
      const res = await send('GET', `/api/checkin${query}`, undefined, token);
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), rows: res.json<TCheckin[]>() };
    };
    const before = (await list('?limit=1')).total;
    const [early, late] = [
      await buildStudent(t.db, { admin: t.admin }),
      await buildStudent(t.db, { admin: t.admin }),
    ];
    for (const student of [early, late]) {
      expect((await send('POST', '/api/checkin/checkin', { user_id: student.id })).statusCode).toBe(201);
    }
    const first = await list('?limit=1');
    expect(first.total).toBe(before + 2);
    expect(first.rows.map((r) => [r.user_id, r.student_name])).toEqual([[late.id, late.name]]);
    expect((await list('?limit=1&offset=1')).rows.map((r) => r.user_id)).toEqual([early.id]);
    expect(await list(`?limit=5&offset=${before + 10}`)).toEqual({ total: before + 2, rows: [] });
    const elsewhere = await buildAdmin(t.db);
    expect(await list('', await t.login('admin', elsewhere.email, DEFAULT_PASSWORD))).toEqual({
      total: 0,
      rows: [],
    });
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
  it('lists attendance newest first with its total, the same on every page and past the last', async () => {
    const list = async (query: string) => {
      const res = await send('GET', `/api/attendance${query}`);
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), rows: res.json<TAttendance[]>() };
    };
    const before = (await list('?limit=1')).total;
    const student = await buildStudent(t.db, { admin: t.admin });
    // Marks find the student by name: one no other student of the library has.
    await t.db.execute(sql`update students set name = 'Attendance Lister' where id = ${student.id}`);
    for (const date of ['2027-01-02', '2027-01-04', '2027-01-03']) {
      await send('POST', '/api/attendance', { student_name: 'Attendance Lister', date });
    }
    const first = await list('?limit=2');
    expect(first.total).toBe(before + 3);
    expect(first.rows.map((r) => r.date)).toEqual(['2027-01-04', '2027-01-03']);
    expect((await list('?limit=2&offset=2')).rows[0]?.date).toBe('2027-01-02');
    expect(await list(`?limit=5&offset=${before + 10}`)).toEqual({ total: before + 3, rows: [] });
    const elsewhere = await buildAdmin(t.db);
    const theirs = await t.send(
      'GET',
      '/api/attendance',
      undefined,
      await t.login('admin', elsewhere.email, DEFAULT_PASSWORD),
    );
    expect(theirs.headers['x-total-count']).toBe('0');
  });

  it('checks students in while the desk marks them at the same moment: every request answers, every count stays true', async () => {
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
    const [kept] = rowsOf<{ attendance: number; checkins: number }>(
      await t.db.execute(
        sql`select attendance, checkins from library_log_counts where admin_id = ${t.admin.id}`,
      ),
    );
    const [counted] = rowsOf<{ attendance: number; checkins: number }>(
      await t.db.execute(sql`select (select count(*)::int from attendance where admin_id = ${t.admin.id}) as attendance,
        (select count(*)::int from checkins where admin_id = ${t.admin.id}) as checkins`),
    );
    expect(kept).toEqual(counted);
  });

  it('counts a library past 10,000 marks exactly and serves its oldest page; deletes and cascades keep every count true', async () => {
    const big = await buildAdmin(t.db);
    const token = await t.login('admin', big.email, DEFAULT_PASSWORD);
    const student = await buildStudent(t.db, { admin: big });
    // Every library's kept counts against its rows, counted now; a row only while there are rows.
    const untrue = async () =>
      rowsOf(
        await t.db.execute(sql`select a.id from admins a left join library_log_counts c on c.admin_id = a.id
          where coalesce(c.attendance, 0) <> (select count(*) from attendance x where x.admin_id = a.id)
             or coalesce(c.checkins, 0) <> (select count(*) from checkins x where x.admin_id = a.id)
             or (c.attendance = 0 and c.checkins = 0)`),
      );
    const list = async (path: string) => {
      const res = await t.send('GET', path, undefined, token);
      expect(res.statusCode).toBe(200);
      return {
        total: Number(res.headers['x-total-count']),
        rows: res.json<Array<{ id: number; date?: string }>>(),
      };
    };
    // 10,050 marks in one statement, one a day from 1 Jan 1900 (none of them today's).
    await t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
      select ${big.id}, ${student.id}, ${student.name}, date '1900-01-01' + k from generate_series(0, 10049) k`);
    const deep = await list('/api/attendance?limit=50&offset=10000');
    expect(deep.total).toBe(10_050);
    expect(deep.rows).toHaveLength(50);
    expect(deep.rows.at(-1)?.date).toBe('1900-01-01');
    const newest = (await list('/api/attendance?limit=1')).rows[0];
    expect((await t.send('DELETE', `/api/attendance/${newest?.id}`, undefined, token)).statusCode).toBe(200);
    expect((await list('/api/attendance?limit=1')).total).toBe(10_049);
    // Marking a day again changes its mark, not the count.
    for (const status of ['Absent', 'Present'])
      expect(
        (
          await t.send(
            'POST',
            '/api/attendance',
            { student_id: student.id, date: '1900-01-02', status },
            token,
          )
        ).statusCode,
      ).toBe(201);
    expect((await list('/api/attendance?limit=1')).total).toBe(10_049);
    expect(await untrue()).toEqual([]);

    await t.db.execute(sql`insert into checkins (admin_id, student_id, checkin_time, checkout_time)
      select ${big.id}, ${student.id}, now() - make_interval(days => k), now() - make_interval(days => k) + interval '1 hour'
      from generate_series(1, 3) k`);
    // A check-in marks the student Present today too.
    expect((await t.send('POST', '/api/checkin/checkin', { user_id: student.id }, token)).statusCode).toBe(
      201,
    );
    expect((await list('/api/checkin?limit=1')).total).toBe(4);
    expect((await list('/api/attendance?limit=1')).total).toBe(10_050);
    expect(await untrue()).toEqual([]);

    // The student goes: their check-ins with them (a cascade), their marks stay, unnamed.
    await t.db.execute(sql`delete from students where id = ${student.id}`);
    expect((await list('/api/checkin')).total).toBe(0);
    expect((await list('/api/attendance?limit=1')).total).toBe(10_050);
    // Only the student is cleared from the key (admin_id, student_id) (0027), in this library.
    expect(
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from attendance where admin_id = ${big.id} and student_id is null`,
        ),
      )[0]?.n,
    ).toBe(10_050);
    // A mark names a student of its own library only.
    const elsewhere = await buildStudent(t.db, { admin: t.admin });
    const refused = await outcomeOf(
      t.db.execute(sql`insert into attendance (admin_id, student_id, student_name, attendance_date)
        values (${big.id}, ${elsewhere.id}, 'Elsewhere', '2001-01-02')`),
      'inserted',
    );
    expect(refused).toMatch(/foreign key/);
    expect(await untrue()).toEqual([]);
    // Its last marks deleted, the library has no row; then it goes itself.
    await t.db.execute(
      sql`delete from attendance where admin_id = ${big.id} and attendance_date > '1900-01-01'`,
    );
    expect((await list('/api/attendance')).total).toBe(1);
    await t.db.execute(sql`delete from attendance where admin_id = ${big.id}`);
    expect(
      rowsOf(await t.db.execute(sql`select 1 from library_log_counts where admin_id = ${big.id}`)),
    ).toEqual([]);
    expect(await list('/api/attendance')).toEqual({ total: 0, rows: [] });
    await t.db.execute(
      sql`insert into attendance (admin_id, student_name, attendance_date) values (${big.id}, 'Gone', '2001-01-01')`,
    );
    expect(await untrue()).toEqual([]);
    await t.db.execute(sql`delete from admins where id = ${big.id}`);
    expect(
      rowsOf(await t.db.execute(sql`select 1 from library_log_counts where admin_id = ${big.id}`)),
    ).toEqual([]);
    expect(await untrue()).toEqual([]);
  });
});
