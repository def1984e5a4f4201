import { describe, expect, it } from 'vitest';
import { membershipPlanFor, startingPrice } from './starting-price.ts';

const monthly = { id: 1, duration_days: 30, price: 800 };
const quarterly = { id: 2, duration_days: 90, price: 2100 };

describe("a seat plan's starting price", () => {
  it("is the shift's own, else the membership plan's, else none", () => {
    expect(startingPrice({ price: 650 }, monthly)).toBe(650);
    expect(startingPrice({ price: null }, monthly)).toBe(800);
    expect(startingPrice(undefined, monthly)).toBe(800);
    expect(startingPrice(undefined, undefined)).toBeNull();
  });

  it('comes from the membership plan as long as the seat plan, else the first', () => {
    expect(membershipPlanFor([quarterly, monthly], '30 Days')).toBe(monthly);
    expect(membershipPlanFor([monthly, quarterly], '3 months')).toBe(quarterly);
    expect(membershipPlanFor([quarterly, monthly], '7 Days')).toBe(quarterly);
    expect(membershipPlanFor([], '30 Days')).toBeUndefined();
  });
});
