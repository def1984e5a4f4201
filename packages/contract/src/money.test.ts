import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';
import { MAX_AMOUNT_RUPEES, ZRupees } from './seating.ts';

describe('formatRupees', () => {
  it('groups the Indian way with ₹ and 2 decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(999.5)).toBe('₹999.50');
    expect(formatRupees(1700)).toBe('₹1,700.00');
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(-1500.05)).toBe('-₹1,500.05');
  });
});

describe('ZRupees (amounts on the wire)', () => {
  it('takes JSON numbers and plain decimal text of at most 2 decimals', () => {
    for (const [value, rupees] of [
      [5, 5],
      ['5', 5],
      ['5.5', 5.5],
      ['5.50', 5.5],
      [0.3, 0.3],
      ['0.05', 0.05],
      [MAX_AMOUNT_RUPEES, MAX_AMOUNT_RUPEES],
      ['10000000.00', MAX_AMOUNT_RUPEES],
    ] as const)
      expect(ZRupees.parse(value)).toBe(rupees);
  });
  it.each([
    ' 5 ',
    '5.',
    '.5',
    0.30000000000000004,
    '5.555',
    5.555,
    '1e3',
    1e-7,
    '+5',
    '5,000',
    '',
    null,
    true,
  ])('refuses %j', (value) => {
    expect(ZRupees.safeParse(value).success).toBe(false);
  });
  it('stops at ₹1 crore a single amount', () => {
    const over = ZRupees.safeParse(MAX_AMOUNT_RUPEES + 0.01);
    expect(over.error?.issues[0]?.message).toBe('Amount cannot be more than ₹1,00,00,000.00');
  });
});
