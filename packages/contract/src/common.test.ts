import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric, ZDate, ZEmail, ZId, ZNewPassword } from './common.ts';
import { ZSeatPlanRequest } from './seating.ts';

describe('numeric fields', () => {
  const amount = numeric(z.number().min(0));
  it('accepts numbers and decimal strings', () => {
    expect(amount.parse(5)).toBe(5);
    expect(amount.parse('12.50')).toBe(12.5);
    expect(amount.parse(' 7 ')).toBe(7);
  });
  it.each([true, false, [5], '0x10', '', null, {}, '1e3', 'Infinity', '5 rupees'])('refuses %j', (value) => {
    expect(amount.safeParse(value).success).toBe(false);
  });
});

describe('ids, dates and emails', () => {
  it('ids stop at the largest integer column value', () => {
    expect(ZId.parse('2147483647')).toBe(2_147_483_647);
    expect(ZId.safeParse('2147483648').success).toBe(false);
    expect(ZId.safeParse(0).success).toBe(false);
  });
  it('dates are real calendar dates between 1900 and 2100', () => {
    expect(ZDate.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '0000-01-01', '9999-12-31', '1899-12-31', '2026-13-01'])
      expect(ZDate.safeParse(bad).success).toBe(false);
  });
  it('emails longer than 254 characters are refused', () => {
    expect(ZEmail.safeParse(`${'a'.repeat(3000)}@example.com`).success).toBe(false);
  });
  it('plan durations longer than ten years are refused', () => {
    const plan = { seat_number: 'A1', price: 100 };
    expect(ZSeatPlanRequest.safeParse({ ...plan, duration: '9999 years' }).success).toBe(false);
    expect(ZSeatPlanRequest.safeParse({ ...plan, duration: '3 months' }).success).toBe(true);
  });
});

describe('new passwords', () => {
  it('are kept as typed, 8..128 characters, and never only spaces', () => {
    expect(ZNewPassword.parse(' Reading Room 26 ')).toBe(' Reading Room 26 ');
    for (const bad of [' '.repeat(8), 'abc', 'x'.repeat(129)])
      expect(ZNewPassword.safeParse(bad).success).toBe(false);
  });
});
