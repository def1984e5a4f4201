import {
  addDays,
  formatShiftLabel,
  holdSegments,
  holdsOverlap,
  shiftWindow,
  type TCockpit,
  type TLibraryActivity,
  type TReminderLogEntry,
  type TReminderPrepared,
  type TReminderTemplates,
  type TShift,
  type TStaffHome,
  type TStudentHome,
} from '@studydesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../../../../../scripts/bench/seed.ts';
import { hashPassword } from '../../auth/password.ts';
import { students } from '../../db/schema/index.ts';
import { libraryNow } from '../../tenancy/library-clock.ts';
import { buildAdmin, buildPlaces, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { expectIndexOnly } from '../../test/index-columns.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { createTestServer, SERVER_OF_ITS_OWN_MS, SUPERADMIN } from '../../test/server.ts';
import { postEntry } from '../finance/ledger.service.ts';
import { receiptsByDaySelect } from './cockpit.queries.ts';

/** The cockpit, the homes and reminders, checked against the ledgers by brute force. */
const t = useLibrary({
  adminName: 'Meena Sharma',
  staff: true,
  seats: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10'],
});
const { send } = t;
let now: { today: string; minute: number };

beforeAll(async () => {
  now = await libraryNow(t.db, t.admin.id);
});

describe('the owner cockpit', () => {
  it('agrees with the ledgers: collections, dues, seats now and by shift, renewals, payments to confirm', async () => {
    const shifts = [
      (
        await send('POST', '/api/shifts', { name: 'Morning', start_time: '06:00', end_time: '14:00' })
      ).json<TShift>(),
      (
        await send('POST', '/api/shifts', { name: 'Evening', start_time: '14:00', end_time: '22:00' })
      ).json<TShift>(),
      (
        await send('POST', '/api/shifts', { name: 'Night', start_time: '22:00', end_time: '06:00' })
      ).json<TShift>(),
    ];
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildStudent(t.db, { admin: t.admin })));
    // Plans: seat S<i>, shift i % 3, from 20 days ago for 30 days (two end within the week).
    const plans: {
      seat: string;
      shift: TShift;
      startsOn: string;
      endsOn: string;
      price: number;
      studentId: number;
    }[] = [];
    for (const [i, p] of people.entries()) {
      const shift = shifts[i % 3] as TShift;
      const startsOn = addDays(now.today, i < 2 ? -25 : -10);
      const price = 1000 + i * 100;
      const res = await send('POST', '/api/auth/seat', {
        seat_number: `S${i + 1}`,
        shift_id: shift.id,
        price,
        student_id: p.id,
        starts_on: startsOn,
        duration: '30 Days',
      });
      expect(res.statusCode, res.body).toBe(201);
      plans.push({
        seat: `S${i + 1}`,
        shift,
        startsOn,
        endsOn: addDays(startsOn, 29),
        price,
        studentId: p.id,
      });
    }
    // Money: cash and UPI today at the desk, one yesterday, a pending student payment.
    const paid = [
      { who: 0, amount: 600, method: 'cash', on: now.today },
      { who: 1, amount: 1000, method: 'upi', on: now.today },
      { who: 2, amount: 500, method: 'cash', on: addDays(now.today, -1) },
    ];
    for (const p of paid) {
      const res = await send('POST', '/api/desk-payments', {
        student_id: people[p.who]?.id,
        amount: p.amount,
        method: p.method,
        paid_on: p.on,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const studentToken = await t.login('student', people[3]?.email ?? '', DEFAULT_PASSWORD);
    expect(
      (
        await send(
          'POST',
          '/api/payments',
          { student_id: people[3]?.id, amount: 300, utr: 'UTR300300' },
          studentToken,
        )
      ).statusCode,
    ).toBe(201);
    await send('POST', '/api/checkin/checkin', { user_id: people[4]?.id }, t.staffToken);

    // Another library's debtor, owing more than anyone here: never in this cockpit's dues.
    const other = await buildAdmin(t.db);
    const stranger = await buildStudent(t.db, { admin: other });
    const poster = {
      tenantId: other.id,
      role: 'admin',
      userId: other.id,
      name: other.name,
      today: now.today,
    } as const;
    await postEntry(t.db, poster, {
      studentId: stranger.id,
      entryType: 'charge',
      chargeKind: 'seat',
      amountPaise: 99_000_00,
      description: 'Seat',
    });

    const c = (await send('GET', '/api/dashboard/cockpit')).json<TCockpit>();

    // Brute force from what was written.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(c.collections.today).toBe(sum(paid.filter((p) => p.on === now.today).map((p) => p.amount)));
    expect(c.collections.yesterday).toBe(500);
    expect(c.collections.today_by_method).toEqual(
      expect.arrayContaining([
        { method: 'cash', amount: 600 },
        { method: 'upi', amount: 1000 },
      ]),
    );
    const owed = plans.map((p, i) => p.price - sum(paid.filter((x) => x.who === i).map((x) => x.amount)));
    expect(c.dues.students).toBe(owed.filter((o) => o > 0).length);
    expect(c.dues.total).toBe(sum(owed.filter((o) => o > 0)));
    expect(c.dues.top[0]?.amount).toBe(Math.max(...owed));
    // All six owe: the five who owe most, most first, with their names.
    const ranked = people
      .map((p, i) => ({ student_id: p.id, name: p.name, amount: owed[i] ?? 0 }))
      .filter((o) => o.amount > 0)
      .sort((a, b) => b.amount - a.amount)
      .slice(0, 5);
    expect(c.dues.top).toEqual(ranked);
    const minuteHeld = (p: (typeof plans)[number], day: string, minute: number) => {
      const start = Number(p.shift.start_time.slice(0, 2)) * 60 + Number(p.shift.start_time.slice(3, 5));
      return holdSegments({
        startsOn: p.startsOn,
        endsOn: p.endsOn,
        startMinute: start,
        endMinute: start + p.shift.duration_minutes,
      }).some((s) => s.fromDay <= day && day <= s.toDay && s.fromMinute <= minute && minute < s.toMinute);
    };
    const occupiedNow = plans.filter((p) => minuteHeld(p, now.today, now.minute)).length;
    // The clock may have moved on by a minute between the call and this check.
    expect([occupiedNow, plans.filter((p) => minuteHeld(p, now.today, now.minute + 1)).length]).toContain(
      c.seats.occupied_now,
    );
    expect(c.seats.total).toBe(10);
    for (const s of c.seats.by_shift) {
      const shift = shifts.find((x) => x.id === s.shift_id);
      const expected = plans.filter((p) => p.shift.id === shift?.id).length;
      expect(s.held, s.label).toBe(expected);
      expect(s.percent).toBe(Math.round((expected / 10) * 1000) / 10);
    }
    expect(c.plans.expiring_7_days).toBe(
      plans.filter((p) => p.endsOn >= now.today && p.endsOn <= addDays(now.today, 6)).length,
    );
    expect(c.payments_to_confirm).toBe(1);
    expect(c.checkins_today).toBe(1);
    expect(c.admissions_this_month).toBe(6);
    expect(c.charts.collections_30_days).toHaveLength(30);
    expect(c.charts.collections_30_days.at(-1)).toEqual({ date: now.today, amount: 1600 });
    expect(c.charts.admissions_renewals_12_months.at(-1)).toMatchObject({ admissions: 6, renewals: 0 });
    expect(c.charts.occupancy_heatmap).toHaveLength(3 * 7);
    // The heat map, by brute force: per shift and weekday, the seats held during the shift on each
    // of the last 28 days since the first plan began (none before it counts), averaged over those
    // days, as a share of the 10 seats; a weekday without such a day shows nothing.
    const firstHeld = plans.map((p) => p.startsOn).sort()[0] ?? now.today;
    for (const cell of c.charts.occupancy_heatmap) {
      const shift = shifts.find((x) => x.id === cell.shift_id) as TShift;
      const start = Number(shift.start_time.slice(0, 2)) * 60 + Number(shift.start_time.slice(3, 5));
      let held = 0;
      let days = 0;
      for (let i = 0; i < 28; i++) {
        const day = addDays(now.today, -27 + i);
        if (((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 !== cell.weekday) continue;
        if (day < firstHeld) continue;
        days += 1;
        const window = shiftWindow(day, start, shift.duration_minutes);
        held += plans.filter((p) => {
          const ps = Number(p.shift.start_time.slice(0, 2)) * 60 + Number(p.shift.start_time.slice(3, 5));
          return holdsOverlap(window, {
            startsOn: p.startsOn,
            endsOn: p.endsOn,
            startMinute: ps,
            endMinute: ps + p.shift.duration_minutes,
          });
        }).length;
      }
      expect(days, 'the first plan began 25 days ago: every weekday counts at least thrice').toBeGreaterThan(
        2,
      );
      expect(cell.percent, `${cell.label} ${cell.weekday}`).toBe(Math.round((held / days / 10) * 1000) / 10);
    }

    // The staff's home: who is in, who holds a seat in a shift not over yet and has not come, what waits.
    const at = await libraryNow(t.db, t.admin.id);
    const home = (await send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    expect(home.checked_in.map((x) => x.student_id)).toEqual([people[4]?.id]);
    const expected = home.expected_not_come.flatMap((g) => g.students.map((s) => s.student_id));
    expect(expected).not.toContain(people[4]?.id);
    const expectedAt = (minute: number) =>
      plans
        .filter((p) => p.studentId !== people[4]?.id && p.startsOn <= now.today && p.endsOn >= now.today)
        .filter(
          (p) =>
            Number(p.shift.start_time.slice(0, 2)) * 60 +
              Number(p.shift.start_time.slice(3, 5)) +
              p.shift.duration_minutes >
            minute,
        )
        .map((p) => p.studentId)
        .sort();
    // The clock may have moved on by a minute between the two reads.
    expect([expectedAt(at.minute), expectedAt(at.minute + 1)]).toContainEqual(expected.sort());
    expect(home.payments_to_confirm).toBe(1);
    // Grouped by shift, each group under its shift's label; no plan ends today yet.
    for (const group of home.expected_not_come) {
      const shift = shifts.find((s) => s.id === group.shift_id);
      expect(group.shift).toBe(
        shift
          ? formatShiftLabel({ name: shift.name, startTime: shift.start_time, endTime: shift.end_time })
          : 'Whole day',
      );
    }
    expect(home.expiring_today).toEqual([]);

    // The student's home: seat, days left, what they owe, their pending payment.
    const mine = (await send('GET', '/api/dashboard/student', undefined, studentToken)).json<TStudentHome>();
    const plan = plans[3];
    expect(mine.seat).toMatchObject({ seat: plan?.seat, valid_till: plan?.endsOn, days_left: 20 });
    expect(mine.due).toBe(plan?.price);
    expect(mine.payments).toEqual([expect.objectContaining({ amount: 300, status: 'Pending' })]);
    expect(mine).toMatchObject({ upi: false, id_card: false, checked_in_today: null, alert: null });
    // A payee, an ID card, a notice and a visit today show on the next look.
    await t.db.execute(sql`update admins set upi_id = 'gyan@okbank' where id = ${t.admin.id}`);
    await t.db.execute(sql`update students set id_card_generated = true where id = ${people[3]?.id}`);
    await t.db.execute(
      sql`insert into events (admin_id, title, description, event_date) values (${t.admin.id}, 'Quiet hours', '', ${now.today})`,
    );
    await send('POST', '/api/checkin/checkin', { user_id: people[3]?.id }, t.staffToken);
    const later = (await send('GET', '/api/dashboard/student', undefined, studentToken)).json<TStudentHome>();
    expect(later).toMatchObject({
      upi: true,
      id_card: true,
      alert: { title: 'Quiet hours', date: now.today },
    });
    expect(later.checked_in_today?.out).toBeNull();
    // Another student of the library sees neither this card nor this visit.
    const otherToken = await t.login('student', people[5]?.email ?? '', DEFAULT_PASSWORD);
    const theirs = (await send('GET', '/api/dashboard/student', undefined, otherToken)).json<TStudentHome>();
    expect(theirs).toMatchObject({ upi: true, id_card: false, checked_in_today: null });
    await t.db.execute(sql`update admins set upi_id = '' where id = ${t.admin.id}`);

    // The platform team sees this library's size and money.
    const root = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
    const libraries = (
      await send('GET', '/api/superadmin/libraries/activity?limit=500', undefined, root)
    ).json<TLibraryActivity[]>();
    const mineLib = libraries.find((l) => l.id === t.admin.id);
    expect(mineLib).toMatchObject({ students: 6 });
    expect(mineLib?.collections_month).toBe(
      sum(paid.filter((p) => p.on >= `${now.today.slice(0, 8)}01`).map((p) => p.amount)),
    );
    expect(mineLib?.last_sign_in).not.toBeNull();

    // A plan that ends today shows on the desk's home.
    await buildPlaces(t.db, t.admin, 'seat', ['E-1']);
    const ending = await send('POST', '/api/auth/seat', {
      seat_number: 'E-1',
      shift_id: shifts[0]?.id,
      price: 500,
      student_id: people[5]?.id,
      starts_on: addDays(now.today, -29),
      duration: '30 Days',
    });
    expect(ending.statusCode, ending.body).toBe(201);
    const desk = (await send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    expect(desk.expiring_today).toEqual([
      { student_id: people[5]?.id, name: people[5]?.name, place: 'E-1', kind: 'seat' },
    ]);
  });
});

describe('a library starting out', () => {
  it('shows an empty heat map before any seat was held, then counts only the days since', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    await buildPlaces(t.db, owner, 'seat', ['N1', 'N2', 'N3', 'N4']);
    const morning = (
      await send(
        'POST',
        '/api/shifts',
        { name: 'Morning', start_time: '06:00', end_time: '14:00' },
        ownerToken,
      )
    ).json<TShift>();
    const heat = async () =>
      (await send('GET', '/api/dashboard/cockpit', undefined, ownerToken)).json<TCockpit>().charts
        .occupancy_heatmap;
    const before = await heat();
    expect(before).toHaveLength(7);
    expect(before.map((c) => c.percent)).toEqual([null, null, null, null, null, null, null]);
    // One plan from today: today's weekday holds 1 seat of 4 (25%, not a quarter of it over four
    // weeks); the other weekdays have had no day since, so they show nothing.
    const student = await buildStudent(t.db, { admin: owner });
    const plan = await send(
      'POST',
      '/api/auth/seat',
      { seat_number: 'N1', shift_id: morning.id, price: 800, student_id: student.id },
      ownerToken,
    );
    expect(plan.statusCode, plan.body).toBe(201);
    const weekday = ((new Date(`${now.today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect((await heat()).map((c) => [c.weekday, c.percent])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((d) => [d, d === weekday ? 25 : null]),
    );
  });
});

describe("the desk's home", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expects only students whose shift has not ended yet today', async () => {
    const owner = await buildAdmin(t.db);
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    await buildPlaces(t.db, owner, 'seat', ['X1', 'X2', 'X3', 'X4', 'X5']);
    const shift = async (name: string, start_time: string, end_time: string) =>
      (await send('POST', '/api/shifts', { name, start_time, end_time }, ownerToken)).json<TShift>();
    const [morning, evening, night] = [
      await shift('Morning', '06:00', '14:00'),
      await shift('Evening', '14:00', '22:00'),
      await shift('Night', '22:00', '06:00'),
    ];
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => buildStudent(t.db, { admin: owner })));
    const hold = async (i: number, shiftId: number | null, startsOn: string, duration = '30 Days') => {
      const res = await send(
        'POST',
        '/api/auth/seat',
        {
          seat_number: `X${i + 1}`,
          shift_id: shiftId,
          price: 500,
          student_id: people[i]?.id,
          starts_on: startsOn,
          duration,
        },
        ownerToken,
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await hold(0, morning.id, addDays(now.today, -3));
    await hold(1, evening.id, addDays(now.today, -3));
    await hold(2, night.id, addDays(now.today, -3));
    await hold(3, null, addDays(now.today, -3));
    // Last night's shift was this plan's last: it ended at 06:00 this morning.
    await hold(4, night.id, addDays(now.today, -1), '1 Day');
    // 15:00 in the library (India): the morning shift is over, the evening one running.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${now.today}T15:00:00+05:30`) });
    const home = (await send('GET', '/api/dashboard/staff', undefined, ownerToken)).json<TStaffHome>();
    expect(home.expected_not_come.map((g) => [g.shift, g.students.map((x) => x.student_id)])).toEqual([
      ['Whole day', [people[3]?.id]],
      ['Evening (14:00 - 22:00)', [people[1]?.id]],
      ['Night (22:00 - 06:00)', [people[2]?.id]],
    ]);
    // At 05:00 every shift of the day is still ahead.
    vi.setSystemTime(new Date(`${now.today}T05:00:00+05:30`));
    const early = (await send('GET', '/api/dashboard/staff', undefined, ownerToken)).json<TStaffHome>();
    expect(early.expected_not_come.flatMap((g) => g.students.map((x) => x.student_id)).sort()).toEqual(
      [people[0]?.id, people[1]?.id, people[2]?.id, people[3]?.id].sort(),
    );
  });
});

describe('the cockpit on a library seeded like the benchmark', () => {
  it(
    'answers for day shifts only and a year of ledger rows (the overnight spill never builds a bad range)',
    async () => {
      const bench = await createTestServer();
      try {
        await seed(
          bench.db,
          { libraries: 2, studentsPerLibrary: 120 },
          await hashPassword('Bench-Password-1'),
        );
        const owner = await bench.login('admin', 'owner1@bench.studydesk.in', 'Bench-Password-1');
        for (const url of [
          '/api/dashboard/cockpit',
          '/api/dashboard/staff',
          '/api/auth/seat/occupancy/grid',
        ]) {
          const res = await bench.request({ method: 'GET', url, token: owner });
          expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
        }
        const c = (
          await bench.request({ method: 'GET', url: '/api/dashboard/cockpit', token: owner })
        ).json<TCockpit>();
        expect(c.seats.total).toBe(120);
        expect(c.seats.by_shift).toHaveLength(3);
        expect(c.dues.students).toBeGreaterThan(0);
      } finally {
        await bench.close();
      }
    },
    SERVER_OF_ITS_OWN_MS,
  );
});

describe('reminders', () => {
  it('fill the template in Hindi or English, open WhatsApp or SMS for the student, and log who sent them', async () => {
    const owner = await buildAdmin(t.db, { name: 'Gyan Library' });
    const ownerToken = await t.login('admin', owner.email, DEFAULT_PASSWORD);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      send(method, url, payload, ownerToken);
    await as('PUT', '/api/auth/admin/setting/update-settings', {
      totalSeats: 5,
      totalLockers: 0,
      upiId: 'gyan@okbank',
    });
    await buildPlaces(t.db, owner, 'seat', ['R1']);
    const student = await buildStudent(t.db, { admin: owner });
    await t.db.update(students).set({ phone: '098111 22244' }).where(eq(students.id, student.id));
    await as('POST', '/api/auth/seat', { seat_number: 'R1', price: 1250, student_id: student.id });

    const templates = (await as('GET', '/api/reminders/templates')).json<TReminderTemplates>();
    expect(templates.dues.hi).toContain('{amount}');
    const hindi = await as('POST', '/api/reminders', {
      student_id: student.id,
      kind: 'dues',
      channel: 'whatsapp',
      lang: 'hi',
    });
    expect(hindi.statusCode, hindi.body).toBe(201);
    const prepared = hindi.json<TReminderPrepared>();
    expect(prepared.phone).toBe('+919811122244');
    expect(prepared.message).toContain(student.name);
    expect(prepared.message).toContain('₹1,250.00');
    expect(prepared.message).toContain('बकाया');
    expect(prepared.message).toContain('upi://pay?pa=gyan%40okbank');
    expect(prepared.link.startsWith('https://wa.me/919811122244?text=')).toBe(true);
    expect(decodeURIComponent(prepared.link.split('text=')[1] ?? '')).toBe(prepared.message);

    // The owner's own wording is used from then on.
    const own = {
      ...templates,
      expiry: { en: 'Hi {name}, seat {seat} ends {due_date}. {institute}', hi: templates.expiry.hi },
    };
    expect((await as('PUT', '/api/reminders/templates', own)).statusCode).toBe(200);
    const sms = (
      await as('POST', '/api/reminders', { student_id: student.id, kind: 'expiry', channel: 'sms' })
    ).json<TReminderPrepared>();
    expect(sms.message).toMatch(
      new RegExp(`^Hi ${student.name}, seat R1 ends \\d+ \\w{3} \\d{4}\\. Gyan Library$`),
    );
    expect(sms.link.startsWith('sms:+919811122244?body=')).toBe(true);

    const last = (await as('GET', `/api/reminders/last?students=${student.id}`)).json<TReminderLogEntry[]>();
    expect(last).toEqual([
      expect.objectContaining({
        student_id: student.id,
        kind: 'expiry',
        channel: 'sms',
        sent_by: 'Gyan Library',
      }),
    ]);

    // A phone that is not an Indian mobile, and a student who owes nothing, get clear 400s.
    const other = await buildStudent(t.db, { admin: owner });
    await t.db.update(students).set({ phone: '12345' }).where(eq(students.id, other.id));
    const badPhone = await as('POST', '/api/reminders', {
      student_id: other.id,
      kind: 'expiry',
      channel: 'sms',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(
      `${other.name}'s phone number is not an Indian mobile number. Correct it in the student's record.`,
    );
    await t.db.update(students).set({ phone: '9876543210' }).where(eq(students.id, other.id));
    const nothing = await as('POST', '/api/reminders', {
      student_id: other.id,
      kind: 'dues',
      channel: 'whatsapp',
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(`${other.name} owes nothing.`);
    // Templates cannot be emptied.
    expect(
      (await as('PUT', '/api/reminders/templates', { ...own, dues: { en: ' ', hi: 'x' } })).statusCode,
    ).toBe(400);
  });
});

describe("the cockpit's collections", () => {
  it('sum receipts by day and method from the index alone, never from the receipts scattered over the table', async () => {
    const statement = receiptsByDaySelect(t.db, sql`${t.admin.id}`, sql`${'2026-11-01'}::date`).toSQL().sql;
    await expectIndexOnly(t.db, { table: 'receipts', index: 'receipts_admin_paid_on_idx' }, statement, [
      'admin_id',
      'paid_on',
      'method',
      'amount_paise',
    ]);
  });
});
