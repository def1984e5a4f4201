import { describe, expect, it } from 'vitest';
import { formatRupees, ledgerBalance } from './money.ts';

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

describe('ledgerBalance', () => {
  it('is charges - discounts - payments + refunds', () => {
    expect(
      ledgerBalance([
        { entry_type: 'charge', amount_paise: 150_000 },
        { entry_type: 'discount', amount_paise: 10_000 },
        { entry_type: 'payment', amount_paise: 200_000 },
        { entry_type: 'refund', amount_paise: 5_000 },
        { entry_type: 'charge', amount_paise: -150_000 },
      ]),
    ).toBe(-205_000);
  });
});
