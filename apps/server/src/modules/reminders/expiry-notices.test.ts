import { addDays } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../crypto/secret-box.ts';
import { lockerPlans, messageLog, seatPlans, students } from '../../db/schema/index.ts';
import { runDailyWork } from '../../jobs/daily-work.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import {
  type BuiltAdmin,
  buildAdmin,
  buildStudent,
  DEFAULT_PASSWORD,
  TEST_DATA_KEY,
} from '../../test/factories.ts';
import { ProviderFakes } from '../../test/fakes/provider-fakes.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import { expiryNotices } from './expiry-notices.ts';
import type { MessagingDeps } from './messaging.service.ts';
import { deliverQueuedMessages } from './outbox.service.ts';

/** Plan end notices: 7 days, 1 day and on the day, walked over ten days with the jobs' clock moved. */

const PHONE_ID = '109876543210987';
// Far from the real date: the app's own job (real clock) never finds these plans due.
const DAY0 = '2027-03-01';
let fake: ProviderFakes;
let t: TestServer;
let deps: MessagingDeps;

beforeAll(async () => {
  fake = await new ProviderFakes().start();
  fake.whatsappTemplates.set('plan_ending', { langs: ['en', 'hi'], parameters: 6 });
  t = await createTestServer(
    {},
    { WHATSAPP_API_BASE: `${fake.url}/v23.0`, PUBLIC_URL: 'https://desk.example.in' },
  );
  deps = {
    box: new SecretBox(Buffer.from(TEST_DATA_KEY, 'hex')),
    whatsappBase: `${fake.url}/v23.0`,
    msg91Base: 'http://127.0.0.1:9/api/v5',
    publicUrl: 'https://desk.example.in',
  };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ctx = (): JobContext => ({
  db: t.db,
  log: pino({ level: 'silent' }),
  services: { messaging: deps, cards: {} as JobContext['services']['cards'], clock: () => new Date() },
  job: { id: 'test', name: 'expiry-notices', retryCount: 0 },
});
/** `HH:MM` on a library day in Asia/Kolkata (UTC+05:30) as an instant. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

async function library(withProvider = true) {
  const admin = await buildAdmin(t.db, { name: 'Gyan Library' });
  if (withProvider) {
    const token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    const res = await t.request({
      method: 'PUT',
      url: '/api/messaging/settings',
      token,
      payload: {
        whatsapp: {
          enabled: true,
          phone_number_id: PHONE_ID,
          templates: { dues: 'fee_due_reminder', expiry: 'plan_ending' },
          access_token: 'EAAG-fake-token',
        },
        sms: {
          enabled: false,
          sender_id: '',
          templates: { dues: { en: '', hi: '' }, expiry: { en: '', hi: '' } },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return admin;
}

async function student(admin: BuiltAdmin, phone: string, language: 'en' | 'hi' = 'en') {
  const s = await buildStudent(t.db, { admin });
  await t.db.update(students).set({ phone, language, name: s.name }).where(eq(students.id, s.id));
  return s;
}

async function seatPlan(
  admin: BuiltAdmin,
  studentId: number,
  endsOn: string,
  more: Partial<typeof seatPlans.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(seatPlans)
    .values({
      adminId: admin.id,
      studentId,
      seatNumber: 'A7',
      shiftLabel: 'Morning (06:00 - 12:00)',
      pricePaise: 80_000,
      startsOn: addDays(endsOn, -29),
      endsOn,
      ...more,
    })
    .returning({ id: seatPlans.id });
  return row?.id ?? 0;
}

const keysOf = async (adminId: number) =>
  (await t.db.select().from(messageLog).where(eq(messageLog.adminId, adminId)).orderBy(messageLog.id)).map(
    (m) => [m.studentId, m.dedupeKey, m.lang],
  );

describe('plan end notices', () => {
  it('go out 7 days, 1 day and on the day, once, by day only, one a student a day, never for a renewed plan', async () => {
    const admin = await library();
    const asha = await student(admin, '9811100001');
    const bhanu = await student(admin, '9811100002', 'hi');
    const chetan = await student(admin, '9811100003');
    const divya = await student(admin, '9811100004');
    const esha = await student(admin, '9811100005');
    const ashaPlan = await seatPlan(admin, asha.id, addDays(DAY0, 7));
    const bhanuPlan = await seatPlan(admin, bhanu.id, addDays(DAY0, 3));
    // Renewed: the next plan follows it, so its end is no news.
    const renewed = await seatPlan(admin, chetan.id, addDays(DAY0, 5));
    await seatPlan(admin, chetan.id, addDays(DAY0, 35), {
      renewedFromId: renewed,
      startsOn: addDays(DAY0, 6),
    });
    // Ended early (the student left): Inactive.
    await seatPlan(admin, divya.id, addDays(DAY0, 8), { status: 'Inactive' });
    // A seat and a locker ending the same day: one notice a day, of the seat.
    const eshaSeat = await seatPlan(admin, esha.id, addDays(DAY0, 1));
    await t.db.insert(lockerPlans).values({
      adminId: admin.id,
      studentId: esha.id,
      name: 'Locker',
      lockerNumber: 'L3',
      startsOn: addDays(DAY0, -29),
      endsOn: addDays(DAY0, 1),
    });
    // A library without a provider gets nothing queued.
    const bare = await library(false);
    const farid = await student(bare, '9811100006');
    await seatPlan(bare, farid.id, addDays(DAY0, 1));

    for (let i = 0; i < 10; i++) {
      const day = addDays(DAY0, i);
      const before = (await keysOf(admin.id)).length;
      await runDailyWork(expiryNotices, ctx(), at(day, '03:00'));
      await runDailyWork(expiryNotices, ctx(), at(day, '08:59'));
      await runDailyWork(expiryNotices, ctx(), at(day, '21:00'));
      expect(await keysOf(admin.id), `night of ${day}`).toHaveLength(before);
      await runDailyWork(expiryNotices, ctx(), at(day, '09:00'));
      await runDailyWork(expiryNotices, ctx(), at(day, '15:30'));
    }
    const end = (n: number) => addDays(DAY0, n);
    expect(await keysOf(admin.id)).toEqual([
      [asha.id, `expiry:seat:${ashaPlan}:${end(7)}:7`, 'en'],
      [esha.id, `expiry:seat:${eshaSeat}:${end(1)}:1`, 'en'],
      [esha.id, `expiry:seat:${eshaSeat}:${end(1)}:0`, 'en'],
      [bhanu.id, `expiry:seat:${bhanuPlan}:${end(3)}:1`, 'hi'],
      [bhanu.id, `expiry:seat:${bhanuPlan}:${end(3)}:0`, 'hi'],
      [asha.id, `expiry:seat:${ashaPlan}:${end(7)}:1`, 'en'],
      [asha.id, `expiry:seat:${ashaPlan}:${end(7)}:0`, 'en'],
    ]);
    expect(await keysOf(bare.id)).toEqual([]);

    // Delivered by the fake: the Hindi student's notice in Hindi, with the renew-and-pay link.
    await deliverQueuedMessages(t.db, deps);
    const toBhanu = fake
      .requestsTo(`/v23.0/${PHONE_ID}/messages`)
      .filter((r) => (r.body as { to?: string }).to === '919811100002');
    expect(toBhanu).toHaveLength(2);
    expect(toBhanu[0]?.body).toMatchObject({
      template: {
        name: 'plan_ending',
        language: { code: 'hi' },
        components: [
          {
            parameters: [
              bhanu.name,
              'Gyan Library',
              'A7',
              'Morning (06:00 - 12:00)',
              '4 Mar 2027',
              'https://desk.example.in/student/payments?amount=800.00',
            ].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
  });
});
