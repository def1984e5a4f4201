import { describe, expect, it } from 'vitest';
import { dayAndMinute, formatDate, formatDateTime, parseDay } from './dates.ts';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way with 2 decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(1000)).toBe('₹1,000.00');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(-2500.75)).toBe('-₹2,500.75');
  });
});

describe('formatDate and formatDateTime', () => {
  it("shows '23 Nov 2026' for a calendar date and for a timestamp in the institute's zone", () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
    // 20:00 UTC on the 22nd is already the 23rd in India.
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-22T20:00:00Z', 'UTC')).toBe('22 Nov 2026');
  });

  it('uses a 24-hour clock', () => {
    expect(formatDateTime('2026-11-23T08:35:00Z')).toBe('23 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-22T18:30:00Z')).toBe('23 Nov 2026, 00:00');
  });
});

describe('formatDate in Hindi', () => {
  it("writes each month as Intl's 'hi-IN' does, and English is unchanged", () => {
    const intl = new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short', year: 'numeric' });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-26`;
      expect(formatDate(day, undefined, 'hi')).toBe(intl.format(new Date(2026, month - 1, 26)));
    }
    expect(formatDate('2026-12-26', undefined, 'hi')).toBe('26 दिस॰ 2026');
    expect(formatDate('2026-12-26', undefined, 'en')).toBe('26 Dec 2026');
    expect(formatDateTime('2026-11-23T08:35:00Z', undefined, 'hi')).toBe('23 नव॰ 2026, 14:05');
    expect(formatDateTime('2026-11-23T08:35:00Z', undefined, 'en')).toBe('23 Nov 2026, 14:05');
  });

  it('reads back what it writes', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-09`;
      expect(parseDay(formatDate(day, undefined, 'hi'))).toBe(day);
    }
    expect(parseDay('31 फ़र॰ 2026')).toBeNull();
  });
});

describe('parseDay', () => {
  it("reads '23 Nov 2026' and '2026-11-23', and refuses days that do not exist", () => {
    expect(parseDay('23 Nov 2026')).toBe('2026-11-23');
    expect(parseDay(' 5 sep 2026 ')).toBe('2026-09-05');
    expect(parseDay('2026-11-23')).toBe('2026-11-23');
    expect(parseDay('31 Feb 2026')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('23 Nvm 2026')).toBeNull();
    expect(parseDay('tomorrow')).toBeNull();
  });
});

describe('dayAndMinute', () => {
  it("reads a moment's day and minute in the library's time zone", () => {
    expect(dayAndMinute(new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toEqual({
      today: '2026-11-24',
      minute: 0,
    });
    expect(dayAndMinute(new Date('2026-01-05T03:04:00Z'), 'UTC')).toEqual({
      today: '2026-01-05',
      minute: 184,
    });
    expect(dayAndMinute(new Date('2026-03-01T18:29:00Z'), 'Asia/Kolkata')).toEqual({
      today: '2026-03-01',
      minute: 1439,
    });
  });
});
