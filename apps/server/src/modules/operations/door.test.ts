import type { TDeskScan, TDoorRules, TIdCardCode, TStaffHome } from '@studydesk/contract';
import { addDays } from '@studydesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { libraryNow } from '../../tenancy/library-clock.ts';
import { cardHolder, type SeatPlanOfCard, toggleCardOf } from '../../test/door-fixtures.ts';
import { buildAdmin, buildStudent, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { postEntry } from '../finance/ledger.service.ts';

const t = useLibrary({ staff: true });

const DEFAULTS: TDoorRules = {
  card_revoked: 'refuse',
  plan_expired: 'refuse',
  no_plan: 'warn',
  outside_shift: 'warn',
  dues: 'warn',
  dues_above: 0,
  already_in: 'warn',
};

/** Scans as the desk member (or `as`); the answer is always 200 once the code is read. */
async function scan(code: string, override_reason?: string, as = t.staffToken): Promise<TDeskScan> {
  const res = await t.send(
    'POST',
    '/api/desk/scan',
    { code, ...(override_reason ? { override_reason } : {}) },
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TDeskScan>();
}

async function setRules(changes: Partial<TDoorRules>) {
  const res = await t.send('PUT', '/api/settings/door-rules', { ...DEFAULTS, ...changes });
  expect(res.statusCode, res.body).toBe(200);
}

/** Puts a student's card out or takes it back (the ID cards screen's button). */
const toggleCard = (id: number, idCardGenerated: boolean, token = t.token) =>
  toggleCardOf(t, id, idCardGenerated, token);

/** A student of the library with their card out; `plan` gives them a seat plan. */
const studentWithCard = (plan?: SeatPlanOfCard | null, admin = t.admin, token = t.token) =>
  cardHolder(t, plan === undefined ? { endsInDays: 30 } : plan, admin, token);

const rulesOf = (s: TDeskScan) => s.reasons.map((r) => `${r.rule}:${r.refuses ? 'refuse' : 'warn'}`);

describe('the ID card QR', () => {
  it('carries an opaque signed token, different per card, naming no one', async () => {
    const a = await studentWithCard();
    const b = await studentWithCard();
    expect(a.qr).toMatch(/^SD1\.[A-Za-z0-9_-]{38}$/);
    expect(b.qr).not.toBe(a.qr);
    // Neither the text nor its bytes hold the name, the code or the email.
    const bytes = Buffer.from(a.qr.slice(4), 'base64url').toString('latin1');
    for (const part of [a.name, a.studentId, a.email]) {
      expect(a.qr).not.toContain(part);
      expect(bytes).not.toContain(part);
    }
    expect(a.cardNumber).toBe(a.studentId);
    // The student reads the same code for their own card.
    const own = await t.login('student', a.email, DEFAULT_PASSWORD);
    expect((await t.send('GET', '/api/auth/student/me/id-card', undefined, own)).json()).toMatchObject({
      qr: a.qr,
      card_number: a.studentId,
    });
    // Before the card is out there is no code.
    const none = await buildStudent(t.db, { admin: t.admin });
    expect((await t.send('GET', `/api/manage/students/${none.id}/id-card`)).statusCode).toBe(409);
  });
});

describe('a scan at the desk', () => {
  it('checks in on the first scan and out on the second, showing seat, shift and validity', async () => {
    const s = await studentWithCard({ endsInDays: 30, shift: 'Whole day' });
    const first = await scan(s.qr);
    const { today } = await libraryNow(t.db, t.admin.id);
    expect(first).toEqual({
      verdict: 'ok',
      action: 'checked_in',
      overridden: false,
      reasons: [],
      seat_today: null,
      student: {
        id: s.id,
        name: s.name,
        student_code: s.studentId,
        photo_url: null,
        seat: 'B-7',
        shift: 'Whole day',
        valid_till: addDays(today, 30),
        validity: 'valid',
        due: 0,
      },
    });
    const home = (await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    expect(home.checked_in.map((c) => c.student_id)).toContain(s.id);

    const second = await scan(s.qr);
    expect([second.verdict, second.action, rulesOf(second)]).toEqual([
      'warn',
      'checked_out',
      ['already_in:warn'],
    ]);
    const after = (await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    expect(after.checked_in.map((c) => c.student_id)).not.toContain(s.id);
    // The owner scans too; the printed card number typed by hand (any case) works like the QR.
    const typed = await scan(` ${s.studentId.toLowerCase()} `, undefined, t.token);
    expect([typed.verdict, typed.action, typed.student?.id]).toEqual(['ok', 'checked_in', s.id]);
  });

  it('refuses a card once regenerated or revoked, and the new card works', async () => {
    const s = await studentWithCard();
    const fresh = await t.send('POST', `/api/manage/students/${s.id}/id-card/regenerate`, {});
    expect(fresh.statusCode).toBe(200);
    const newQr = fresh.json<TIdCardCode>().qr;
    expect(newQr).not.toBe(s.qr);
    const old = await scan(s.qr);
    expect([old.verdict, old.action, rulesOf(old)]).toEqual(['refused', 'none', ['card_revoked:refuse']]);
    expect((await scan(newQr)).action).toBe('checked_in');
    await scan(newQr); // out again

    expect((await toggleCard(s.id, false)).statusCode).toBe(200);
    for (const code of [newQr, s.studentId]) {
      const revoked = await scan(code);
      expect([revoked.verdict, revoked.action, rulesOf(revoked)]).toEqual([
        'refused',
        'none',
        ['card_revoked:refuse'],
      ]);
    }
    // Generated again: a new version, so the revoked copy keeps refusing.
    await toggleCard(s.id, true);
    expect((await scan(newQr)).verdict).toBe('refused');
    const current = (await t.send('GET', `/api/manage/students/${s.id}/id-card`)).json<TIdCardCode>().qr;
    expect((await scan(current)).action).toBe('checked_in');
    // Regenerating a card that is not out is refused.
    await toggleCard(s.id, false);
    expect((await t.send('POST', `/api/manage/students/${s.id}/id-card/regenerate`, {})).statusCode).toBe(
      409,
    );
  });

  it("answers another library's card exactly like an unknown one", async () => {
    const otherAdmin = await buildAdmin(t.db);
    const otherToken = await t.login('admin', otherAdmin.email, DEFAULT_PASSWORD);
    const theirs = await studentWithCard({ endsInDays: 30 }, otherAdmin, otherToken);
    const unknown = await scan('SD1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown).toEqual({
      verdict: 'refused',
      action: 'none',
      overridden: false,
      reasons: [{ rule: 'unknown_card', refuses: true, detail: null }],
      seat_today: null,
      student: null,
    });
    expect(await scan(theirs.qr)).toEqual(unknown);
    expect(await scan(theirs.studentId.replace(/\d+$/, '99999'))).toEqual(unknown);
    // Even with a reason nobody is let in on an unknown card.
    expect(await scan(theirs.qr, 'He says he is new')).toEqual(unknown);
    // Their own desk lets them in.
    const home = await t.send('POST', '/api/desk/scan', { code: theirs.qr }, otherToken);
    expect(home.json<TDeskScan>().action).toBe('checked_in');
  });

  it('refuses or only warns for each rule as the owner set it', async () => {
    expect((await t.send('GET', '/api/settings/door-rules')).json()).toEqual(DEFAULTS);
    const { minute, today } = await libraryNow(t.db, t.admin.id);

    // Plan expired: refused by default, a warning when set so.
    const expired = await studentWithCard({ endsInDays: -3 });
    const refused = await scan(expired.qr);
    expect([refused.verdict, refused.action, rulesOf(refused)]).toEqual([
      'refused',
      'none',
      ['plan_expired:refuse'],
    ]);
    expect(refused.reasons[0]?.detail).toBe(addDays(today, -3));
    expect(refused.student?.validity).toBe('expired');
    await setRules({ plan_expired: 'warn' });
    const warned = await scan(expired.qr);
    expect([warned.verdict, warned.action, rulesOf(warned)]).toEqual([
      'warn',
      'checked_in',
      ['plan_expired:warn'],
    ]);

    // No seat or membership: a warning by default, refused when set so.
    const planless = await studentWithCard(null);
    expect(rulesOf(await scan(planless.qr))).toEqual(['no_plan:warn']);
    await scan(planless.qr); // out
    await setRules({ no_plan: 'refuse' });
    const noPlan = await scan(planless.qr);
    expect([noPlan.verdict, noPlan.action, noPlan.student?.validity]).toEqual(['refused', 'none', 'none']);

    // Outside the shift: the desk sees the shift.
    const start = (minute + 120) % 1440;
    const later = await studentWithCard({ endsInDays: 30, window: [start, start + 60], shift: 'Evening' });
    const outside = await scan(later.qr);
    expect([outside.verdict, rulesOf(outside), outside.reasons[0]?.detail]).toEqual([
      'warn',
      ['outside_shift:warn'],
      'Evening',
    ]);
    await scan(later.qr); // out
    await setRules({ outside_shift: 'refuse' });
    expect((await scan(later.qr)).verdict).toBe('refused');

    // Dues above an amount.
    const owing = await studentWithCard();
    const { today: day } = await libraryNow(t.db, t.admin.id);
    await postEntry(
      t.db,
      { tenantId: t.admin.id, role: 'admin', userId: t.admin.id, name: 'Owner', today: day },
      {
        studentId: owing.id,
        entryType: 'charge',
        chargeKind: 'manual',
        amountPaise: 50_000,
        description: 'Fee',
      },
    );
    await setRules({ dues: 'refuse', dues_above: 1000 });
    const under = await scan(owing.qr);
    expect([under.verdict, under.student?.due]).toEqual(['ok', 500]);
    await scan(owing.qr); // out
    await setRules({ dues: 'refuse', dues_above: 499.99 });
    const over = await scan(owing.qr);
    expect([over.verdict, rulesOf(over), over.reasons[0]?.detail]).toEqual([
      'refused',
      ['dues:refuse'],
      '500',
    ]);

    // Already in: refuse leaves the student in.
    const regular = await studentWithCard();
    await setRules({ already_in: 'refuse' });
    expect((await scan(regular.qr)).action).toBe('checked_in');
    const again = await scan(regular.qr);
    expect([again.verdict, again.action, rulesOf(again)]).toEqual(['refused', 'none', ['already_in:refuse']]);
    const home = (await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    expect(home.checked_in.map((c) => c.student_id)).toContain(regular.id);

    // Card revoked set to warn lets a revoked card in with a warning.
    await setRules({ card_revoked: 'warn' });
    await toggleCard(regular.id, false);
    const fresh = await studentWithCard();
    await toggleCard(fresh.id, false);
    const revoked = await scan(fresh.qr);
    expect([revoked.verdict, revoked.action, rulesOf(revoked)]).toEqual([
      'warn',
      'checked_in',
      ['card_revoked:warn'],
    ]);
    await setRules({});
  });

  it('lets a refused student in with a reason, audited and on the staff home', async () => {
    await setRules({});
    const staffHomeBefore = (
      await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)
    ).json<TStaffHome>();
    const expired = await studentWithCard({ endsInDays: -1 });
    expect((await scan(expired.qr)).verdict).toBe('refused');
    const let_ = await scan(expired.qr, 'Paying tomorrow, owner agreed');
    expect([let_.verdict, let_.action, let_.overridden, rulesOf(let_)]).toEqual([
      'refused',
      'checked_in',
      true,
      ['plan_expired:refuse'],
    ]);
    const [audit] = await t.db
      .select({ details: auditLog.details, target: auditLog.targetId, role: auditLog.actorRole })
      .from(auditLog)
      .where(and(eq(auditLog.adminId, t.admin.id), eq(auditLog.action, 'desk.scan')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toEqual({
      role: 'staff',
      target: String(expired.id),
      details: {
        verdict: 'refused',
        action: 'checked_in',
        rules: ['plan_expired:refuse'],
        override_reason: 'Paying tomorrow, owner agreed',
      },
    });
    const home = (await t.send('GET', '/api/dashboard/staff', undefined, t.staffToken)).json<TStaffHome>();
    const mine = home.refused_today.filter((r) => r.student_id === expired.id);
    expect(home.refused_today.length).toBe(staffHomeBefore.refused_today.length + 2);
    expect(mine.map((r) => [r.name, r.rules, r.overridden, r.override_reason])).toEqual([
      [expired.name, ['plan_expired'], true, 'Paying tomorrow, owner agreed'],
      [expired.name, ['plan_expired'], false, null],
    ]);
    // An unknown card is on the list too, without a name.
    await scan('STU-NOBODY');
    const withUnknown = (await t.send('GET', '/api/dashboard/staff', undefined, t.token)).json<TStaffHome>();
    expect(withUnknown.refused_today[0]).toMatchObject({
      name: null,
      student_id: null,
      rules: ['unknown_card'],
    });
    // A reason on a scan that is not refused changes nothing and is not an override.
    const fine = await studentWithCard();
    const plain = await scan(fine.qr, 'no need');
    expect([plain.verdict, plain.overridden]).toEqual(['ok', false]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'code'],
      [{ code: '   ' }, 'code'],
      [{ code: 'x'.repeat(201) }, 'code'],
      [{ code: 'A1', override_reason: 'x'.repeat(301) }, 'override_reason'],
    ] as const) {
      const res = await t.send('POST', '/api/desk/scan', body, t.staffToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    const bad = await t.send('PUT', '/api/settings/door-rules', { ...DEFAULTS, dues: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const negative = await t.send('PUT', '/api/settings/door-rules', { ...DEFAULTS, dues_above: -1 });
    expect(negative.statusCode).toBe(400);
  });
});
