import type { TDeskScan, TDoorAnswer, TDoorDevice, TDoorDeviceCreated, TKiosk } from '@studydesk/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, doorDevices, doorRefusals, students } from '../../db/schema/index.ts';
import { cardHolder, pairKiosk, toggleCardOf } from '../../test/door-fixtures.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { postEntry } from '../finance/ledger.service.ts';

const t = useLibrary({ staff: true });

const atKiosk = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function kioskScan(cookie: string, code: string): Promise<TDoorAnswer> {
  const res = await atKiosk(cookie, 'POST', '/api/kiosk/scan', { code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TDoorAnswer>();
}

const devices = async () => (await t.send('GET', '/api/door-devices')).json<TDoorDevice[]>();

describe('pairing a kiosk', () => {
  it('gives a one-time link for 15 minutes; the tablet gets a credential that can only check in and out', async () => {
    const created = await t.send('POST', '/api/door-devices', { kind: 'kiosk', name: 'Front door tablet' });
    expect(created.statusCode, created.body).toBe(201);
    const { device, pairing_url, pairing_expires_at } = created.json<TDoorDeviceCreated>();
    expect(device).toMatchObject({
      kind: 'kiosk',
      name: 'Front door tablet',
      paired_at: null,
      poster_url: null,
    });
    expect(pairing_url).toMatch(/^http:\/\/[^/]+\/kiosk#pair=\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(pairing_expires_at ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const code = pairing_url?.split('#pair=')[1] ?? '';

    const paired = await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: { code } });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json<TKiosk>()).toEqual({
      device_name: 'Front door tablet',
      library_name: expect.any(String),
    });
    const cookie = [paired.headers['set-cookie']].flat()[0] ?? '';
    expect(cookie).toMatch(/^sd_door=.+; .*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const credential = cookie.split(';')[0] ?? '';
    // The link is spent.
    const again = await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: { code } });
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'This pairing link is not valid or has expired. Ask the owner for a new one.',
    ]);

    expect((await atKiosk(credential, 'GET', '/api/kiosk')).json<TKiosk>().device_name).toBe(
      'Front door tablet',
    );
    // It is no session: every other route treats it as nobody.
    for (const url of ['/api/auth/me', '/api/manage/students', '/api/door-devices', '/api/checkin']) {
      expect((await atKiosk(credential, 'GET', url)).statusCode, url).toBe(401);
    }
    const listed = (await devices()).find((d) => d.id === device.id);
    expect(listed?.paired_at).not.toBeNull();
    expect(listed?.last_seen_at).not.toBeNull();
  });

  it('refuses an expired link, a made-up one and another library device id', async () => {
    const created = (
      await t.send('POST', '/api/door-devices', { kind: 'kiosk', name: 'Late tablet' })
    ).json<TDoorDeviceCreated>();
    const code = created.pairing_url?.split('#pair=')[1] ?? '';
    await t.db
      .update(doorDevices)
      .set({ pairingExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(doorDevices.id, created.device.id));
    for (const attempt of [
      code,
      `${code.slice(0, -2)}AA`,
      'not-a-code',
      `1.${created.device.id}.${'A'.repeat(43)}`,
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: { code: attempt } });
      expect(res.statusCode, attempt).toBe(404);
    }
    expect((await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: {} })).statusCode).toBe(400);
  });

  it('a new pairing link replaces the credential; revoking refuses the kiosk at once', async () => {
    const first = await pairKiosk(t, t.token, 'Side door');
    const renewed = await t.send('POST', `/api/door-devices/${first.id}/pairing`, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    const code = renewed.json<TDoorDeviceCreated>().pairing_url?.split('#pair=')[1] ?? '';
    // The old tablet works until the new one pairs.
    expect((await atKiosk(first.cookie, 'GET', '/api/kiosk')).statusCode).toBe(200);
    const paired = await t.request({ method: 'POST', url: '/api/kiosk/pair', payload: { code } });
    const second = ([paired.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
    expect((await atKiosk(first.cookie, 'GET', '/api/kiosk')).statusCode).toBe(401);
    expect((await atKiosk(second, 'GET', '/api/kiosk')).statusCode).toBe(200);

    const revoked = await t.send('DELETE', `/api/door-devices/${first.id}`);
    expect([revoked.statusCode, revoked.json().message]).toEqual([200, 'Side door was revoked.']);
    const refused = await atKiosk(second, 'POST', '/api/kiosk/scan', { code: 'X-1' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      401,
      'This door device is not paired, or it was revoked. Ask the owner to pair it in Settings.',
    ]);
    expect((await devices()).map((d) => d.id)).not.toContain(first.id);
    expect((await t.send('DELETE', `/api/door-devices/${first.id}`)).statusCode).toBe(404);
    expect((await t.send('POST', `/api/door-devices/${first.id}/pairing`, {})).statusCode).toBe(404);
  });

  it("is the owner's: staff cannot add or revoke devices, and names are checked", async () => {
    const staff = await t.send('POST', '/api/door-devices', { kind: 'kiosk', name: 'Mine' }, t.staffToken);
    expect(staff.statusCode).toBe(403);
    const blank = await t.send('POST', '/api/door-devices', { kind: 'kiosk', name: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'name: Give the device a name']);
    const kind = await t.send('POST', '/api/door-devices', { kind: 'phone', name: 'X' });
    expect(kind.statusCode).toBe(400);
  });
});

describe('scanning at the kiosk', () => {
  it('checks ten students in, one after another, and each out again, with no photo or amounts shown', async () => {
    const { cookie, id } = await pairKiosk(t, t.token, 'Queue tablet');
    const queue = [];
    for (let i = 0; i < 10; i++)
      queue.push(await cardHolder(t, { endsInDays: 30, shift: 'Morning', window: [0, 1440] }));
    for (const s of queue) {
      const answer = await kioskScan(cookie, s.qr);
      expect(answer).toEqual({
        verdict: 'ok',
        action: 'checked_in',
        reasons: [],
        student: { name: s.name, seat: 'B-7', shift: 'Morning', language: 'en' },
      });
    }
    const home = (await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json();
    for (const s of queue)
      expect(home.checked_in.map((c: { student_id: number }) => c.student_id)).toContain(s.id);
    const out = await kioskScan(cookie, queue[0]?.qr ?? '');
    expect([out.verdict, out.action]).toEqual(['warn', 'checked_out']);
    // The trail names the kiosk.
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'door.kiosk_scan'), eq(auditLog.adminId, t.admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect([row?.actorRole, row?.actorId]).toEqual(['kiosk', id]);
  });

  it("answers in the student's language; refuses an expired plan, a revoked card and another library's card", async () => {
    const { cookie } = await pairKiosk(t, t.token);
    const expired = await cardHolder(t, { endsInDays: -3 });
    await t.db.update(students).set({ language: 'hi' }).where(eq(students.id, expired.id));
    const answer = await kioskScan(cookie, expired.qr);
    expect(answer.verdict).toBe('refused');
    expect(answer.action).toBe('none');
    expect(answer.student?.language).toBe('hi');
    expect(answer.reasons.map((r) => r.rule)).toEqual(['plan_expired']);
    const [refusal] = await t.db.select().from(doorRefusals).where(eq(doorRefusals.studentId, expired.id));
    expect(refusal?.staffName).toBe('Kiosk: Front door tablet');

    // Dues show as a reason, never as an amount.
    const owing = await cardHolder(t, { endsInDays: 30 });
    await postEntry(
      t.db,
      { tenantId: t.admin.id, role: 'admin', userId: t.admin.id, name: 'Owner', today: '2026-11-28' },
      {
        studentId: owing.id,
        entryType: 'charge',
        chargeKind: 'manual',
        amountPaise: 80_000,
        description: 'Fee',
      },
    );
    const owes = await kioskScan(cookie, owing.qr);
    expect(owes.reasons).toEqual([{ rule: 'dues', refuses: false, detail: null }]);
    expect(JSON.stringify(owes)).not.toContain('800');

    const revoked = await cardHolder(t, { endsInDays: 30 });
    await toggleCardOf(t, revoked.id, false, t.token);
    expect((await kioskScan(cookie, revoked.qr)).reasons.map((r) => r.rule)).toEqual(['card_revoked']);

    const other = await buildAdmin(t.db);
    const otherToken = await t.login('admin', other.email, DEFAULT_PASSWORD);
    const stranger = await cardHolder(t, { endsInDays: 30 }, other, otherToken);
    expect(await kioskScan(cookie, stranger.qr)).toEqual({
      verdict: 'refused',
      action: 'none',
      reasons: [{ rule: 'unknown_card', refuses: true, detail: null }],
      student: null,
    });
  });
});

describe('the door poster', () => {
  it('checks the signed-in student in and out; another library, a revoked poster or a card are refused', async () => {
    const created = await t.send('POST', '/api/door-devices', { kind: 'poster', name: 'Main door' });
    expect(created.statusCode, created.body).toBe(201);
    const { device, pairing_url } = created.json<TDoorDeviceCreated>();
    expect(pairing_url).toBeNull();
    expect(device.poster_url).toMatch(/^http:\/\/[^/]+\/door#SDP1\.[A-Za-z0-9_-]{38}$/);
    const poster = device.poster_url?.split('#')[1] ?? '';
    expect((await devices()).find((d) => d.id === device.id)?.poster_url).toBe(device.poster_url);

    const s = await cardHolder(t, { endsInDays: 30, shift: 'Evening' });
    const token = await t.login('student', s.email, DEFAULT_PASSWORD);
    const pass = (body: object, as = token) => t.send('POST', '/api/door/poster-checkin', body, as);
    const first = await pass({ poster });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TDoorAnswer>()).toMatchObject({
      verdict: 'ok',
      action: 'checked_in',
      student: { name: s.name },
    });
    expect((await pass({ poster })).json<TDoorAnswer>().action).toBe('checked_out');

    // The poster is not a card at the desk, and a card is not a poster.
    const desk = await t.send('POST', '/api/desk/scan', { code: poster }, t.staffToken);
    expect(desk.json<TDeskScan>().reasons.map((r) => r.rule)).toEqual(['unknown_card']);
    const card = await pass({ poster: s.qr });
    expect([card.statusCode, card.json().message]).toEqual([
      404,
      'This is not a door poster of your library, or it was replaced. Ask at the desk.',
    ]);
    // Another library's student holding this poster's address.
    const other = await buildAdmin(t.db);
    const outsider = await buildStudent(t.db, { admin: other });
    const outsiderToken = await t.login('student', outsider.email, DEFAULT_PASSWORD);
    expect((await pass({ poster }, outsiderToken)).statusCode).toBe(404);

    expect((await t.send('DELETE', `/api/door-devices/${device.id}`)).statusCode).toBe(200);
    expect((await pass({ poster })).statusCode).toBe(404);
  });
});
