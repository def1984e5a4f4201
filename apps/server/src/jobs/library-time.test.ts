import { describe, expect, it } from 'vitest';
import { jobIdFor, localInstant, nextLocalTime } from './library-time.ts';

describe("a library's local time", () => {
  it('is 08:00 in India at 02:30 UTC, later today before it and tomorrow after it', () => {
    expect(localInstant('Asia/Kolkata', '2026-11-28', '08:00').toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    );
    expect(nextLocalTime('Asia/Kolkata', '08:00', new Date('2026-11-28T01:00:00Z'))).toEqual({
      date: '2026-11-28',
      at: new Date('2026-11-28T02:30:00Z'),
    });
    // 08:00 exactly has come: the next one is tomorrow's.
    expect(nextLocalTime('Asia/Kolkata', '08:00', new Date('2026-11-28T02:30:00Z')).date).toBe('2026-11-29');
    // 23:00 UTC is already the next day in India.
    expect(nextLocalTime('Asia/Kolkata', '08:00', new Date('2026-11-28T23:00:00Z'))).toEqual({
      date: '2026-11-29',
      at: new Date('2026-11-29T02:30:00Z'),
    });
  });

  it('follows a daylight-saving change where a zone has one', () => {
    // New York: UTC-4 until 1 Nov 2026, UTC-5 after.
    expect(localInstant('America/New_York', '2026-10-31', '08:00').toISOString()).toBe(
      '2026-10-31T12:00:00.000Z',
    );
    expect(localInstant('America/New_York', '2026-11-02', '08:00').toISOString()).toBe(
      '2026-11-02T13:00:00.000Z',
    );
    expect(localInstant('Asia/Kolkata', '2026-11-28', '21:00:30').toISOString()).toBe(
      '2026-11-28T15:30:30.000Z',
    );
  });

  it('names one job id per kind, library and day', () => {
    const id = jobIdFor('digest:7:2026-11-28');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor('digest:7:2026-11-28')).toBe(id);
    expect(jobIdFor('digest:7:2026-11-29')).not.toBe(id);
    expect(jobIdFor('digest:8:2026-11-28')).not.toBe(id);
  });
});
