import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, verhoeffCheckDigit } from './aadhaar.ts';

describe('aadhaar', () => {
  it('computes the Verhoeff check digit of the classic example', () => {
    // 236 -> check digit 3 is the textbook Verhoeff example.
    expect(verhoeffCheckDigit('236')).toBe(3);
  });
  it('accepts a number with a correct check digit and refuses one digit off', () => {
    const body = '23456789012';
    const good = `${body}${verhoeffCheckDigit(body)}`;
    expect(isValidAadhaar(good)).toBe(true);
    const bad = `${body}${(verhoeffCheckDigit(body) + 1) % 10}`;
    expect(isValidAadhaar(bad)).toBe(false);
  });
  it('refuses wrong lengths and leading 0 or 1', () => {
    expect(isValidAadhaar('12345678901')).toBe(false);
    const body = '13456789012';
    expect(isValidAadhaar(`${body}${verhoeffCheckDigit(body)}`)).toBe(false);
  });
  it('masks all but the last four digits', () => {
    expect(maskAadhaar('234567890123')).toBe('XXXX XXXX 0123');
    expect(maskAadhaar(null)).toBe('');
  });
});
