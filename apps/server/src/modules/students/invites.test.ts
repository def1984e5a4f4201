import type { TInvitesResponse } from '@studydesk/contract';
import { eq, sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { studentInvites, students } from '../../db/schema/index.ts';
import { type BuiltAdmin, buildAdmin, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestServer, type TestServer } from '../../test/server.ts';
import { INVITE_TRIES_PER_LINK } from './invites.routes.ts';
import { INVITE_REFUSED } from './invites.service.ts';

let t: TestServer;
let admin: BuiltAdmin;
let other: BuiltAdmin;
let adminToken: string;
let otherToken: string;
let thirty: Awaited<ReturnType<typeof buildStudent>>[];
let otherStudent: Awaited<ReturnType<typeof buildStudent>>;

beforeAll(async () => {
  t = await createTestServer();
  admin = await buildAdmin(t.db, { name: 'Saraswati Study Library' });
  other = await buildAdmin(t.db);
  adminToken = await t.login('admin', admin.email, DEFAULT_PASSWORD);
  otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
  thirty = [];
  for (let i = 0; i < 30; i++) thirty.push(await buildStudent(t.db, { admin }));
  otherStudent = await buildStudent(t.db, { admin: other });
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const invite = (ids: number[], token = adminToken) =>
  t.request({ method: 'POST', url: '/api/manage/students/invites', token, payload: { student_ids: ids } });
/** The set-password link inside a WhatsApp link's message. */
const linkIn = (whatsapp: string) => {
  const text = decodeURIComponent(new URL(whatsapp).searchParams.get('text') ?? '');
  const m = /https?:\/\/\S+\/set-password\/(\S+)/.exec(text);
  if (!m?.[1]) throw new Error(`no link in ${text}`);
  return m[1];
};
const preview = (token: string) => t.request({ method: 'GET', url: `/api/auth/invites/${token}` });
const accept = (token: string, password: string) =>
  t.request({ method: 'POST', url: `/api/auth/invites/${token}`, payload: { password } });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/student/login', payload: { email, password } });
async function inviteOne(id: number) {
  const res = await invite([id]);
  expect(res.statusCode, res.body).toBe(200);
  const [link] = res.json<TInvitesResponse>().links;
  return linkIn(link?.whatsapp ?? '');
}

describe('inviting students in bulk', () => {
  it('gives each of 30 students a WhatsApp and an SMS link in their language', async () => {
    await t.db
      .update(students)
      .set({ language: 'hi' })
      .where(eq(students.id, thirty[1]?.id ?? 0));
    const res = await invite(thirty.map((s) => s.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TInvitesResponse>();
    expect(body.links).toHaveLength(30);
    expect(body.skipped).toEqual([]);
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // By name, each once, every link its own.
    expect(body.links.map((l) => l.name)).toEqual(
      [...thirty].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((s) => s.name),
    );
    expect(new Set(body.links.map((l) => linkIn(l.whatsapp))).size).toBe(30);
    const first = body.links.find((l) => l.student_id === thirty[0]?.id);
    expect(first?.whatsapp).toMatch(/^https:\/\/wa\.me\/91[6-9]\d{9}\?text=/);
    expect(first?.sms).toMatch(/^sms:\+91[6-9]\d{9}\?body=/);
    const text = decodeURIComponent(first?.whatsapp.split('text=')[1] ?? '');
    expect(text).toContain(`Hello ${thirty[0]?.name}`);
    expect(text).toContain('Saraswati Study Library');
    expect(text).toContain(thirty[0]?.email);
    const hindi = body.links.find((l) => l.student_id === thirty[1]?.id);
    expect(hindi?.lang).toBe('hi');
    expect(decodeURIComponent(hindi?.whatsapp ?? '')).toContain('नमस्ते');
  });

  it('skips a student without a mobile number, saying why', async () => {
    const s = await buildStudent(t.db, { admin });
    await t.db.update(students).set({ phone: '' }).where(eq(students.id, s.id));
    const res = await invite([s.id, thirty[2]?.id ?? 0]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TInvitesResponse>();
    expect(body.links.map((l) => l.student_id)).toEqual([thirty[2]?.id]);
    expect(body.skipped).toEqual([{ student_id: s.id, name: s.name, reason: 'No phone number' }]);
  });

  it("refuses a selection naming another library's student as an unknown one, inviting nobody", async () => {
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(studentInvites))[0]?.n;
    const before = await count();
    for (const ids of [[thirty[3]?.id ?? 0, otherStudent.id], [999_999]]) {
      const res = await invite(ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Student not found' });
    }
    expect(await count()).toBe(before);
    // The other library's owner cannot invite this library's students either.
    expect((await invite([thirty[3]?.id ?? 0], otherToken)).statusCode).toBe(404);
  });

  it('refuses an empty selection and one of more than 500', async () => {
    expect((await invite([])).statusCode).toBe(400);
    const res = await invite(Array.from({ length: 501 }, (_, i) => i + 1));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('at most 500');
  });
});

describe('the set-password link', () => {
  it('sets the password once, signs the student in, and is refused the second time', async () => {
    const s = thirty[4];
    if (!s) throw new Error('no student');
    const token = await inviteOne(s.id);
    const seen = await preview(token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ name: s.name, email: s.email, institute: 'Saraswati Study Library' });

    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);
    const done = await accept(token, 'Bright-Morning-2026');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['set-cookie']).toBeDefined();
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/me',
      token: done.json<{ token: string }>().token,
    });
    expect(me.json()).toMatchObject({ role: 'student', id: s.id, must_change_password: false });
    expect((await login(s.email, 'Bright-Morning-2026')).statusCode).toBe(200);
    expect((await login(s.email, DEFAULT_PASSWORD)).statusCode).toBe(401);

    const again = await accept(token, 'Another-Evening-2026');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: INVITE_REFUSED });
    expect((await preview(token)).json()).toEqual({ message: INVITE_REFUSED });
    expect((await login(s.email, 'Another-Evening-2026')).statusCode).toBe(401);
  });

  it('answers unknown, malformed and replaced links with the same refusal', async () => {
    const s = thirty[5];
    if (!s) throw new Error('no student');
    const older = await inviteOne(s.id);
    const newer = await inviteOne(s.id);
    const forged = `${admin.id}-${'A'.repeat(22)}`;
    for (const token of [
      older,
      forged,
      'nonsense',
      `99999999999-${'A'.repeat(22)}`,
      `${other.id}-${newer.slice(newer.indexOf('-') + 1)}`,
    ]) {
      const res = await accept(token, 'Bright-Morning-2026');
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toEqual({ message: INVITE_REFUSED });
    }
    expect((await accept(newer, 'Bright-Morning-2026')).statusCode).toBe(200);
  });

  it('works until seven days have passed, then is refused', async () => {
    const s = thirty[6];
    const u = thirty[7];
    if (!s || !u) throw new Error('no student');
    const start = Date.now();
    const token = await inviteOne(s.id);
    const token2 = await inviteOne(u.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 7 * 86_400_000 - 60_000);
    expect((await accept(token2, 'Bright-Morning-2026')).statusCode).toBe(200);
    vi.setSystemTime(start + 7 * 86_400_000 + 60_000);
    const late = await accept(token, 'Bright-Morning-2026');
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ message: INVITE_REFUSED });
    expect((await preview(token)).statusCode).toBe(404);
  });

  it(`takes ${INVITE_TRIES_PER_LINK} tries of one link per quarter hour, then waits`, async () => {
    const s = thirty[8];
    if (!s) throw new Error('no student');
    const token = await inviteOne(s.id);
    for (let i = 0; i < INVITE_TRIES_PER_LINK; i++)
      expect((await accept(token, 'short')).statusCode).toBe(400);
    const held = await accept(token, 'Bright-Morning-2026');
    expect(held.statusCode).toBe(429);
    expect((await login(s.email, 'Bright-Morning-2026')).statusCode).toBe(401);
  });
});

describe('ID cards for a selection', () => {
  // The invite tests above move the clock seven days on: a session from before may have ended
  // (housekeeping ends idle sessions), so these sign in again.
  beforeAll(async () => {
    adminToken = await t.login('admin', admin.email, DEFAULT_PASSWORD);
    otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
  });
  const generate = (ids: number[], token = adminToken) =>
    t.request({ method: 'POST', url: '/api/manage/students/id-cards', token, payload: { student_ids: ids } });
  const sheet = (ids: number[], token = adminToken) =>
    t.request({ method: 'GET', url: `/api/manage/students/id-cards.pdf?students=${ids.join(',')}`, token });

  it('generates the missing cards and prints 30 on four A4 pages, by name', async () => {
    const ids = thirty.map((s) => s.id);
    expect((await sheet(ids)).statusCode).toBe(409);
    const one = await t.request({
      method: 'PATCH',
      url: `/api/manage/students/${ids[0]}/toggle-id`,
      token: adminToken,
      payload: { idCardGenerated: true },
    });
    expect(one.statusCode).toBe(200);
    const res = await generate(ids);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ generated: 29, already: 1 });
    expect((await generate(ids)).json()).toMatchObject({ generated: 0, already: 30 });

    const pdf = await sheet(ids);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    expect(doc.numPages).toBe(4);
    const page = await doc.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    const text = await pdfText(pdf.rawPayload);
    const byName = [...thirty].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    for (const s of byName) expect(text).toContain(s.studentId);
    const positions = byName.map((s) => text.indexOf(`ID: ${s.studentId}`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("refuses another library's students as unknown ones", async () => {
    expect((await generate([thirty[0]?.id ?? 0, otherStudent.id])).statusCode).toBe(404);
    expect((await sheet([thirty[0]?.id ?? 0, otherStudent.id])).statusCode).toBe(404);
    expect((await sheet([thirty[0]?.id ?? 0], otherToken)).statusCode).toBe(404);
    expect((await sheet([9_999_999_999])).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/manage/students/id-cards.pdf?students=a',
          token: adminToken,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the set-password link per client address', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await createTestServer({ loginPerIpPerMinute: 3 });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('waits after the address has used its sign-in budget, whichever links it tries', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await small.request({ method: 'GET', url: `/api/auth/invites/1-${String(i).repeat(22)}` });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
