import type { TCockpit, TLead, TPublicLibrary, TPublicPageSettings, TShift } from '@studydesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCardTokens } from '../../crypto/card-tokens.ts';
import { institutes, leads } from '../../db/schema/index.ts';
import { libraryToday } from '../../tenancy/library-clock.ts';
import {
  type BuiltAdmin,
  buildAdmin,
  buildPlaces,
  buildStaff,
  buildStudent,
  DEFAULT_PASSWORD,
  TEST_DATA_KEY,
} from '../../test/factories.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';

let t: TestServer;
let admin: BuiltAdmin;
let token: string;
let staffToken: string;
let evening: TShift;
let secret: { name: string; email: string };
const cards = openCardTokens({ DATA_KEY: TEST_DATA_KEY, DATA_DIR: '/nonexistent' });
const now = () => Math.floor(Date.now() / 1000);

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, as = token) =>
  t.request({ method, url, token: as, ...(payload ? { payload } : {}) });
/** An anonymous request from one address. */
const anon = (method: 'GET' | 'POST', url: string, payload?: object, ip = '203.0.113.1') =>
  t.request({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });
const page = async (slug = 'gyan-library') =>
  (await anon('GET', `/api/public/libraries/${slug}`)).json<TPublicLibrary>();
let address = 10;
/** Sends the form (each from a new address unless told, so the per-address budget stays out of it). */
const enquiry = async (fields: Record<string, unknown>, ip = `203.0.113.${address++}`) =>
  anon(
    'POST',
    '/api/public/libraries/gyan-library/enquiries',
    {
      name: 'Rohit Verma',
      phone: '98111 22244',
      consent: true,
      form_token: (await page()).form_token,
      ...fields,
    },
    ip,
  );
const leadsOf = () => t.db.select().from(leads).where(eq(leads.adminId, admin.id));

beforeAll(async () => {
  // The form may be sent at once here; the stamp's minimum age is tested with stamps of other times.
  t = await createTestServer({ enquiriesPerIpPerHour: 4 }, { ENQUIRY_MIN_SECONDS: '0' });
  admin = await buildAdmin(t.db);
  token = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  const member = await buildStaff(t.db, { admin });
  staffToken = await t.login('staff', member.email, DEFAULT_PASSWORD);
  await t.db.insert(institutes).values({
    adminId: admin.id,
    name: 'Gyan Library',
    address: '12 Civil Lines, Jaipur',
    contact: '9876512345',
  });
  await buildPlaces(t.db, admin, 'seat', ['E1', 'E2', 'E3']);
  evening = (
    await send('POST', '/api/shifts', { name: 'Evening', start_time: '16:00', end_time: '22:00' })
  ).json();
  const student = await buildStudent(t.db, { admin });
  secret = { name: student.name, email: student.email };
  const plan = await send('POST', '/api/auth/seat', {
    seat_number: 'E1',
    shift_id: evening.id,
    price: 900,
    student_id: student.id,
    starts_on: await libraryToday(t.db, admin.id),
    duration: '30 Days',
  });
  expect(plan.statusCode, plan.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('the public page', () => {
  it('is hidden until the owner switches it on; then shows only what was published, live seats by shift', async () => {
    const draft = await send('PUT', '/api/public-page/settings', {
      enabled: false,
      slug: 'Gyan-Library',
      description: 'Quiet AC hall near the metro.',
      facilities: ['AC', 'Wi-Fi', 'Lockers'],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<TPublicPageSettings>()).toMatchObject({ slug: 'gyan-library', enabled: false });
    expect((await anon('GET', '/api/public/libraries/gyan-library')).statusCode).toBe(404);

    expect(
      (await send('PUT', '/api/public-page/settings', { ...draft.json(), enabled: true })).statusCode,
    ).toBe(200);
    const res = await anon('GET', '/api/public/libraries/GYAN-LIBRARY');
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json<TPublicLibrary>();
    expect(shown).toMatchObject({
      name: 'Gyan Library',
      address: '12 Civil Lines, Jaipur',
      phone: '9876512345',
      description: 'Quiet AC hall near the metro.',
      facilities: ['AC', 'Wi-Fi', 'Lockers'],
      total_seats: 3,
      shifts: [{ shift_id: evening.id, free: 2 }],
    });
    expect(shown.map_url).toContain('google.com/maps');
    // Nobody's personal data: the seated student is not named anywhere in the answer.
    expect(res.body).not.toContain(secret.name);
    expect(res.body).not.toContain(secret.email);
    expect(res.body).not.toContain(admin.email);
    expect((await anon('GET', '/api/public/libraries/no-such-library')).statusCode).toBe(404);
    expect((await anon('GET', '/api/public/libraries/..%2Fetc')).statusCode).toBe(404);
  });

  it('keeps a slug to one library across the platform', async () => {
    const other = await buildAdmin(t.db);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    const taken = await send(
      'PUT',
      '/api/public-page/settings',
      { enabled: true, slug: 'gyan-library', description: '', facilities: [] },
      otherToken,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/Another library/);
    const bad = await send('PUT', '/api/public-page/settings', {
      enabled: true,
      slug: 'a b',
      facilities: [],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows photos the owner added, to anyone, while the page is on', async () => {
    const form = multipart({}, { field: 'photo', filename: 'hall.png', content: PNG_1PX, type: 'image/png' });
    const added = await t.request({
      method: 'POST',
      url: '/api/public-page/photos',
      token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [url] = (await page()).photos;
    expect(url).toMatch(/^\/api\/public\/libraries\/gyan-library\/photos\/[a-f0-9]{32}\.png$/);
    const image = await anon('GET', url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});

describe("the 'I'm interested' form", () => {
  // The page shows each message in its own language by these exact words (public-server-texts.ts;
  // the web client drops the field's name).
  it('refuses a wrong phone, a missing consent and a missing name with clear messages', async () => {
    const phone = await enquiry({ phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('phone: Enter a valid 10-digit Indian mobile number');
    const consent = await enquiry({ consent: false });
    expect(consent.statusCode).toBe(400);
    expect(consent.json().message).toBe('consent: Tick the box to let the library contact you');
    const name = await enquiry({ name: '' });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe('name: Enter your name');
    expect(await leadsOf()).toHaveLength(0);
  });

  it('refuses a stamp sent too soon, too late or made for another library, and drops a bot quietly', async () => {
    const soon = await enquiry({
      phone: '9800000002',
      form_token: cards.issueFormStamp(admin.id, now() + 60),
    });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toMatch(/quick/);
    const stale = await enquiry({
      phone: '9800000002',
      form_token: cards.issueFormStamp(admin.id, now() - 2 * 86_400),
    });
    expect(stale.json().message).toMatch(/expired/);
    const foreign = await enquiry({
      phone: '9800000002',
      form_token: cards.issueFormStamp(admin.id + 1000, now() - 10),
    });
    expect(foreign.statusCode).toBe(400);
    const bot = await enquiry({ website: 'http://spam.example', phone: '9000000001' }, '203.0.113.2');
    expect(bot.statusCode).toBe(201);
    expect(await leadsOf()).toHaveLength(0);
  });

  it('records one lead per phone, however often it is sent', async () => {
    const first = await enquiry({ shift_id: evening.id }, '203.0.113.3');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toMatch(/Thank you/);
    const again = await enquiry({ shift_id: evening.id, phone: '+91 98111 22244' }, '203.0.113.3');
    expect(again.statusCode).toBe(201);
    const rows = await leadsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Rohit Verma',
      phone: '9811122244',
      shiftId: evening.id,
      status: 'new',
    });
  });

  it('answers 429 past the budget of a phone and of an address', async () => {
    const phone = '9822233344';
    const answers: number[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
      answers.push((await enquiry({ phone }, ip)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect((await enquiry({ phone }, '198.51.100.5')).json().message).toBe(
      'This number has sent enough enquiries for now. The library will call you.',
    );
    const byAddress: Array<[number, string]> = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await enquiry({ phone: `97000000${10 + n}` }, '198.51.100.9');
      byAddress.push([res.statusCode, res.json().message]);
    }
    expect(byAddress.map(([status]) => status)).toEqual([201, 201, 201, 201, 429]);
    expect(byAddress[4]?.[1]).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });
});

describe('leads', () => {
  it('the desk follows a lead up; the owner converts it to the student it became; the cockpit counts it', async () => {
    const list = await send('GET', '/api/leads?status=new', undefined, staffToken);
    expect(list.statusCode, list.body).toBe(200);
    const lead = list.json<TLead[]>().find((l) => l.phone === '9811122244');
    expect(lead).toMatchObject({ name: 'Rohit Verma', status: 'new' });
    expect(lead?.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919811122244\?text=Hello%20Rohit/);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    const followed = await send(
      'PATCH',
      `/api/leads/${lead?.id}`,
      { status: 'contacted', follow_up_on: '2026-12-01', notes: 'Visiting Monday' },
      staffToken,
    );
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json<TLead>()).toMatchObject({ status: 'contacted', follow_up_on: '2026-12-01' });

    // Staff do not admit students: converting is the owner's.
    const student = await buildStudent(t.db, { admin });
    const asStaff = await send(
      'POST',
      `/api/leads/${lead?.id}/convert`,
      { student_id: student.id },
      staffToken,
    );
    expect(asStaff.statusCode).toBe(403);
    const converted = await send('POST', `/api/leads/${lead?.id}/convert`, { student_id: student.id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json<TLead>()).toMatchObject({
      status: 'joined',
      student_id: student.id,
      follow_up_on: null,
    });
    expect((await send('POST', `/api/leads/${lead?.id}/convert`, { student_id: 999_999 })).statusCode).toBe(
      404,
    );

    const cockpit = (await send('GET', '/api/dashboard/cockpit')).json<TCockpit>();
    expect(cockpit.leads.joined_30_days).toBe(1);
    expect(cockpit.leads.enquiries_30_days).toBe((await leadsOf()).length);
    expect(cockpit.leads.new_this_week).toBe((await leadsOf()).length);
    expect(cockpit.leads.conversion_percent).toBeCloseTo((100 * 1) / (await leadsOf()).length, 1);
  });
});
