import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.ts';
import { useLibrary } from '../../test/library-fixture.ts';

const CRORE = 10_000_000;
const t = useLibrary();
const { send } = t;

const deskPayment = (body: object) => send('POST', '/api/desk-payments', { method: 'cash', ...body });

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
