import { describe, expect, it } from 'vitest';
import { expiryNoticeKey, expiryNoticesOn } from './notices.ts';

const plan = (planId: number, studentId: number, endsOn: string, kind: 'seat' | 'locker' = 'seat') => ({
  kind,
  planId,
  studentId,
  endsOn,
});

describe('expiryNoticesOn', () => {
  it('names plans ending in 7 days, tomorrow and today, and no other day', () => {
    const plans = [
      plan(1, 1, '2026-12-08'),
      plan(2, 2, '2026-12-02'),
      plan(3, 3, '2026-12-01'),
      plan(4, 4, '2026-12-05'),
      plan(5, 5, '2026-11-30'),
    ];
    expect(expiryNoticesOn(plans, '2026-12-01').map((n) => [n.planId, n.daysBefore])).toEqual([
      [1, 7],
      [2, 1],
      [3, 0],
    ]);
  });

  it('gives a student one notice a day: the plan ending first', () => {
    const plans = [plan(1, 9, '2026-12-08'), plan(2, 9, '2026-12-01', 'locker'), plan(3, 9, '2026-12-02')];
    const [only, ...rest] = expiryNoticesOn(plans, '2026-12-01');
    expect(rest).toEqual([]);
    expect(only && expiryNoticeKey(only)).toBe('expiry:locker:2:2026-12-01:0');
  });
});
