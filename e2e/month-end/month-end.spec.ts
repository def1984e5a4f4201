import path from 'node:path';
import { addDays, dayAndMinute } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCardTokens } from '../../apps/server/src/crypto/card-tokens.ts';
import { admins, students } from '../../apps/server/src/db/schema/index.ts';
import { runDailyWork } from '../../apps/server/src/jobs/daily-work.ts';
import type { JobContext } from '../../apps/server/src/jobs/kinds.ts';
import { morningDigestWork } from '../../apps/server/src/modules/dashboard/digest.service.ts';
import { monthEndWork } from '../../apps/server/src/modules/month-end/month-end.service.ts';
import {
  type BuiltAdmin,
  buildAdmin,
  buildPlaces,
  buildStudent,
  DEFAULT_PASSWORD,
  TEST_DATA_KEY,
} from '../../apps/server/src/test/factories.ts';
import { createTestServer, type TestServer } from '../../apps/server/src/test/server.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/phone.ts';

/**
 * Issue 35: month end in a browser. The daily works run here with the clock moved, so this file
 * starts a server of its own (in this process, on its own embedded database, serving the built
 * SPA) instead of the run's shared one, whose jobs keep real time.
 */
const SHOTS = process.env.E2E_SHOTS;
let t: TestServer;
let baseUrl: string;
let browser: Browser;
let admin: BuiltAdmin;
let today: string;
let askedOn: string;
let month: string;
const people: Record<'stays' | 'leaves' | 'silent', Awaited<ReturnType<typeof buildStudent>>> = {} as never;
const cards = openCardTokens({ DATA_KEY: TEST_DATA_KEY, DATA_DIR: '/nonexistent' });

const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const ctx = (): JobContext => ({
  db: t.db,
  log: pino({ level: 'silent' }),
  services: {
    messaging: {} as JobContext['services']['messaging'],
    cards,
    clock: () => new Date(),
  },
  job: { id: 'e2e', name: 'e2e', retryCount: 0 },
});

async function page(viewport: { width: number; height: number }, signIn?: { role: string; email: string }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  context.setDefaultTimeout(15_000);
  const p = await context.newPage();
  if (signIn) {
    const res = await context.request.post(`/api/auth/${signIn.role}/login`, {
      data: { email: signIn.email, password: DEFAULT_PASSWORD },
    });
    if (!res.ok()) throw new Error(`login ${res.status()}`);
  }
  return p;
}
const shot = async (p: Page, name: string) => {
  if (SHOTS) await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

beforeAll(async () => {
  t = await createTestServer({}, { WEB_DIST: path.resolve(import.meta.dirname, '../../apps/web/dist') });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  admin = await buildAdmin(t.db, { name: 'Saraswati Month End' });
  today = dayAndMinute(new Date(), 'Asia/Kolkata').today;
  const askDay = Math.min(28, Number(today.slice(8)));
  askedOn = `${today.slice(0, 8)}${String(askDay).padStart(2, '0')}`;
  await t.db.update(admins).set({ monthEndDay: askDay }).where(eq(admins.id, admin.id));
  const owner = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  await buildPlaces(t.db, admin, 'seat', ['S1', 'S2', 'S3']);
  // The cockpit's shares of seats are of the library's capacity, as an owner sets it.
  await t.request({
    method: 'PUT',
    url: '/api/auth/admin/setting/update-settings',
    token: owner,
    payload: { totalSeats: 100, totalLockers: 10, upiId: 'saraswati@okbank' },
  });
  const shift = (
    await t.request({
      method: 'POST',
      url: '/api/shifts',
      token: owner,
      payload: { name: 'Morning', start_time: '06:00', end_time: '12:00' },
    })
  ).json<{ id: number }>();
  for (const [i, key] of (['stays', 'leaves', 'silent'] as const).entries()) {
    people[key] = await buildStudent(t.db, { admin });
    const endsOn = addDays(askedOn, 10 + i);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/seat',
      token: owner,
      payload: {
        seat_number: `S${i + 1}`,
        shift_id: shift.id,
        price: 1200,
        student_id: people[key].id,
        starts_on: addDays(endsOn, -29),
        duration: '30 Days',
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  await t.db.update(students).set({ language: 'hi' }).where(eq(students.id, people.leaves.id));
  await t.request({
    method: 'POST',
    url: '/api/desk-payments',
    token: owner,
    payload: { student_id: people.stays.id, amount: 1200, method: 'upi', paid_on: addDays(today, -1) },
  });
  await runDailyWork(monthEndWork, ctx(), ist(askedOn, '09:10'));
  month = addDays(`${askedOn.slice(0, 8)}28`, 7).slice(0, 7);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('month end in the browser', () => {
  it('a student answers No on their phone (360 px), in Hindi', async () => {
    const phone = await page({ width: 360, height: 780 }, { role: 'student', email: people.leaves.email });
    await phone.goto('/student/dashboard');
    const card = phone.getByLabel('क्या आप अगले महीने भी आएँगे?');
    await card.getByText('सीट S2 का आपका प्लान').waitFor();
    await card.getByRole('button', { name: 'नहीं' }).click();
    await card.getByText('आपने नहीं कहा: सीट S2').waitFor();
    await expectAccessible(phone);
    await expectNoSidewaysScroll(phone, 'student home with the month-end question, 360 px');
    await shot(phone, 'student-360-hi');
  });

  it('another answers Yes through the message link, without signing in', async () => {
    const token = cards.issueMonthEnd({ adminId: admin.id, studentId: people.stays.id, month });
    const phone = await page({ width: 360, height: 780 });
    await phone.goto(`/month-end/${token}`);
    await phone.getByText(`Namaste, ${people.stays.name}.`).waitFor();
    await phone.getByRole('button', { name: 'Yes' }).click();
    await phone.getByText('You said Yes: seat S1 stays yours.').waitFor();
    await expectAccessible(phone);
    await shot(phone, 'link-360');
    await phone.goto('/month-end/ME1-nothing');
    await phone.getByText('This link does not work. Open StudyDesk or ask your library.').waitFor();
  });

  it('the owner sees the morning digest and next month’s forecast, and the seat freeing up', async () => {
    await runDailyWork(morningDigestWork, ctx(), ist(addDays(today, 1), '07:50'));
    const desk = await page({ width: 1280, height: 900 }, { role: 'admin', email: admin.email });
    await desk.goto('/admin/dashboard');
    await desk.getByText('Your first morning digest arrives at 08:00.').waitFor();
    await runDailyWork(morningDigestWork, ctx(), ist(today, '08:05'));
    await desk.reload();
    const digest = desk.getByLabel('This morning');
    await digest.getByText('Collected yesterday: ₹1,200.00').waitFor();
    await digest.getByText('Month-end answers: 1 continuing, 1 leaving, 1 no answer').waitFor();
    const forecast = desk.getByLabel("Next month's forecast");
    await forecast.getByText('Leaving').waitFor();
    await expectAccessible(desk);
    await shot(desk, 'owner-dashboard-1280');

    await desk.getByRole('link', { name: 'Names and waiting list' }).click();
    await desk.getByText(`Free from`).waitFor();
    await desk.getByText('Nobody on the waiting list for this shift.').waitFor();
    await desk.getByRole('row', { name: new RegExp(people.silent.name) }).waitFor();
    await expectAccessible(desk);
    await shot(desk, 'owner-month-end-1280');

    const small = await page({ width: 360, height: 780 }, { role: 'admin', email: admin.email });
    await small.goto('/admin/month-end');
    await small.getByText('Seats freeing up').waitFor();
    await expectNoSidewaysScroll(small, 'month end, 360 px');
    await shot(small, 'owner-month-end-360');
    expect(await small.getByText('Seat S2').count()).toBeGreaterThan(0);
  });
});
