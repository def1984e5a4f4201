import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DUNNING_POLICY,
  dunningKey,
  dunningOffsets,
  nextDunning,
  parseDunningKey,
  ZDunningPolicy,
} from './dunning.ts';

const on = { ...DEFAULT_DUNNING_POLICY, enabled: true };
const facts = { due: '2026-12-10', today: '2026-12-01', sentOffset: null, sentToday: false, lastPaid: null };

describe('dunning steps', () => {
  it('the default: 3 days before, on the day, 3 after, then every 5, at most 6', () => {
    expect(dunningOffsets(on)).toEqual([-3, 0, 3, 8, 13, 18]);
    expect(dunningOffsets({ ...on, days_before: 0, on_due: false, max_count: 2 })).toEqual([3, 8]);
    expect(dunningOffsets({ ...on, max_count: 1 })).toEqual([-3]);
  });

  it('keys name student, due date and step, and read back', () => {
    expect(dunningKey(7, '2026-12-10', -3)).toBe('dues:7:2026-12-10:-3');
    expect(parseDunningKey('dues:7:2026-12-10:-3')).toEqual({ due: '2026-12-10', offset: -3 });
    expect(parseDunningKey('receipt:4')).toBeNull();
    expect(parseDunningKey(null)).toBeNull();
  });

  it('the next reminder: the first later step, not before today, after a pause and a recent payment', () => {
    expect(nextDunning(DEFAULT_DUNNING_POLICY, facts)).toEqual({ state: 'off', date: null });
    expect(nextDunning(on, facts)).toEqual({ state: 'date', date: '2026-12-07' });
    expect(nextDunning(on, { ...facts, today: '2026-12-09' })).toEqual({ state: 'date', date: '2026-12-09' });
    expect(nextDunning(on, { ...facts, today: '2026-12-09', sentOffset: -3, sentToday: true })).toEqual({
      state: 'date',
      date: '2026-12-10',
    });
    // Missed steps: today sends (the latest one due).
    expect(nextDunning(on, { ...facts, today: '2026-12-25', sentOffset: 0 })).toEqual({
      state: 'date',
      date: '2026-12-25',
    });
    expect(nextDunning(on, { ...facts, sentOffset: 18 })).toEqual({ state: 'done', date: null });
    expect(nextDunning(on, { ...facts, pausedUntil: null })).toEqual({ state: 'paused', date: null });
    expect(nextDunning(on, { ...facts, pausedUntil: '2026-12-20' })).toEqual({
      state: 'paused',
      date: '2026-12-20',
    });
    expect(nextDunning(on, { ...facts, today: '2026-12-20', pausedUntil: '2026-12-20' })).toEqual({
      state: 'date',
      date: '2026-12-20',
    });
    expect(nextDunning(on, { ...facts, today: '2026-12-10', lastPaid: '2026-12-09' })).toEqual({
      state: 'date',
      date: '2026-12-12',
    });
  });

  it('quiet hours stay inside 09:00-21:00', () => {
    expect(ZDunningPolicy.safeParse(on).success).toBe(true);
    expect(ZDunningPolicy.safeParse({ ...on, send_from: '08:00' }).success).toBe(false);
    expect(ZDunningPolicy.safeParse({ ...on, send_until: '22:00' }).success).toBe(false);
    expect(ZDunningPolicy.safeParse({ ...on, send_from: '18:00', send_until: '10:00' }).success).toBe(false);
  });
});
