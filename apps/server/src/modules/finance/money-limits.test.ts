import type {
  TCockpit,
  TDues,
  TFeeRecord,
  TLibraryActivity,
  TReceipt,
  TStudentLedger,
} from '@studydesk/contract';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';
import { SUPERADMIN } from '../../test/server.ts';

// Sums and balances are bigint paise: ₹1 crore is 10^9 paise, and an int stops at 2^31 - 1
// (₹2,14,74,836.47), so three of the largest single amounts pass it.
const CRORE = 10_000_000;
const t = useLibrary();
const { send } = t;

const deskPayment = (body: object) => send('POST', '/api/desk-payments', { method: 'cash', ...body });

describe('sums past an int', () => {
  it('three ₹1 crore desk payments in a day: the cockpit and the platform still count them', async () => {
    for (const name of ['Asha Traders', 'Bharat Books', 'Chetan Stores']) {
      const paid = await deskPayment({ customer_name: name, amount: CRORE });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const cockpit = await send('GET', '/api/dashboard/cockpit');
    expect(cockpit.statusCode, cockpit.body).toBe(200);
    const c = cockpit.json<TCockpit>();
    expect(c.collections.today).toBe(3 * CRORE);
    expect(c.collections.month).toBe(3 * CRORE);
    expect(c.collections.today_by_method).toEqual([{ method: 'cash', amount: 3 * CRORE }]);
    expect(c.charts.collections_30_days.at(-1)?.amount).toBe(3 * CRORE);
    const root = await t.login('superadmin', SUPERADMIN.email, SUPERADMIN.password);
    const activity = await send('GET', '/api/superadmin/libraries/activity?limit=500', undefined, root);
    expect(activity.statusCode, activity.body).toBe(200);
    const mine = activity.json<TLibraryActivity[]>().find((l) => l.id === t.admin.id);
    expect(mine?.collections_month).toBe(3 * CRORE);
  });

  it('three ₹1 crore charges to one student commit, and every screen shows ₹3 crore due', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    for (let i = 0; i < 3; i++) {
      const charged = await send('POST', '/api/ledger/entries', {
        student_id: student.id,
        entry_type: 'charge',
        amount: CRORE,
      });
      expect(charged.statusCode, charged.body).toBe(201);
    }
    const ledger = await send('GET', `/api/ledger/${student.id}`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const l = ledger.json<TStudentLedger>();
    expect(l.totals).toMatchObject({ total_fees: 3 * CRORE, due: 3 * CRORE });
    expect(l.entries.map((e) => e.balance_after)).toEqual([CRORE, 2 * CRORE, 3 * CRORE]);
    const fees = (await send('GET', '/api/fees/students?limit=500')).json<TFeeRecord[]>();
    expect(fees.find((f) => f.student_id === student.id)).toMatchObject({ due: 3 * CRORE });
    const dues = await send('GET', '/api/dues');
    expect(dues.statusCode, dues.body).toBe(200);
    const d = dues.json<TDues>();
    expect(d.rows.find((r) => r.student_id === student.id)?.due).toBe(3 * CRORE);
    expect(d.total_outstanding).toBe(3 * CRORE);
    const c = (await send('GET', '/api/dashboard/cockpit')).json<TCockpit>();
    expect(c.dues).toMatchObject({ total: 3 * CRORE, students: 1 });
    expect(c.dues.top[0]).toMatchObject({ student_id: student.id, amount: 3 * CRORE });
  });

  it('an advance past ₹2.147 crore: more desk payments answer 201 with the right balance after', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    for (let i = 1; i <= 4; i++) {
      const paid = await deskPayment({ student_id: student.id, amount: CRORE });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const receipts = await send('GET', `/api/receipts?student_id=${student.id}`);
    expect(receipts.statusCode, receipts.body).toBe(200);
    expect(
      receipts
        .json<TReceipt[]>()
        .map((r) => r.balance_after)
        .sort((a, b) => (b ?? 0) - (a ?? 0)),
    ).toEqual([-CRORE, -2 * CRORE, -3 * CRORE, -4 * CRORE]);
    const l = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
    expect(l.totals).toMatchObject({ paid: 4 * CRORE, due: 0, advance: 4 * CRORE });
    const home = await send('GET', `/api/fees/student/${student.id}`);
    expect(home.statusCode, home.body).toBe(200);
  });

  it('the Fees editor refuses a change no single ledger row can hold, naming the field', async () => {
    const student = await buildStudent(t.db, { admin: t.admin });
    for (let i = 0; i < 3; i++) await deskPayment({ student_id: student.id, amount: CRORE });
    // Paid down from ₹3 crore to 0 would be one correction of -₹3 crore.
    const res = await send('POST', '/api/fees/assign', { student_id: student.id, paid: 0 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^paid: One change cannot be more than ₹1,00,00,000.00/);
    const l = (await send('GET', `/api/ledger/${student.id}`)).json<TStudentLedger>();
    expect(l.totals).toMatchObject({ paid: 3 * CRORE, advance: 3 * CRORE });
  });
});

describe('amounts on the wire', () => {
  it.each([
    [' 5 '],
    ['5.'],
    ['.5'],
    [0.30000000000000004],
    ['0.30000000000000004'],
    [5.555],
    ['5.555'],
    ['1e3'],
    ['+5'],
    ['5,000'],
    ['₹5'],
  ])('%j is refused with a 400 naming the amount', async (amount) => {
    const res = await deskPayment({ customer_name: 'Walk-in', amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^amount: .*2 decimals/);
  });

  it.each([[5], ['5'], ['5.5'], ['5.50'], [5.5], [0.3], ['12.05'], [CRORE], [String(CRORE)]])(
    '%j is taken',
    async (amount) => {
      const res = await deskPayment({ customer_name: 'Walk-in', amount });
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  it('one amount stops at ₹1 crore, with a 400 naming the field and the limit', async () => {
    for (const amount of [CRORE + 0.01, '10000000.01', 2_147_483_648]) {
      const res = await deskPayment({ customer_name: 'Walk-in', amount });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('amount: Amount cannot be more than ₹1,00,00,000.00');
    }
    const charge = await send('POST', '/api/ledger/entries', {
      student_id: (await buildStudent(t.db, { admin: t.admin })).id,
      entry_type: 'charge',
      amount: CRORE + 1,
    });
    expect(charge.statusCode).toBe(400);
    expect(charge.json().message).toBe('amount: Amount cannot be more than ₹1,00,00,000.00');
  });
});
